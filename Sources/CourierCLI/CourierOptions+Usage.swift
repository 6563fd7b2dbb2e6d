import DummyJSON
import Foundation
import Network
import TUI
import ViewModels

/// `courier --help`: the flags, the subcommands and the registry's resources,
/// in the language of `--lang` or the locale. What is typed stays as it is
/// (commands, flags, resource ids, field names); what it means is translated
/// and wrapped to the column by display width, so Chinese lines fit too.
extension CourierOptions {
    /// One line of the synopsis: a command as it is typed, and what it does.
    struct UsageCommand {
        var form: String
        var meaning: UIText?

        /// The subcommand it types ("cache" in "courier [options] cache clear|stats"):
        /// the first lower-case word after the program; nil for the app and for a continued line.
        var name: String? {
            let words = form.split(separator: " ").map(String.init)
            guard words.first == "courier" else { return nil }
            return words.dropFirst().first { $0.allSatisfy(\.isLowercase) }
        }
    }

    /// One option: its flags as typed, what it does, and named choices under it.
    struct UsageOption {
        var flags: String
        var meaning: UIText
        var choices: [(name: String, meaning: UIText)] = []
    }

    static let commands: [UsageCommand] = [
        UsageCommand(form: "courier [options]", meaning: "open the terminal app"),
        UsageCommand(form: "courier [options] login [--username U]", meaning: "sign in (password from a prompt, or stdin)"),
        UsageCommand(form: "courier [options] logout", meaning: "forget the saved session"),
        UsageCommand(form: "courier [options] whoami", meaning: "show who is signed in"),
        UsageCommand(form: "courier [options] get RESOURCE [--search Q] [--filter F=V] [--sort FIELD[:desc]] | --id N"),
        UsageCommand(form: String(repeating: " ", count: 18) + "[--limit N] [--skip N] [--json] [--wide] [--width N] [--curl]"),
        UsageCommand(form: String(repeating: " ", count: 18) + "[--output csv|json|jsonl|table]"),
        UsageCommand(form: "courier [options] add RESOURCE [--field NAME=VALUE]...", meaning: "a new record (fields, or JSON on stdin)"),
        UsageCommand(form: "courier [options] edit RESOURCE --id N [--field NAME=VALUE]..."),
        UsageCommand(form: "courier [options] delete RESOURCE --id N",
                     meaning: "print the server's answer as JSON; DummyJSON keeps no change"),
        UsageCommand(form: "courier [options] cache clear|stats", meaning: "empty the offline cache, or say what it holds"),
        UsageCommand(form: "courier [options] cache verify",
                     meaning: "check every cached row and the file; drop or salvage what is damaged (exit 1 if anything was)"),
        UsageCommand(form: "courier [options] config path|show|check",
                     meaning: "where the config file is, everything Courier makes of it, or its problems (exit 1 if any)"),
        UsageCommand(form: "courier completion bash|zsh|fish", meaning: "a completion script: source <(courier completion bash)"),
        UsageCommand(form: "courier [options] doctor",
                     meaning: "check the terminal, locale, demo port, cache, sessions and hosts, and say what to fix (exit 1 if broken)"),
        UsageCommand(form: "courier manpage", meaning: "the manual page courier(1): courier manpage > ~/.local/share/man/man1/courier.1"),
        UsageCommand(form: "courier help [COMMAND]", meaning: "this help, or one command's (also: courier COMMAND --help)"),
        UsageCommand(form: "courier --api SOURCE describe",
                     meaning: "what Courier makes of an API: its resources, hosts, sign-in, and what it went around"),
    ]

