/// What `courier`'s subcommands say on stderr, in the language of `--lang`
/// or the locale, as the app does. Tables, JSON and names a script passes
/// back (flags, resource ids, field names) stay as they are.
extension UICatalog {
    package static let commandLine: [String: (String, String)] = [
        "The server asks to wait: waiting %@ s before trying again.": ("服务器要求稍候：等待 %@ 秒后重试。", "伺服器要求稍候：等待 %@ 秒後重試。"),
        "%@ Waiting %@ s before trying again.": ("%@等待 %@ 秒后重试。", "%@等待 %@ 秒後重試。"),
        "note: this URL is the demo server inside this courier, and stops answering when this courier exits; for a server that stays, run courier-server and use --host test.":
            ("注意：此 URL 指向本 courier 进程内的演示服务器，courier 退出后即无法访问；如需常驻的服务器，请运行 courier-server 并使用 --host test。",
             "注意：此 URL 指向本 courier 行程內的示範伺服器，courier 結束後即無法連線；如需常駐的伺服器，請執行 courier-server 並使用 --host test。"),
    ]
}
