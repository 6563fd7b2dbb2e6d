import DummyJSON
import Foundation
import Network
import TUI
import ViewModels

/// The command line: global flags, then an optional subcommand with its own.
package struct CourierOptions: Equatable {
    enum Subcommand: Equatable {
        /// No subcommand: the terminal app.
        case app
        case login(username: String?)
        case logout
        case whoami
        case get(GetRequest)
        case write(WriteRequest)
        case cache(CacheAction)
        /// `courier --api SOURCE describe`: what Courier made of the API, and what it went around.
        case describe
        /// `courier config path|show|check`: the config file, what Courier makes of it, its problems.
        case config(ConfigAction)
        /// `courier completion bash|zsh|fish`: the shell's completion script.
        case completion(CompletionScript.Shell)
        /// `courier doctor`: what works here, what does not, and what to do.
        case doctor
        /// `courier manpage`: courier(1) in roff.
        case manpage
        /// `courier help [COMMAND]`: the help, or one command's.
        case help(String?)

        /// Whether it reads the offline cache (`get`, the app) or forgets a user's rows (`logout`);
        /// the others never open it.
        var usesCache: Bool {
            switch self {
            case .app, .get, .logout: return true
            case .login, .whoami, .cache, .write, .describe, .config, .completion, .help, .manpage, .doctor: return false
            }
        }
    }

    /// `courier cache clear|stats|verify`.
    enum CacheAction: String, Equatable, CaseIterable { case clear, stats, verify }

    /// `courier config path|show|check`.
    enum ConfigAction: String, Equatable, CaseIterable { case path, show, check }
    /// What `courier get` writes: an aligned table, or the export formats `:export` writes.
    enum GetOutput: String, Equatable, CaseIterable {
        case table, csv, json, jsonl

        /// Whether it writes whole records rather than the list's columns.
        var wantsWholeRecords: Bool { self == .json || self == .jsonl }
    }

    struct GetRequest: Equatable {
        /// A resource id of the registry: `products`.
        var resource: String
        var search: String?
        /// `--filter category=smartphones`: one of the resource's filters.
        var filter: FilterValue?
        /// `--sort price:desc`: one of the resource's sort fields.
        var sort: SortKey?
        var limit = 30
        var skip = 0
        /// `--id`: a record's id as the API writes it (a number, a UUID, a slug).
        var id: String?
        var json = false
        /// `--output csv|json|jsonl|table`: what the rows are written as (`--json` is `--output json`).
        var output: GetOutput = .table
        /// `--curl`: print the request as a `curl` command instead of sending it.
        var curl = false
        /// `--wide`: every column whole, however wide the terminal.
        var wide = false
        /// `--width N`: cut the table to N columns, terminal or not.
        var width: Int?
    }

    /// `courier add|edit|delete <resource>`: fields from `--field k=v`, or a
    /// JSON object on stdin when there are none (`add` and `edit`).
    struct WriteRequest: Equatable {
        enum Kind: String, Equatable, CaseIterable { case add, edit, delete }
        var kind: Kind
        var resource: String
        var id: String?
        var fields: [String: String] = [:]
    }

    /// A mistake in the command line: exit 2, in the person's language.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, in English with its values kept apart, for `ErrorPresenter.text`.
        let message: UIText

        init(_ message: UIText) {
            self.message = message
        }

        /// The English words: what logs and tests read.
        var description: String { message.description }
    }

    static let defaultTimeout: TimeInterval = 30
    /// `--cache-size` at most this many MB (1 TB): a typo, not a wish, above that.
    static let maximumCacheMegabytes = 1024 * 1024

    var host: String?
    var baseURL: String?
    /// `--api SOURCE`: an OpenAPI description or a Courier API profile; nil is DummyJSON.
    var api: String?
    /// `--profile FILE`: a Courier API profile laid over `--api`'s description.
    var profile: String?
    var timeout = CourierOptions.defaultTimeout
    var logPath: String?
    /// `--no-cache`: every request goes to the network, and no cache file is touched.
    var noCache = false
    /// `--cache-dir`; nil is `$XDG_CACHE_HOME/courier` (else `~/.cache/courier`).
    var cacheDirectory: String?
    /// `--cache-size` in bytes.
    var cacheMaximumBytes = OfflineCache.defaultMaximumBytes
    var noColor = false
    /// Clicks and the wheel are for the terminal (selecting text), not the app.
    var noMouse = false
    /// `--graphics`: how a detail's picture is drawn, or not at all.
    var graphics: GraphicsChoice = .auto
    /// `--theme`: colours for a dark or a light background, or as the terminal says.
    var theme: ThemeChoice = .auto
    /// `--theme NAME` naming a theme of the config file's own (`themes:`) rather than one of Courier's.
    var customTheme: String?
    /// `--config FILE`: the config file read instead of `$XDG_CONFIG_HOME/courier/config.yaml`.
    var configPath: String?
    /// `--refresh SECONDS`: the view shown is asked for again this often (0: never).
    var refresh: Int?
    /// `--page-size N`: rows a page of a list asks for.
    var pageSize: Int?
    /// `--lang`: the app's language (and the commands' errors') whatever the locale says; nil follows the locale.
    var language: MessageLanguage?
    /// `--cacert`, `--pinnedpubkey`, `--cert`, `--key`, `--tls-min`, `--unix-socket`.
    var connection = ConnectionFlags()
    var showVersion = false
    var showHelp = false
    var subcommand: Subcommand = .app

    init() {}

    /// The language `--lang` names among `arguments`, read before the rest
    /// is parsed: a mistake elsewhere is then said in that language. The
    /// last one wins, as in the parse: the config file's comes first.
    static func language(in arguments: [String]) -> MessageLanguage? {
        var language: MessageLanguage?
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang=") { language = MessageLanguage(tag: String(argument.dropFirst("--lang=".count))) ?? language }
            if argument == "--lang", index + 1 < arguments.count { language = MessageLanguage(tag: arguments[index + 1]) ?? language }
        }
        return language
    }

    /// Parses the arguments after the program name; `--flag value` and `--flag=value` both work.
    /// `get` takes the resources of `registry`.
    /// `themes` are the names of the config file's own themes, which `--theme` takes too.
    init(arguments: [String], registry: ResourceRegistry = .standard, themes: Set<String> = []) throws(UsageError) {
        var remaining = ArraySlice(arguments)
        var positional: [String] = []
        var username: String?
        var get = GetRequest(resource: "")
        var sawGetFlag = false
        var fields: [String: String] = [:]

        while let argument = remaining.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inline { return inline }
                guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
                return next
            }
            func number(_ range: ClosedRange<Int>) throws(UsageError) -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw UsageError("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
                }
                return number
            }
            switch flag {
            case "--host": host = try value()
            case "--api": api = try value()
            case "--profile": profile = try value()
            case "--base-url": baseURL = try value()
            case "--timeout":
                let text = try value()
                guard let seconds = TimeInterval(text), seconds > 0, seconds <= 3600 else {
                    throw UsageError("--timeout takes seconds above 0 (at most 3600), not '\(text)'")
                }
                timeout = seconds
            case "--log": logPath = try value()
            case "--no-color": noColor = true
            case "--no-mouse": noMouse = true
            case "--graphics":
                let name = try value()
                guard let choice = GraphicsChoice(rawValue: name.lowercased()) else {
                    let names = GraphicsChoice.allCases.map(\.rawValue).joined(separator: "|")
                    throw UsageError("--graphics takes \(names), not '\(name)'")
                }
                graphics = choice
            case "--theme":
                let name = try value()
                if let choice = ThemeChoice(rawValue: name.lowercased()) {
                    theme = choice
                    customTheme = nil
                } else if themes.contains(name) {
                    customTheme = name
                } else {
                    let names = (ThemeChoice.allCases.map(\.rawValue) + themes.sorted()).joined(separator: "|")
                    throw UsageError("--theme takes \(names), not '\(name)'")
                }
            case "--lang":
                let tag = try value()
                guard let chosen = MessageLanguage(tag: tag) else {
                    throw UsageError("--lang takes en, zh-Hans or zh-Hant, not '\(tag)'")
                }
                language = chosen
            case "--config": configPath = try value()
            case "--refresh":
                refresh = try number(0...ViewModelDefaults.longestRefresh)
            case "--page-size": pageSize = try number(1...ViewModelDefaults.largestPageSize)
            case "--no-cache": noCache = true
            case "--cache-dir":
                let directory = try value()
                guard !directory.isEmpty else { throw UsageError("--cache-dir needs a directory") }
                cacheDirectory = directory
            case "--cache-size": cacheMaximumBytes = Int64(try number(1...Self.maximumCacheMegabytes)) * 1024 * 1024
            case "--version": showVersion = true
            case "--help", "-h": showHelp = true
            case "--username": username = try value()
            case "--search": get.search = try value(); sawGetFlag = true
            case "--filter":
                let text = try value()
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw UsageError("--filter takes NAME=VALUE, not '\(text)'")
                }
                get.filter = FilterValue(parts[0], parts[1])
                sawGetFlag = true
            case "--sort":
                let text = try value()
                let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
                let order = parts.count == 2 ? SortOrder(rawValue: parts[1].lowercased()) : .ascending
                guard let field = parts.first, !field.isEmpty, let order else {
                    throw UsageError("--sort takes FIELD or FIELD:asc|desc, not '\(text)'")
                }
                get.sort = SortKey(field, order)
                sawGetFlag = true
            case "--limit": get.limit = try number(0...1000); sawGetFlag = true
            case "--skip": get.skip = try number(0...10_000_000); sawGetFlag = true
            case "--id":
                let text = try value()
                guard !text.isEmpty, text.allSatisfy({ !$0.isWhitespace && !$0.isNewline }) else {
                    throw UsageError("--id takes a record's id, not '\(text)'")
                }
                get.id = text
                sawGetFlag = true
            case "--json": get.json = true; get.output = .json; sawGetFlag = true
            case "--output":
                let text = try value()
                guard let output = GetOutput(rawValue: text.lowercased()) else {
                    throw UsageError("--output takes \(GetOutput.allCases.map(\.rawValue).joined(separator: "|")), not '\(text)'")
                }
                get.output = output
                get.json = output.wantsWholeRecords
                sawGetFlag = true
            case "--field":
                let text = try value()
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty else { throw UsageError("--field takes NAME=VALUE, not '\(text)'") }
                fields[parts[0]] = parts[1]
            case "--curl": get.curl = true; sawGetFlag = true
            case "--wide": get.wide = true; sawGetFlag = true
            case "--width": get.width = try number(20...10_000); sawGetFlag = true
            case _ where ConnectionFlags.names.contains(flag): try connection.take(flag, try value())
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(argument)'") }
                positional.append(argument)
            }
        }

        try connection.check()
        guard let command = positional.first else {
            if username != nil || sawGetFlag { throw UsageError("those options belong to a subcommand") }
            return
        }
        let rest = positional.dropFirst()
        switch command {
        case "login":
            guard rest.isEmpty else { throw UsageError("login takes --username, not '\(rest.first!)'") }
            subcommand = .login(username: username)
        case "config":
            guard let name = rest.first, let action = ConfigAction(rawValue: name), rest.count == 1,
                  username == nil, !sawGetFlag else {
                throw UsageError("config needs one of: \(ConfigAction.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            subcommand = .config(action)
        case "describe":
            guard rest.isEmpty, username == nil, !sawGetFlag else { throw UsageError("\(command) takes no arguments") }
            subcommand = .describe
        case "completion":
            guard let name = rest.first, let shell = CompletionScript.Shell(rawValue: name), rest.count == 1,
                  username == nil, !sawGetFlag else {
                throw UsageError("completion needs one of: \(CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            subcommand = .completion(shell)
        case "manpage", "doctor":
            guard rest.isEmpty, username == nil, !sawGetFlag else { throw UsageError("\(command) takes no arguments") }
            subcommand = command == "doctor" ? .doctor : .manpage
        case "help":
            guard rest.count <= 1, username == nil, !sawGetFlag else { throw UsageError("help takes one command at most") }
            subcommand = .help(rest.first)
        case "logout", "whoami":
            guard rest.isEmpty, username == nil, !sawGetFlag else { throw UsageError("\(command) takes no arguments") }
            subcommand = command == "logout" ? .logout : .whoami
        case "cache":
            guard let name = rest.first, let action = CacheAction(rawValue: name), rest.count == 1,
                  username == nil, !sawGetFlag else {
                throw UsageError("cache needs one of: \(CacheAction.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if noCache { throw UsageError("--no-cache and 'cache \(name)' do not go together") }
            subcommand = .cache(action)
        case "get":
            guard let name = rest.first, let resource = registry[name.lowercased()], rest.count == 1 else {
                throw UsageError("get needs one of: \(registry.ids.joined(separator: ", "))")
            }
            try Self.check(get, against: resource)
            get.resource = resource.id
            subcommand = .get(get)
        case "add", "edit", "delete":
            let kind = WriteRequest.Kind(rawValue: command)!
            guard let name = rest.first, let resource = registry[name.lowercased()], rest.count == 1 else {
                throw UsageError("\(command) needs one of: \(registry.ids.joined(separator: ", "))")
            }
            let unexpected = get.search != nil || get.filter != nil || get.sort != nil || get.json || get.curl
            if unexpected || (kind == .add) == (get.id != nil) {
                switch kind {
                case .add: throw UsageError("add takes --field NAME=VALUE (or JSON on stdin), not --id")
                case .edit: throw UsageError("edit takes --id N and --field NAME=VALUE (or JSON on stdin)")
                case .delete: throw UsageError("delete takes --id N")
                }
            }
            if kind == .delete, !fields.isEmpty { throw UsageError("delete takes --id N only") }
            var write = WriteRequest(kind: kind, resource: resource.id, id: get.id, fields: fields)
            try Self.check(&write, against: resource)
            subcommand = .write(write)
            sawGetFlag = false
            fields = [:]
        default:
            throw UsageError("unknown command '\(command)'")
        }
        if !fields.isEmpty { throw UsageError("--field belongs to add and edit") }
        if username != nil, case .login = subcommand {} else if username != nil {
            throw UsageError("--username belongs to login")
        }
        if sawGetFlag, case .get = subcommand {} else if sawGetFlag {
            throw UsageError("--search, --filter, --sort, --limit, --skip, --id, --json, --output, --wide, --width and --curl belong to get")
        }
    }
}