    static let options: [UsageOption] = [
        UsageOption(flags: "--api SOURCE",
                    meaning: "browse another API: a URL or file of its OpenAPI 3.0/3.1 description (JSON or YAML), or of a Courier API profile (default: $COURIER_API; without it, DummyJSON)"),
        UsageOption(flags: "--profile FILE", meaning: "a Courier API profile laid over --api's description (default: $COURIER_PROFILE)"),
        UsageOption(flags: "--host release|test|demo",
                    meaning: "the backend (default: $COURIER_HOST, else demo); with --api, one of the description's servers, by name or number", choices: [
            ("release", .verbatim("https://dummyjson.com")),
            ("test", "http://127.0.0.1:8080 (a courier-server you run)"),
            ("demo", "a staging server started inside Courier, on a port of this user's (or $COURIER_DEMO_PORT)"),
        ]),
        UsageOption(flags: "--base-url URL", meaning: "point the chosen host elsewhere"),
        UsageOption(flags: "--timeout SECONDS", meaning: "longest wait for an answer, retries included (default 30)"),
        UsageOption(flags: "--log FILE", meaning: "append one line per request (default: $COURIER_LOG); a file that cannot be written is warned about and skipped"),
        UsageOption(flags: "--no-color", meaning: "monochrome (also NO_COLOR); under TERM=dumb the app refuses (exit 2): use the subcommands there"),
        UsageOption(flags: "--no-mouse", meaning: "leave clicks and the wheel to the terminal (to select text)"),
        UsageOption(flags: "--graphics auto|kitty|truecolor|256|sixel|none",
                    meaning: "how a detail's picture is drawn: kitty's graphics protocol, half blocks in 24-bit or 256 colours, sixels, or not at all (the gauges stay); auto (default): kitty in kitty outside tmux and screen, else 24-bit where COLORTERM=truecolor|24bit or where the terminal keeps 24-bit colour when asked, else 256 (8 colours where TERM has 8); sixel only when asked for"),
        UsageOption(flags: "--theme auto|dark|light|high-contrast|monochrome",
                    meaning: "colours for a dark or a light background, every text at 7:1, or none; or a theme of the config file's own; auto (default): as the terminal reports its background, else $COLORFGBG, else dark"),
        UsageOption(flags: "--config FILE",
                    meaning: "the config file (default: $COURIER_CONFIG, else $XDG_CONFIG_HOME/courier/config.yaml, else ~/.config/courier/config.yaml); a mistake in it is said with its line, and the rest holds"),
        UsageOption(flags: "--refresh SECONDS", meaning: "ask for the list shown again this often, 0 for never (default: the config file's, never for release)"),
        UsageOption(flags: "--page-size N", meaning: "rows a page of a list asks for (default 30)"),
        UsageOption(flags: "--lang en|zh-Hans|zh-Hant",
                    meaning: "the language of the app, of the commands' messages and of this help: English, 简体中文 or 繁體中文 (default: from $LC_ALL, $LC_MESSAGES or $LANG)"),
        UsageOption(flags: "--no-cache", meaning: "no offline cache: always the network, no file touched"),
        UsageOption(flags: "--cache-dir DIR", meaning: "where the offline cache lives (default: $XDG_CACHE_HOME/courier, else ~/.cache/courier)"),
        UsageOption(flags: "--cache-size MB", meaning: "the cache's size limit; least recently used data goes first (default 50)"),
        UsageOption(flags: "--version", meaning: "print the version"),
        UsageOption(flags: "--help", meaning: "print this help"),
    ]

    /// How to connect to the chosen host, as curl spells it (ConnectionFlags).
    static let connectionOptions: [UsageOption] = [
        UsageOption(flags: "--cacert FILE", meaning: "trust the CAs in this PEM file instead of the system's"),
        UsageOption(flags: "--pinnedpubkey sha256//KEY",
                    meaning: "accept only a server whose public key has this hash (repeat it, or put ';' between several)"),
        UsageOption(flags: "--cert FILE", meaning: "the client certificate (PEM)"),
        UsageOption(flags: "--key FILE", meaning: "its key (PEM); an encrypted key's passphrase comes from $COURIER_KEY_PASSWORD"),
        UsageOption(flags: "--tls-min 1.2|1.3", meaning: "the oldest TLS version accepted"),
        UsageOption(flags: "--unix-socket PATH", meaning: "connect through this Unix socket instead of TCP"),
    ]

