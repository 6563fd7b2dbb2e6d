/// The words of the config file's problems (`courier config check`, the
/// app's note at start, a subcommand's warnings) and of `courier config`.
/// What the file holds (keys, names, values) stays as it was typed.
extension UICatalog {
    package static let config: [String: (String, String)] = [
        // courier --help.
        "where the config file is, everything Courier makes of it, or its problems (exit 1 if any)":
            ("配置文件的位置、Courier 对它的全部理解，或其中的问题（有问题时退出码为 1）", "設定檔的位置、Courier 對它的全部理解，或其中的問題（有問題時結束碼為 1）"),
        "colours for a dark or a light background, every text at 7:1, or none; or a theme of the config file's own; auto (default): as the terminal reports its background, else $COLORFGBG, else dark":
            ("适合深色或浅色背景的配色、所有文字对比度达 7:1 的配色，或不用颜色；也可用配置文件中自己的主题；auto（默认）：按终端报告的背景，否则按 $COLORFGBG，否则为深色",
             "適合深色或淺色背景的配色、所有文字對比度達 7:1 的配色，或不用顏色；也可用設定檔中自己的主題；auto（預設）：依終端機回報的背景，否則依 $COLORFGBG，否則為深色"),
        "the config file (default: $COURIER_CONFIG, else $XDG_CONFIG_HOME/courier/config.yaml, else ~/.config/courier/config.yaml); a mistake in it is said with its line, and the rest holds":
            ("配置文件（默认：$COURIER_CONFIG，否则 $XDG_CONFIG_HOME/courier/config.yaml，否则 ~/.config/courier/config.yaml）；其中的错误会连同行号指出，其余部分照常生效",
             "設定檔（預設：$COURIER_CONFIG，否則 $XDG_CONFIG_HOME/courier/config.yaml，否則 ~/.config/courier/config.yaml）；其中的錯誤會連同行號指出，其餘部分照常生效"),
        "ask for the list shown again this often, 0 for never (default: the config file's, never for release)":
            ("每隔这么多秒重新请求显示的列表，0 为从不（默认：按配置文件，release 主机从不）", "每隔這麼多秒重新請求顯示的清單，0 為從不（預設：依設定檔，release 主機從不）"),
        "rows a page of a list asks for (default 30)": ("列表每页请求的行数（默认 30）", "清單每頁請求的列數（預設 30）"),

        // Reading the file.
        "it cannot be read: Courier's defaults are used": ("无法读取：使用 Courier 的默认值", "無法讀取：使用 Courier 的預設值"),
        "there is no such file: Courier's defaults are used": ("没有这个文件：使用 Courier 的默认值", "沒有這個檔案：使用 Courier 的預設值"),
        "it is larger than %@ KB, which no config file is: Courier's defaults are used":
            ("文件超过 %@ KB，不可能是配置文件：使用 Courier 的默认值", "檔案超過 %@ KB，不可能是設定檔：使用 Courier 的預設值"),
        "%@ (column %@): the file is not read, Courier's defaults are used":
            ("%@（第 %@ 列）：不读取此文件，使用 Courier 的默认值", "%@（第 %@ 欄）：不讀取此檔案，使用 Courier 的預設值"),
        "this must be a mapping of names to values": ("这里必须是“名称: 值”的映射", "這裡必須是「名稱: 值」的對應"),
        "the file must be a mapping of sections: %@": ("文件必须由以下各节组成：%@", "檔案必須由以下各節組成：%@"),
        "there is no section “%@”: the sections are %@": ("没有“%@”这一节：可用的节为 %@", "沒有「%@」這一節：可用的節為 %@"),

        // defaults:
        "%@ takes true or false": ("%@ 须为 true 或 false", "%@ 須為 true 或 false"),
        "there is no default “%@”: the defaults are %@": ("没有默认项“%@”：可用的默认项为 %@", "沒有預設項「%@」：可用的預設項為 %@"),
        "%@ takes one value": ("%@ 只能取一个值", "%@ 只能取一個值"),
        "host takes release, test or demo (or, with an API, one of its hosts), not “%@”":
            ("host 须为 release、test 或 demo（使用 API 时为其主机之一），不能是“%@”", "host 須為 release、test 或 demo（使用 API 時為其主機之一），不能是「%@」"),
        "refresh takes seconds from %@ to %@, or off": ("refresh 须为 %@ 到 %@ 秒或 off", "refresh 須為 %@ 到 %@ 秒或 off"),

        // themes:
        "“%@” is one of Courier's themes: name yours otherwise": ("“%@”是 Courier 自带的主题：请给你的主题换个名字", "「%@」是 Courier 內建的主題：請為你的主題換個名稱"),
        "a theme is a mapping of roles to styles (header: yellow bold)": ("主题是角色到样式的映射（header: yellow bold）", "主題是角色到樣式的對應（header: yellow bold）"),
        "base takes %@": ("base 可选 %@", "base 可選 %@"),
        "there is no role “%@”: the roles are %@": ("没有角色“%@”：可用的角色为 %@", "沒有角色「%@」：可用的角色為 %@"),
        "a style is words such as “black on cyan bold”": ("样式由词语组成，例如“black on cyan bold”", "樣式由詞語組成，例如「black on cyan bold」"),
        "“%@” is no colour or attribute: colours are default, black, red, green, yellow, blue, magenta, cyan, white, their bright- forms, grey and color0 to color254; attributes are bold, underline, reverse and dim":
            ("“%@”既不是颜色也不是属性：颜色为 default、black、red、green、yellow、blue、magenta、cyan、white 及其 bright- 形式、grey 和 color0 到 color254；属性为 bold、underline、reverse 和 dim",
             "「%@」既不是顏色也不是屬性：顏色為 default、black、red、green、yellow、blue、magenta、cyan、white 及其 bright- 形式、grey 和 color0 到 color254；屬性為 bold、underline、reverse 和 dim"),

        // apis:
        "an API is a mapping: description, profile, host, hosts, auth": ("API 是一个映射：description、profile、host、hosts、auth", "API 是一個對應：description、profile、host、hosts、auth"),
        "%@ takes a URL or a file": ("%@ 须为 URL 或文件", "%@ 須為 URL 或檔案"),
        "a host takes an http or https URL": ("主机须为 http 或 https 的 URL", "主機須為 http 或 https 的 URL"),
        "an API has no “%@”: it takes %@": ("API 没有“%@”：可用的有 %@", "API 沒有「%@」：可用的有 %@"),
        "the API “%@” needs a description or a profile": ("API“%@”需要 description 或 profile", "API「%@」需要 description 或 profile"),
        "api-key takes name (the header, query or cookie name) and in (header, query or cookie)":
            ("api-key 需要 name（请求头、查询参数或 Cookie 的名称）和 in（header、query 或 cookie）", "api-key 需要 name（標頭、查詢參數或 Cookie 的名稱）和 in（header、query 或 cookie）"),
        "api-key's in is header, query or cookie": ("api-key 的 in 须为 header、query 或 cookie", "api-key 的 in 須為 header、query 或 cookie"),
        "oauth2-password takes token-url (and refresh-url if it differs)": ("oauth2-password 需要 token-url（如不同还需 refresh-url）", "oauth2-password 需要 token-url（如不同還需 refresh-url）"),
        "token-login takes login-url (and refresh-url)": ("token-login 需要 login-url（以及 refresh-url）", "token-login 需要 login-url（以及 refresh-url）"),
        "auth is none, basic, bearer, api-key, oauth2-password or token-login":
            ("auth 须为 none、basic、bearer、api-key、oauth2-password 或 token-login", "auth 須為 none、basic、bearer、api-key、oauth2-password 或 token-login"),
        "the API “%@” could not be read (%@): DummyJSON is browsed instead": ("无法读取 API“%@”（%@）：改为浏览 DummyJSON", "無法讀取 API「%@」（%@）：改為瀏覽 DummyJSON"),

        // keys:
        "there is no mode “%@”: the modes are %@": ("没有模式“%@”：可用的模式为 %@", "沒有模式「%@」：可用的模式為 %@"),
        "%@ has no action “%@”: courier config show lists them": ("%@ 没有动作“%@”：courier config show 会列出全部动作", "%@ 沒有動作「%@」：courier config show 會列出全部動作"),
        "%@ takes a key or a list of keys": ("%@ 须为一个按键或按键列表", "%@ 須為一個按鍵或按鍵清單"),
        "“%@” is no key: keys are a character, space, enter, esc, tab, shift-tab, up, down, left, right, pgup, pgdn, home, end, backspace, delete, f1 to f24, ctrl-X or alt-X":
            ("“%@”不是按键：按键为单个字符、space、enter、esc、tab、shift-tab、up、down、left、right、pgup、pgdn、home、end、backspace、delete、f1 到 f24、ctrl-X 或 alt-X",
             "「%@」不是按鍵：按鍵為單一字元、space、enter、esc、tab、shift-tab、up、down、left、right、pgup、pgdn、home、end、backspace、delete、f1 到 f24、ctrl-X 或 alt-X"),
        "%@ is also %@'s key in %@: %@ keeps its own keys": ("%1$@ 在 %3$@ 中也是 %2$@ 的按键：%4$@ 保留原来的按键", "%1$@ 在 %3$@ 中也是 %2$@ 的按鍵：%4$@ 保留原來的按鍵"),

        // aliases:, views:, columns:
        "an alias is one word of letters, digits, - and _, not “%@”": ("别名须为由字母、数字、- 和 _ 组成的一个词，不能是“%@”", "別名須為由字母、數字、- 和 _ 組成的一個詞，不能是「%@」"),
        "“%@” is a command or a resource of its own: the alias would never be used": ("“%@”本身就是命令或资源：这个别名永远不会用到", "「%@」本身就是命令或資源：這個別名永遠不會用到"),
        "an alias stands for a line of the : command line, such as “products category=smartphones”":
            ("别名代表一行 : 命令，例如“products category=smartphones”", "別名代表一行 : 命令，例如「products category=smartphones」"),
        "a view names its resource (resource: %@), one of %@": ("视图须指明其资源（resource: %@），为 %@ 之一", "檢視須指明其資源（resource: %@），為 %@ 之一"),
        "filter takes name=value": ("filter 须为 名称=值", "filter 須為 名稱=值"),
        "a view has no “%@”: it takes resource, search, filter and sort": ("视图没有“%@”：可用的有 resource、search、filter 和 sort", "檢視沒有「%@」：可用的有 resource、search、filter 和 sort"),
        "there is no resource “%@”: the resources are %@": ("没有资源“%@”：可用的资源为 %@", "沒有資源「%@」：可用的資源為 %@"),
        "columns takes a list of column names": ("columns 须为列名列表", "columns 須為欄位名稱清單"),

        // courier config
        "config needs one of: %@": ("config 需要以下之一：%@", "config 需要以下之一：%@"),
        "there is no file there yet: Courier's own defaults are in force": ("那里还没有文件：使用 Courier 自己的默认值", "那裡還沒有檔案：使用 Courier 自己的預設值"),
        "%@: no problems": ("%@：没有问题", "%@：沒有問題"),
        "note: the theme %@'s %@ reads at %@:1 on a %@ background; WCAG AA asks %@:1":
            ("注意：主题 %1$@ 的 %2$@ 在%4$@背景上的对比度为 %3$@:1；WCAG AA 要求 %5$@:1", "注意：主題 %1$@ 的 %2$@ 在%4$@背景上的對比度為 %3$@:1；WCAG AA 要求 %5$@:1"),
        "dark": ("深色", "深色"),
        "light": ("浅色", "淺色"),
    ]
}
