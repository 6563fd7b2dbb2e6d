import CNcurses
import DummyJSON
import Foundation
import Network
import SafeText
import TUI
import ViewModels

/// What `courier doctor` looks at: the terminal (colours, 24-bit, pictures,
/// mouse, UTF-8), the allocator, the config file, the demo server's port, the offline
/// cache, the saved session of each host, and whether each host answers. Read-only: it
/// creates, binds or sends nothing that stays.
enum DoctorChecks {
    /// How long a host has to answer.
    static let defaultHostTimeout: TimeInterval = 3

    static func run(options: CourierOptions, environment: [String: String], config: CourierConfig = .none,
                    registry: ResourceRegistry = .standard) -> [DoctorCheck] {
        terminal(environment) + [locale(environment), allocator(), configFile(config, registry: registry), demoPort(environment),
                                 cache(options, environment)] + sessions(options, environment) + hosts(options, environment)
    }

    /// The allocator the process runs on: mimalloc, as the executable is built, or the C library's
    /// when a build lost the link (everything works, each request costing some 7 % more CPU).
    static func allocator(mimalloc: String? = AllocatorProbe.mimalloc) -> DoctorCheck {
        guard let mimalloc else {
            return DoctorCheck(subject: "allocator", verdict: .warning, finding: "the C library's malloc, not mimalloc",
                               fix: "Build with libmimalloc-dev installed (scripts/install.sh): without it each request takes more CPU.")
        }
        return .good("allocator", .verbatim(mimalloc))
    }

    /// The config file: where it is, and whether any of it went unused (`courier config check` says which).
    static func configFile(_ config: CourierConfig, registry: ResourceRegistry) -> DoctorCheck {
        let path = UIText.verbatim(config.location.path)
        let problems = config.problems.count + config.browseSettings(registry: registry).problems.count
        guard problems == 0 else {
            return DoctorCheck(subject: "config file", verdict: .warning, finding: "\(path) (problems: \(UIText.count(problems)))",
                               fix: "courier config check names each one with its line.")
        }
        return config.document == nil ? .good("config file", "\(path) (none: Courier's own defaults)") : .good("config file", path)
    }