    static let getOptions: [UsageOption] = [
        UsageOption(flags: "--search Q", meaning: "search instead of listing"),
        UsageOption(flags: "--filter NAME=VALUE", meaning: "only the records the resource's filter picks (products: category=smartphones)"),
        UsageOption(flags: "--sort FIELD[:asc|desc]", meaning: "the list, the search or the filter in that order"),
        UsageOption(flags: "--limit N", meaning: "items per page, 0 for all (default 30)"),
        UsageOption(flags: "--skip N", meaning: "start after N items"),
        UsageOption(flags: "--id N", meaning: "one record"),
        UsageOption(flags: "--json", meaning: "whole records as JSON"),
        UsageOption(flags: "--output FORMAT", meaning: "csv: the table's columns as CSV, the rows :export writes; json: as --json; jsonl: one whole record a line; table (default)"),
        UsageOption(flags: "--wide", meaning: "every column whole (a table is otherwise cut to the terminal's width)"),
        UsageOption(flags: "--width N", meaning: "cut the table to N columns (also COLUMNS); piped, it is never cut"),
        UsageOption(flags: "--curl", meaning: "print the request as a curl command (secrets masked) instead of sending it"),
    ]

    /// Help lines stay readable in an 80-column terminal.
    static let helpWidth = 100
    /// Where the synopsis's meanings start.
    static let commandColumn = 46
    /// Where an option's meaning starts.
    static let optionColumn = 29

    /// The first paragraph: how each command is typed, and what it does.
    static func synopsis(_ presenter: ErrorPresenter = .english, of chosen: [UsageCommand] = commands) -> String {
        var lines: [String] = []
        let lead = presenter.text("usage: ")
        let indent = String(repeating: " ", count: max(7, lead.displayWidth))
        for (index, command) in chosen.enumerated() {
            let form = (index == 0 ? lead.padded(toWidth: indent.count) : indent) + command.form
            lines += column(form, meaning: command.meaning.map(presenter.text), at: commandColumn)
        }
        return lines.joined(separator: "\n")
    }

    /// The help text, listing the registry's resources, in `presenter`'s language.
    static func usage(_ registry: ResourceRegistry = .standard, presenter: ErrorPresenter = .english) -> String {
        let nameWidth = registry.ids.map(\.count).max() ?? 0
        let resources = registry.resources.flatMap { resource in
            let filters = resource.filters.isEmpty ? nil : "--filter " + resource.filters.map { "\($0.name)=…" }.joined(separator: ", ")
            // Where the server never searches a filtered list, the two are one choice.
            let alone = resource.isSearchable && filters != nil && !resource.combinations.searchesFilteredLists
            let traits = [alone ? "--search | " + (filters ?? "") : resource.isSearchable ? "--search" : nil, alone ? nil : filters,
                          resource.sortFields.isEmpty ? nil : "--sort " + resource.sortFields.joined(separator: "|"),
                          writes(resource, presenter: presenter)]
                .compactMap { $0 }
            let text = traits.isEmpty ? presenter.text("paging and --id only") : traits.joined(separator: "; ")
            return column("  " + resource.id, meaning: text, at: nameWidth + 4)
        }
        let browses = presenter.text("Courier signs in to a REST API and browses its \(ListFormat.and(registry.ids, presenter: presenter)).")
        let paragraphs = [
            synopsis(presenter),
            wrapped(browses, width: helpWidth - 4).joined(separator: "\n"),
            paragraph(resourcesTitle(registry), resources, presenter),
            paragraph("options:", options, presenter),
            paragraph("connection options, for the chosen host only (libcurl; COURIER_TRANSPORT=urlSession cannot):", connectionOptions, presenter),
            paragraph("get options:", getOptions, presenter),
            presenter.text("exit status: 0 success, 1 error, 2 bad usage, 3 sign-in needed"),
        ]
        return paragraphs.joined(separator: "\n\n")
    }

