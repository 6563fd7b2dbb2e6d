/// What `courier`'s subcommands say on stderr, in the language of `--lang`
/// or the locale, as the app does. Tables, JSON and what a script passes
/// back (flags, resource ids, field names, values) stay as they are.
extension UICatalog {
    package static let commandLine: [String: (String, String)] = [
        // Usage errors: the flags.
        "unknown option '%@'": ("未知选项 '%@'", "未知選項 '%@'"),
        "unknown command '%@'": ("未知命令 '%@'", "未知指令 '%@'"),
        "%@ needs a value": ("%@ 需要一个值", "%@ 需要一個值"),
        "%@ takes a whole number from %@ to %@, not '%@'": ("%@ 须为 %@ 到 %@ 之间的整数，不能是 '%@'", "%@ 須為 %@ 到 %@ 之間的整數，不能是 '%@'"),
        "--timeout takes seconds above 0 (at most 3600), not '%@'": ("--timeout 须为大于 0 的秒数（最多 3600），不能是 '%@'",
                                                                       "--timeout 須為大於 0 的秒數（最多 3600），不能是 '%@'"),
        "--graphics takes %@, not '%@'": ("--graphics 可选 %@，不能是 '%@'", "--graphics 可選 %@，不能是 '%@'"),
        "describe needs --api SOURCE (or COURIER_API)": ("describe 需要 --api SOURCE（或 COURIER_API）", "describe 需要 --api SOURCE（或 COURIER_API）"),
        "--theme takes %@, not '%@'": ("--theme 可选 %@，不能是 '%@'", "--theme 可選 %@，不能是 '%@'"),
        "--lang takes en, zh-Hans or zh-Hant, not '%@'": ("--lang 可选 en、zh-Hans 或 zh-Hant，不能是 '%@'", "--lang 可選 en、zh-Hans 或 zh-Hant，不能是 '%@'"),
        "--cache-dir needs a directory": ("--cache-dir 需要一个目录", "--cache-dir 需要一個目錄"),
        "--filter takes NAME=VALUE, not '%@'": ("--filter 的格式为 NAME=VALUE，不能是 '%@'", "--filter 的格式為 NAME=VALUE，不能是 '%@'"),
        "--sort takes FIELD or FIELD:asc|desc, not '%@'": ("--sort 的格式为 FIELD 或 FIELD:asc|desc，不能是 '%@'", "--sort 的格式為 FIELD 或 FIELD:asc|desc，不能是 '%@'"),
        "--field takes NAME=VALUE, not '%@'": ("--field 的格式为 NAME=VALUE，不能是 '%@'", "--field 的格式為 NAME=VALUE，不能是 '%@'"),
        "--unix-socket needs a path": ("--unix-socket 需要一个路径", "--unix-socket 需要一個路徑"),
        "--pinnedpubkey takes sha256//BASE64 (';' between several), not '%@'":
            ("--pinnedpubkey 的格式为 sha256//BASE64（多个之间用 ';' 分隔），不能是 '%@'",
             "--pinnedpubkey 的格式為 sha256//BASE64（多個之間用 ';' 分隔），不能是 '%@'"),
        "--tls-min takes %@, not '%@'": ("--tls-min 可选 %@，不能是 '%@'", "--tls-min 可選 %@，不能是 '%@'"),
        "--key needs --cert": ("--key 需要同时给出 --cert", "--key 需要同時給出 --cert"),
        "%@: '%@' is not a file that can be read": ("%@：'%@' 不是可读取的文件", "%@：'%@' 不是可讀取的檔案"),
        // Usage errors: what goes with what.
        "those options belong to a subcommand": ("这些选项属于某个子命令", "這些選項屬於某個子指令"),
        "login takes --username, not '%@'": ("login 只接受 --username，不接受 '%@'", "login 只接受 --username，不接受 '%@'"),
        "%@ takes no arguments": ("%@ 不接受参数", "%@ 不接受參數"),
        "completion needs one of: %@": ("completion 需要以下之一：%@", "completion 需要以下之一：%@"),
        "help takes one command at most": ("help 最多接受一个命令", "help 最多接受一個指令"),
        "cache needs one of: %@": ("cache 需要以下之一：%@", "cache 需要以下之一：%@"),
        "--no-cache and 'cache %@' do not go together": ("--no-cache 不能与 'cache %@' 一起使用", "--no-cache 不能與 'cache %@' 一起使用"),
        "get needs one of: %@": ("get 需要以下之一：%@", "get 需要以下之一：%@"),
        "%@ needs one of: %@": ("%@ 需要以下之一：%@", "%@ 需要以下之一：%@"),
        "add takes --field NAME=VALUE (or JSON on stdin), not --id": ("add 接受 --field NAME=VALUE（或 stdin 中的 JSON），不接受 --id",
                                                                     "add 接受 --field NAME=VALUE（或 stdin 中的 JSON），不接受 --id"),
        "edit takes --id N and --field NAME=VALUE (or JSON on stdin)": ("edit 需要 --id N 和 --field NAME=VALUE（或 stdin 中的 JSON）",
                                                                       "edit 需要 --id N 和 --field NAME=VALUE（或 stdin 中的 JSON）"),
        "delete takes --id N": ("delete 需要 --id N", "delete 需要 --id N"),
        "delete takes --id N only": ("delete 只接受 --id N", "delete 只接受 --id N"),
        "--field belongs to add and edit": ("--field 只用于 add 和 edit", "--field 只用於 add 和 edit"),
        "--username belongs to login": ("--username 只用于 login", "--username 只用於 login"),
        "--search, --filter, --sort, --limit, --skip, --id, --json, --output, --wide, --width and --curl belong to get":
            ("--search、--filter、--sort、--limit、--skip、--id、--json、--output、--wide、--width 和 --curl 只用于 get",
             "--search、--filter、--sort、--limit、--skip、--id、--json、--output、--wide、--width 和 --curl 只用於 get"),
        "--output takes %@, not '%@'": ("--output 可选 %@，不能是 '%@'", "--output 可選 %@，不能是 '%@'"),
        // Usage errors: what the resource takes.
        "%@ cannot be added to": ("%@ 不能新建记录", "%@ 不能新增紀錄"),
        "%@ cannot be edited": ("%@ 不能编辑", "%@ 不能編輯"),
        "%@ cannot be deleted": ("%@ 不能删除", "%@ 不能刪除"),
        "%@ %@ takes %@, not '%@'": ("%@ %@ 可用的字段为 %@，不能是 '%@'", "%@ %@ 可用的欄位為 %@，不能是 '%@'"),
        "--field %@ must be %@": ("--field %@ %@", "--field %@ %@"),
        "filled in": ("必填", "必填"),
        "%@ add needs %@": ("%@ add 需要 %@", "%@ add 需要 %@"),
        "%@ cannot be searched": ("%@ 不能搜索", "%@ 不能搜尋"),
        "%@ has no filters": ("%@ 没有筛选条件", "%@ 沒有篩選條件"),
        "%@ filters by %@, not '%@'": ("%@ 可按 %@ 筛选，不能按 '%@'", "%@ 可依 %@ 篩選，不能依 '%@'"),
        "--filter %@= takes a record id (1 or more), not '%@'": ("--filter %@= 需要记录 ID（1 或以上），不能是 '%@'",
                                                                 "--filter %@= 需要紀錄 ID（1 或以上），不能是 '%@'"),
        "%@ cannot be sorted": ("%@ 不能排序", "%@ 不能排序"),
        "%@ sorts by %@, not '%@'": ("%@ 可按 %@ 排序，不能按 '%@'", "%@ 可依 %@ 排序，不能依 '%@'"),
        "--id goes alone: it names one record": ("--id 只能单独使用：它指定一条记录", "--id 只能單獨使用：它指定一筆紀錄"),
        "Run 'courier --help' for every option and resource.": ("运行 'courier --help' 查看所有选项和资源。", "執行 'courier --help' 查看所有選項和資源。"),

        // Stdin for add and edit.
        "give --field NAME=VALUE, or pipe a JSON object to stdin": ("请使用 --field NAME=VALUE，或通过管道向 stdin 传入一个 JSON 对象",
                                                                     "請使用 --field NAME=VALUE，或透過管線向 stdin 傳入一個 JSON 物件"),
        "stdin holds more than 1 MB": ("stdin 的内容超过 1 MB", "stdin 的內容超過 1 MB"),
        "stdin must hold one JSON object, such as {\"todo\":\"Call Mum\",\"userId\":5}":
            ("stdin 须为一个 JSON 对象，例如 {\"todo\":\"Call Mum\",\"userId\":5}", "stdin 須為一個 JSON 物件，例如 {\"todo\":\"Call Mum\",\"userId\":5}"),
        "stdin's %@ must be a string, a number or a boolean": ("stdin 中的 %@ 须为字符串、数字或布尔值", "stdin 中的 %@ 須為字串、數字或布林值"),
        "nothing to send: give --field NAME=VALUE or a JSON object on stdin": ("没有可发送的内容：请使用 --field NAME=VALUE 或在 stdin 中提供 JSON 对象",
                                                                              "沒有可傳送的內容：請使用 --field NAME=VALUE 或在 stdin 中提供 JSON 物件"),

        // Signing in and out.
        "Username: ": ("用户名：", "使用者名稱："),
        "Password for %@: ": ("%@ 的密码：", "%@ 的密碼："),
        "a username is needed (--username U)": ("需要用户名（--username U）", "需要使用者名稱（--username U）"),
        "no password given": ("未提供密码", "未提供密碼"),
        "Signed in to %@ as %@.": ("已登录 %@，用户 %@。", "已登入 %@，使用者 %@。"),
        "Signed in to %@.": ("已登录 %@。", "已登入 %@。"),
        "%@ needs no sign-in.": ("%@ 无需登录。", "%@ 無需登入。"),
        "%@: ": ("%@：", "%@："),
        "no %@ given": ("未提供%@", "未提供%@"),
        "Signed out.": ("已退出登录。", "已登出。"),
        "Not signed in.": ("未登录。", "未登入。"),
        "not signed in to %@; run 'courier login' first": ("尚未登录 %@；请先运行 'courier login'", "尚未登入 %@；請先執行 'courier login'"),
        "Run 'courier login'.": ("请运行 'courier login'。", "請執行 'courier login'。"),
        "sign-in": ("登录", "登入"),

        // Reading and waiting.
        "offline: showing data cached %@": ("离线：显示缓存于 %@ 的数据", "離線：顯示快取於 %@ 的資料"),
        "Nothing is cached for this query.": ("此查询没有缓存。", "此查詢沒有快取。"),
        "The server asks to wait: waiting %@ s before trying again.": ("服务器要求稍候：等待 %@ 秒后重试。", "伺服器要求稍候：等待 %@ 秒後重試。"),
        "%@ Waiting %@ s before trying again.": ("%@等待 %@ 秒后重试。", "%@等待 %@ 秒後重試。"),
        "note: this URL is the demo server inside this courier, and stops answering when this courier exits; for a server that stays, run courier-server and use --host test.":
            ("注意：此 URL 指向本 courier 进程内的演示服务器，courier 退出后即无法访问；如需常驻的服务器，请运行 courier-server 并使用 --host test。",
             "注意：此 URL 指向本 courier 行程內的示範伺服器，courier 結束後即無法連線；如需常駐的伺服器，請執行 courier-server 並使用 --host test。"),

        // The cache, the log, the terminal, the demo server, a crash.
        "The cache is empty.": ("缓存为空。", "快取為空。"),
        "Removed 1 cached response from %@.": ("已从 %@ 删除 1 条缓存的响应。", "已從 %@ 刪除 1 筆快取的回應。"),
        "Removed %@ cached responses from %@.": ("已从 %2$@ 删除 %1$@ 条缓存的响应。", "已從 %2$@ 刪除 %1$@ 筆快取的回應。"),
        "the cache at %@ cannot be used": ("无法使用位于 %@ 的缓存", "無法使用位於 %@ 的快取"),
        "warning: cannot write the request log %@ (%@); going on without it": ("警告：无法写入请求日志 %@（%@）；将不记录日志继续",
                                                                             "警告：無法寫入請求日誌 %@（%@）；將不記錄日誌繼續"),
        "the session could not be saved to %@: %@; the next command will not be signed in": (
            "会话无法保存到 %@：%@；下一个命令将不会处于登录状态", "工作階段無法儲存到 %@：%@；下一個指令將不會處於登入狀態"),
        "the app needs a terminal; for scripts use 'courier get ...' (see --help)": ("应用需要终端；脚本请使用 'courier get ...'（见 --help）",
                                                                                    "應用程式需要終端機；指令稿請使用 'courier get ...'（見 --help）"),
        "The demo server could not start: %@": ("演示服务器无法启动：%@", "示範伺服器無法啟動：%@"),
        "crashed": ("已崩溃", "已當機"),
        "standard input and output must be a terminal for the interactive app": ("交互式应用要求标准输入和输出都是终端",
                                                                                 "互動式應用程式要求標準輸入和輸出都是終端機"),
        "cannot open file descriptor %@ for the terminal": ("无法为终端打开文件描述符 %@", "無法為終端機開啟檔案描述元 %@"),
        "cannot use terminal type “%@” (is TERM set correctly?)": ("无法使用终端类型“%@”（TERM 是否设置正确？）", "無法使用終端機類型「%@」（TERM 是否設定正確？）"),
        "terminal type “%@” cannot move the cursor, which the full-screen app needs; run it in a terminal that can (for example TERM=xterm-256color), or use the subcommands (courier get, courier whoami, …), which print plain lines":
            ("终端类型“%@”无法移动光标，而全屏应用需要这一点；请在支持的终端中运行（例如 TERM=xterm-256color），或使用输出纯文本的子命令（courier get、courier whoami 等）",
             "終端機類型「%@」無法移動游標，而全螢幕應用程式需要這一點；請在支援的終端機中執行（例如 TERM=xterm-256color），或使用輸出純文字的子指令（courier get、courier whoami 等）"),
    ]
}