    static func terminal(_ environment: [String: String]) -> [DoctorCheck] {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb", courier_terminfo_load(term) == 0 else {
            return [DoctorCheck(subject: "terminal", verdict: .warning,
                                finding: "TERM=\(UIText.verbatim(term.isEmpty ? "(unset)" : term)) has no terminfo entry the app can draw on",
                                fix: "Run the app in a terminal emulator (the subcommands work anywhere).")]
        }
        let colours = Int(courier_terminfo_colors())
        let direct = courier_terminfo_direct_color() == 1 || ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        let pictures = GraphicsChoice.auto.resolve(environment: environment, terminalKeepsDirectColor: direct)
        let pictureWords: UIText = switch pictures {
        case .kitty?: "kitty's graphics protocol"
        case .truecolor?: "half blocks in 24-bit colour"
        case .sixel?: "sixels"
        case .cells?, nil: "half blocks in the palette"
        }
        return [
            colours >= 256 ? .good("colours", "\(UIText.count(colours)) (TERM=\(UIText.verbatim(term)))")
                : DoctorCheck(subject: "colours", verdict: .warning, finding: "\(UIText.count(max(colours, 0))) (TERM=\(UIText.verbatim(term)))",
                              fix: "Set TERM to the 256-colour entry of your terminal (xterm-256color, say)."),
            direct ? .good("24-bit colour", "supported")
                : DoctorCheck(subject: "24-bit colour", verdict: .warning, finding: "not that the terminal says",
                              fix: "If your terminal has it, export COLORTERM=truecolor."),
            .good("pictures", pictureWords),
            courier_terminfo_mouse() == 1 ? .good("mouse", "reported by TERM's entry")
                : DoctorCheck(subject: "mouse", verdict: .warning, finding: "TERM's entry reports no mouse",
                              fix: "Use a TERM entry with mouse support, or --no-mouse."),
        ]
    }

    static func locale(_ environment: [String: String]) -> DoctorCheck {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0].flatMap { $0.isEmpty ? nil : $0 } }.first ?? ""
        let utf8 = name.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8")
        return utf8 ? .good("UTF-8 locale", .verbatim(name))
            : DoctorCheck(subject: "UTF-8 locale", verdict: .warning, finding: "\(UIText.verbatim(name.isEmpty ? "(unset)" : name)) is not UTF-8",
                          fix: "export LANG=C.UTF-8 (or your language's UTF-8 locale): wide and accented text needs it.")
    }

    /// The demo server's usual port is free: bound for a moment and let go.
    static func demoPort(_ environment: [String: String]) -> DoctorCheck {
        let port = DemoServer.usualPort(environment: environment)
        switch PortProbe.bind(port: port) {
        case nil:
            return .good("demo port", "\(UIText.verbatim(String(port))) is free")
        case let problem?:
            // Not broken: the demo host still runs, on a free port, with the shared demo session,
            // but caches nothing (a later run could not find that port again). The holder has as
            // long to answer as a host: a Courier under load is still a Courier.
            let number = UIText.verbatim(String(port))
            if let url = URL(string: "http://127.0.0.1:\(port)/test"), HostProbe.status(of: url, timeout: defaultHostTimeout) == 200 {
                return DoctorCheck(subject: "demo port", verdict: .warning, finding: "\(number) is held by a running Courier or courier-server",
                                   fix: "Meanwhile this Courier's demo host runs on a free port, signed in as the other, and caches nothing.")
            }
            return DoctorCheck(subject: "demo port", verdict: .warning, finding: "port \(number): \(UIText.verbatim(problem))",
                               fix: "Another program holds it, so the demo host caches nothing: set COURIER_DEMO_PORT to a free port, or stop that program.")
        }
    }

    static func cache(_ options: CourierOptions, _ environment: [String: String]) -> DoctorCheck {
        if options.noCache { return .good("cache", "off (--no-cache)") }
        let directory = options.cacheDirectory.map { URL(fileURLWithPath: $0) }
            ?? OfflineCache.defaultDirectory(app: CourierVersion.name, environment: environment)
        let path = UIText.verbatim(directory.path)
        // The nearest directory that exists is where the cache's own would be made.
        var existing = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        guard isDirectory.boolValue, access(existing.path, W_OK | X_OK) == 0 else {
            return DoctorCheck(subject: "cache", verdict: .broken, finding: "\(path) cannot be written",
                               fix: "Make it writable, or choose another with --cache-dir (or run with --no-cache).")
        }
        return .good("cache", path)
    }

    /// Each host's saved session: who, or nobody; a file others can read is broken.
    /// `--host` with `--base-url` looks at that origin's instead of the host's usual one.
    static func sessions(_ options: CourierOptions, _ environment: [String: String]) -> [DoctorCheck] {
        let directory = SessionFile.defaultDirectory(environment: environment)
        func origin(_ kind: HostKind, _ usual: APIHost) -> String {
            guard options.host.flatMap({ HostKind(rawValue: $0.lowercased()) }) == kind, let text = options.baseURL,
                  let url = URL(string: text), let host = try? APIHost(kind: kind, baseURL: url) else { return usual.origin }
            return host.origin
        }
        let files: [(HostKind, SessionFile)] = [
            (.release, SessionFile(origin: origin(.release, .dummyJSON), directory: directory)),
            (.test, SessionFile(origin: origin(.test, .stagingServer), directory: directory)),
            (.demo, SessionFile(hostName: HostKind.demo.rawValue, origin: "", directory: directory)),
        ]
        return files.map { kind, file in
            let subject: UIText = "session (\(UIText.verbatim(kind.rawValue)))"
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path) else {
                return .good(subject, "not signed in")
            }
            if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
                return DoctorCheck(subject: subject, verdict: .broken, finding: "\(UIText.verbatim(file.url.path)) can be read by others",
                                   fix: "chmod 600 \(UIText.verbatim(file.url.path))")
            }
            guard let session = file.load() else {
                return DoctorCheck(subject: subject, verdict: .warning, finding: "the saved session cannot be read",
                                   fix: "Run courier --host \(UIText.verbatim(kind.rawValue)) login again.")
            }
            return .good(subject, "signed in as \(UIText.verbatim(Sanitizer.singleLine(session.auth.username)))")
        }
    }

    /// Whether the fixed hosts answer (the demo one runs inside Courier); only `--host`'s when it is given.
    static func hosts(_ options: CourierOptions, _ environment: [String: String]) -> [DoctorCheck] {
        var kinds: [HostKind] = [.release, .test]
        if let flag = options.host {
            guard let kind = HostKind(rawValue: flag.lowercased()), kind != .demo else { return [] }
            kinds = [kind]
        }
        return kinds.compactMap { kind -> DoctorCheck? in
            let selection = HostSelection(kind: kind, baseURLOverride: options.baseURL.flatMap(URL.init(string:)))
            guard let host = try? selection.host() else { return nil }
            let subject: UIText = "host \(UIText.verbatim(kind.rawValue))"
            let url = UIText.verbatim(host.baseURL.absoluteString)
            if let status = HostProbe.status(of: host.baseURL, timeout: defaultHostTimeout) {
                return .good(subject, "\(url) answers (HTTP \(UIText.verbatim(String(status))))")
            }
            return DoctorCheck(subject: subject, verdict: .warning, finding: "\(url) does not answer",
                               fix: kind == .test ? "Start courier-server, or use --host demo." : "Check the network; cached data still shows offline.")
        }
    }
}