    /// `courier help COMMAND` and `courier COMMAND --help`: its synopsis
    /// lines, the global options, and `get`'s own options and resources
    /// where it takes them; the whole help for no command, nil for one it does not know.
    static func usage(of command: String?, registry: ResourceRegistry = .standard, presenter: ErrorPresenter = .english) -> String? {
        guard let command else { return usage(registry, presenter: presenter) }
        var chosen: [UsageCommand] = []
        var taking = false
        for line in commands {
            // A line that starts with spaces continues the command above it.
            if !line.form.hasPrefix(" ") { taking = line.name == command }
            if taking { chosen.append(line) }
        }
        guard !chosen.isEmpty else { return nil }
        var paragraphs = [synopsis(presenter, of: chosen), paragraph("options:", options, presenter)]
        if chosen.contains(where: { $0.form.contains("RESOURCE") }) {
            paragraphs.insert(paragraph(resourcesTitle(registry), registry.ids.map { "  " + $0 }, presenter), at: 1)
        }
        if command == "get" {
            paragraphs.append(paragraph("get options:", getOptions, presenter))
        }
        return paragraphs.joined(separator: "\n\n")
    }

    /// "new, edit and delete in the app": the writes the resource takes.
    static func writes(_ resource: AnyResource, presenter: ErrorPresenter = .english) -> String? {
        let kinds: [UIText] = [resource.canAdd ? "new" : nil, resource.isEditable ? "edit" : nil, resource.canDelete ? "delete" : nil]
            .compactMap { $0 }
        guard !kinds.isEmpty else { return nil }
        return presenter.text("\(ListFormat.and(kinds.map(presenter.text), presenter: presenter)) in the app")
    }

    /// The heading of the resources' paragraph, naming them as `get` takes them.
    private static func resourcesTitle(_ registry: ResourceRegistry) -> UIText {
        "resources for get (\(registry.ids.joined(separator: "|"))):"
    }

    /// A heading in `presenter`'s language and the lines under it.
    private static func paragraph(_ title: UIText, _ lines: [String], _ presenter: ErrorPresenter) -> String {
        ([presenter.text(title)] + lines).joined(separator: "\n")
    }

    /// A heading and its options, each as `lines` lays it out.
    private static func paragraph(_ title: UIText, _ options: [UsageOption], _ presenter: ErrorPresenter) -> String {
        paragraph(title, options.flatMap { lines($0, presenter) }, presenter)
    }

    private static func lines(_ option: UsageOption, _ presenter: ErrorPresenter) -> [String] {
        var lines = column("  " + option.flags, meaning: presenter.text(option.meaning), at: optionColumn)
        let termWidth = (option.choices.map(\.name.count).max() ?? 0) + 2
        for choice in option.choices {
            let indent = String(repeating: " ", count: optionColumn)
            lines += column(indent + choice.name, meaning: presenter.text(choice.meaning), at: optionColumn + termWidth)
        }
        return lines
    }

    /// `lead`, then `meaning` from column `at` on, wrapped to the help's
    /// width under itself; below `lead` when `lead` reaches that column.
    private static func column(_ lead: String, meaning: String?, at start: Int) -> [String] {
        guard let meaning, !meaning.isEmpty else { return [lead] }
        let indent = String(repeating: " ", count: start)
        let parts = wrapped(meaning, width: max(20, helpWidth - 4 - start))
        var lines: [String]
        if lead.displayWidth < start {
            lines = [lead.padded(toWidth: start) + (parts.first ?? "")]
        } else {
            lines = [lead, indent + (parts.first ?? "")]
        }
        lines += parts.dropFirst().map { indent + $0 }
        return lines
    }

    private static func wrapped(_ text: String, width: Int) -> [String] {
        text.wrapped(toWidth: width)
    }
}
