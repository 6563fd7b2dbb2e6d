/// `courier --help` in Chinese: what each command and option does. The
/// commands and flags themselves are typed as they are, so they stay.
extension UICatalog {
    package static let help: [String: (String, String)] = [
        // The commands.
        "usage: ": ("用法：", "用法："),
        "open the terminal app": ("打开终端应用", "開啟終端應用程式"),
        "sign in (password from a prompt, or stdin)": ("登录（密码来自提示输入或 stdin）", "登入（密碼來自提示輸入或 stdin）"),
        "forget the saved session": ("清除保存的会话", "清除儲存的工作階段"),
        "show who is signed in": ("显示当前登录的用户", "顯示目前登入的使用者"),
        "a new record (fields, or JSON on stdin)": ("新建记录（字段或 stdin 中的 JSON）", "新增紀錄（欄位或 stdin 中的 JSON）"),
        "print the server's answer as JSON; DummyJSON keeps no change": ("以 JSON 打印服务器的应答；DummyJSON 不保留任何更改",
                                                                        "以 JSON 輸出伺服器的回應；DummyJSON 不保留任何變更"),
        "empty the offline cache, or say what it holds": ("清空离线缓存，或列出其中的内容", "清空離線快取，或列出其中的內容"),
        "check every cached row and the file; drop or salvage what is damaged (exit 1 if anything was)":
            ("检查每条缓存记录和缓存文件；丢弃或抢救损坏的部分（有损坏时退出码为 1）", "檢查每筆快取紀錄和快取檔案；捨棄或搶救損壞的部分（有損壞時結束碼為 1）"),
        "Courier signs in to a REST API and browses its %@.": ("Courier 登录 REST API 并浏览其中的 %@。", "Courier 登入 REST API 並瀏覽其中的 %@。"),
        "resources for get (%@):": ("get 可用的资源（%@）：", "get 可用的資源（%@）："),
        "paging and --id only": ("仅支持分页和 --id", "僅支援分頁和 --id"),
        "%@ in the app": ("可在应用中%@", "可在應用程式中%@"),
        "new": ("新建", "新增"),
        "options:": ("选项：", "選項："),
        "connection options, for the chosen host only (libcurl; COURIER_TRANSPORT=urlSession cannot):":
            ("连接选项，仅用于所选主机（使用 libcurl；COURIER_TRANSPORT=urlSession 时不可用）：",
             "連線選項，僅用於所選主機（使用 libcurl；COURIER_TRANSPORT=urlSession 時不可用）："),
        "trust the CAs in this PEM file instead of the system's": ("信任此 PEM 文件中的 CA，而不是系统的 CA", "信任此 PEM 檔案中的 CA，而不是系統的 CA"),
        "accept only a server whose public key has this hash (repeat it, or put ';' between several)":
            ("只接受公钥哈希为此值的服务器（可重复给出，或用 ';' 分隔多个）", "只接受公鑰雜湊為此值的伺服器（可重複給出，或用 ';' 分隔多個）"),
        "the client certificate (PEM)": ("客户端证书（PEM）", "用戶端憑證（PEM）"),
        "its key (PEM); an encrypted key's passphrase comes from $COURIER_KEY_PASSWORD":
            ("证书的私钥（PEM）；加密私钥的口令取自 $COURIER_KEY_PASSWORD", "憑證的私鑰（PEM）；加密私鑰的密碼取自 $COURIER_KEY_PASSWORD"),
        "the oldest TLS version accepted": ("可接受的最低 TLS 版本", "可接受的最低 TLS 版本"),
        "connect through this Unix socket instead of TCP": ("通过此 Unix 套接字连接，而不是 TCP", "透過此 Unix 通訊端連線，而不是 TCP"),
        "get options:": ("get 的选项：", "get 的選項："),
        "exit status: 0 success, 1 error, 2 bad usage, 3 sign-in needed": ("退出码：0 成功，1 出错，2 用法错误，3 需要登录",
                                                                          "結束碼：0 成功，1 出錯，2 用法錯誤，3 需要登入"),
        // The options.
        "http://127.0.0.1:8080 (a courier-server you run)": ("http://127.0.0.1:8080（由你运行的 courier-server）", "http://127.0.0.1:8080（由你執行的 courier-server）"),
        "a staging server started inside Courier, on a port of this user's (or $COURIER_DEMO_PORT)":
            ("在 Courier 内部启动的测试服务器，使用当前用户专属的端口（或 $COURIER_DEMO_PORT）",
             "在 Courier 內部啟動的測試伺服器，使用目前使用者專屬的連接埠（或 $COURIER_DEMO_PORT）"),
        "point the chosen host elsewhere": ("将所选主机指向别处", "將所選主機指向別處"),
        "longest wait for an answer, retries included (default 30)": ("等待应答的最长时间，含重试（默认 30）", "等待回應的最長時間，含重試（預設 30）"),
        "append one line per request (default: $COURIER_LOG); a file that cannot be written is warned about and skipped":
            ("每个请求追加一行日志（默认：$COURIER_LOG）；无法写入的文件会给出警告并跳过", "每個請求附加一行日誌（預設：$COURIER_LOG）；無法寫入的檔案會給出警告並略過"),
        "monochrome (also NO_COLOR); under TERM=dumb the app refuses (exit 2): use the subcommands there":
            ("单色（也可用 NO_COLOR）；TERM=dumb 时应用拒绝运行（退出码 2），请改用子命令", "單色（也可用 NO_COLOR）；TERM=dumb 時應用程式拒絕執行（結束碼 2），請改用子指令"),
        "what Courier makes of an API: its resources, hosts, sign-in, and what it went around":
            ("Courier 对某个 API 的理解：它的资源、主机、登录方式，以及略过的部分", "Courier 對某個 API 的理解：它的資源、主機、登入方式，以及略過的部分"),
        "browse another API: a URL or file of its OpenAPI 3.0/3.1 description (JSON or YAML), or of a Courier API profile (default: $COURIER_API; without it, DummyJSON)":
            ("浏览另一个 API：其 OpenAPI 3.0/3.1 描述（JSON 或 YAML）或 Courier API 配置文件的网址或文件（默认：$COURIER_API；没有则为 DummyJSON）",
             "瀏覽另一個 API：其 OpenAPI 3.0/3.1 描述（JSON 或 YAML）或 Courier API 設定檔的網址或檔案（預設：$COURIER_API；沒有則為 DummyJSON）"),
        "a Courier API profile laid over --api's description (default: $COURIER_PROFILE)":
            ("覆盖在 --api 描述之上的 Courier API 配置文件（默认：$COURIER_PROFILE）", "覆蓋在 --api 描述之上的 Courier API 設定檔（預設：$COURIER_PROFILE）"),
        "the backend (default: $COURIER_HOST, else demo); with --api, one of the description's servers, by name or number":
            ("后端（默认：$COURIER_HOST，否则 demo）；配合 --api 时为描述中的某个服务器，按名称或编号",
             "後端（預設：$COURIER_HOST，否則 demo）；配合 --api 時為描述中的某個伺服器，依名稱或編號"),
        "leave clicks and the wheel to the terminal (to select text)": ("把点击和滚轮留给终端（以便选择文字）", "把點擊和滾輪留給終端機（以便選取文字）"),
        "how a detail's picture is drawn: kitty's graphics protocol, half blocks in 24-bit or 256 colours, sixels, or not at all (the gauges stay); auto (default): kitty in kitty outside tmux and screen, else 24-bit where COLORTERM=truecolor|24bit or where the terminal keeps 24-bit colour when asked, else 256 (8 colours where TERM has 8); sixel only when asked for":
            ("详情中图片的绘制方式：kitty 图形协议、24 位色或 256 色的半格字符、sixel，或不绘制（仪表保留）；auto（默认）：在 tmux 和 screen 之外的 kitty 中用 kitty，COLORTERM=truecolor|24bit 或终端经询问确认保留 24 位色时用 24 位色，否则用 256 色（TERM 只有 8 色时用 8 色）；sixel 仅在指定时使用",
             "詳情中圖片的繪製方式：kitty 圖形協定、24 位元色或 256 色的半格字元、sixel，或不繪製（儀表保留）；auto（預設）：在 tmux 和 screen 之外的 kitty 中用 kitty，COLORTERM=truecolor|24bit 或終端機經詢問確認保留 24 位元色時用 24 位元色，否則用 256 色（TERM 只有 8 色時用 8 色）；sixel 僅在指定時使用"),
        "colours for a dark or a light background; auto (default): as the terminal reports its background, else $COLORFGBG, else dark":
            ("适合深色或浅色背景的配色；auto（默认）：按终端报告的背景，否则按 $COLORFGBG，再否则用深色",
             "適合深色或淺色背景的配色；auto（預設）：依終端機回報的背景，否則依 $COLORFGBG，再否則用深色"),
        "the language of the app, of the commands' messages and of this help: English, 简体中文 or 繁體中文 (default: from $LC_ALL, $LC_MESSAGES or $LANG)":
            ("应用、命令消息和本帮助的语言：English、简体中文或繁體中文（默认：取自 $LC_ALL、$LC_MESSAGES 或 $LANG）",
             "應用程式、指令訊息和本說明的語言：English、简体中文或繁體中文（預設：取自 $LC_ALL、$LC_MESSAGES 或 $LANG）"),
        "no offline cache: always the network, no file touched": ("不使用离线缓存：始终联网，不读写任何文件", "不使用離線快取：一律連網，不讀寫任何檔案"),
        "where the offline cache lives (default: $XDG_CACHE_HOME/courier, else ~/.cache/courier)":
            ("离线缓存的位置（默认：$XDG_CACHE_HOME/courier，否则为 ~/.cache/courier）", "離線快取的位置（預設：$XDG_CACHE_HOME/courier，否則為 ~/.cache/courier）"),
        "the cache's size limit; least recently used data goes first (default 50)": ("缓存大小上限；最久未用的数据先被清除（默认 50）",
                                                                                    "快取大小上限；最久未用的資料先被清除（預設 50）"),
        "print the version": ("打印版本", "輸出版本"),
        "print this help": ("打印本帮助", "輸出本說明"),
        // The options of get.
        "search instead of listing": ("搜索而不是列出", "搜尋而不是列出"),
        "only the records the resource's filter picks (products: category=smartphones)": ("只列出资源筛选条件选中的记录（products: category=smartphones）",
                                                                                          "只列出資源篩選條件選中的紀錄（products: category=smartphones）"),
        "the list, the search or the filter in that order": ("按该顺序排列列表、搜索或筛选结果", "依該順序排列清單、搜尋或篩選結果"),
        "items per page, 0 for all (default 30)": ("每页条数，0 表示全部（默认 30）", "每頁筆數，0 表示全部（預設 30）"),
        "start after N items": ("跳过前 N 条", "略過前 N 筆"),
        "one record": ("单条记录", "單筆紀錄"),
        "the manual page courier(1): courier manpage > ~/.local/share/man/man1/courier.1":
            ("手册页 courier(1)：courier manpage > ~/.local/share/man/man1/courier.1", "手冊頁 courier(1)：courier manpage > ~/.local/share/man/man1/courier.1"),
        "a completion script: source <(courier completion bash)": ("补全脚本：source <(courier completion bash)", "補全腳本：source <(courier completion bash)"),
        "this help, or one command's (also: courier COMMAND --help)": ("本帮助，或某个命令的帮助（也可用 courier COMMAND --help）",
                                                                       "本說明，或某個指令的說明（也可用 courier COMMAND --help）"),
        "whole records as JSON": ("以 JSON 输出完整记录", "以 JSON 輸出完整紀錄"),
        "csv: the table's columns as CSV, the rows :export writes; json: as --json; jsonl: one whole record a line; table (default)":
            ("json：同 --json； jsonl：每行一条完整记录； csv：表格的列以 CSV 输出，与 :export 写出的行相同； table（默认）",
             "json：同 --json； jsonl：每行一筆完整紀錄； csv：表格的欄以 CSV 輸出，與 :export 寫出的列相同； table（預設）"),
        "every column whole (a table is otherwise cut to the terminal's width)": ("完整显示每一列（否则表格按终端宽度截断）",
                                                                                  "完整顯示每一欄（否則表格依終端機寬度截斷）"),
        "cut the table to N columns (also COLUMNS); piped, it is never cut": ("把表格截断到 N 列宽（也可用 COLUMNS）；输出到管道时从不截断",
                                                                             "把表格截斷到 N 欄寬（也可用 COLUMNS）；輸出到管線時從不截斷"),
        "print the request as a curl command (secrets masked) instead of sending it": ("把请求打印为 curl 命令（隐藏机密）而不发送",
                                                                                      "把請求輸出為 curl 指令（隱藏機密）而不傳送"),
    ]
}
