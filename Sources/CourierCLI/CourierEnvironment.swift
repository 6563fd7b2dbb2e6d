import DummyJSON
import Foundation
import Network
import StagingServer
import ViewModels

/// What every command runs against: the chosen host (with the demo server
/// started here when that is the host) and the network configured for it.
struct CourierEnvironment {
    let client: NetworkClient
    /// Running only for the demo host; stopped when the process ends.
    let demoServer: DemoServer?

    enum SetupError: Error, CustomStringConvertible {
        case host(NetworkError)
        case demoServer(any Error)

        var description: String {
            switch self {
            case .host(let error): return ErrorPresenter.standard.message(for: error)
            case .demoServer(let error): return "the demo server could not start: \(error)"
            }
        }

        /// A host name that is not one of the choices is a mistake in the command line: exit 2.
        var isUsage: Bool {
            if case .host(.invalidRequest(.unknownHost)) = self { return true }
            return false
        }
    }

    /// Where the cache's few lines go (a damaged file moved aside, a directory
    /// that cannot be written): stderr for a subcommand; for the app, whose
    /// screen curses owns, the `--log` file if there is one, else nowhere.
    enum CacheLog {
        case standardError
        case requestLogOnly

        func writer(logPath: String?) -> @Sendable (String) -> Void {
            switch (self, logPath) {
            case (.standardError, _):
                return { Output.error("courier: \($0)") }
            case (.requestLogOnly, nil):
                return { _ in }
            case (.requestLogOnly, let path?):
                return { line in
                    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
                    guard descriptor >= 0 else { return }
                    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                    try? handle.write(contentsOf: Data(("courier: \(Output.safe(line))\n").utf8))
                }
            }
        }
    }

    /// The offline cache the flags ask for: nil with `--no-cache` (no file is touched).
    static func makeCache(
        options: CourierOptions, log: @escaping @Sendable (String) -> Void,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> OfflineCache? {
        guard !options.noCache else { return nil }
        let directory = options.cacheDirectory.map { URL(fileURLWithPath: $0) }
            ?? OfflineCache.defaultDirectory(app: CourierVersion.name, environment: environment)
        return OfflineCache(directory: directory, maximumBytes: options.cacheMaximumBytes, log: log)
    }

    /// libcurl unless `COURIER_TRANSPORT=urlSession`: on Linux it answers a request several times
    /// sooner than URLSession and passes the same network suite (see `courier-bench network`).
    static func transportKind(environment: [String: String]) -> TransportKind {
        environment["COURIER_TRANSPORT"].flatMap { TransportKind(rawValue: $0) } ?? .curl
    }

    static func make(
        options: CourierOptions, registry: ResourceRegistry = .standard, cacheLog: CacheLog = .standardError,
        usesCache: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SetupError) -> CourierEnvironment {
        let selection: HostSelection
        do {
            selection = try HostSelection.resolve(flag: options.host, baseURL: options.baseURL, environment: environment)
        } catch {
            throw .host(error)
        }
        var demo: DemoServer?
        if selection.kind == .demo && selection.baseURLOverride == nil {
            do { demo = try DemoServer.start(environment: environment) } catch { throw .demoServer(error) }
        }
        let demoURL = demo?.baseURL
        let host: APIHost
        do { host = try selection.host(demoURL: demoURL) } catch { throw .host(error) }

        // A demo server away from its usual port is gone with this process, and so are its
        // port and origin: its session stays in memory, and nothing is cached under it.
        let keepsState = demo?.isOnUsualPort ?? true
        let sessionFile = !keepsState ? nil : SessionFile(
            origin: host.origin, directory: SessionFile.defaultDirectory(environment: environment))
        var configuration = NetworkConfiguration.dummyJSON(host: host, sessionFile: sessionFile)
        configuration.defaultHeaders = NetworkConfiguration.defaultHeaders(userAgent: CourierVersion.userAgent)
        // `--timeout` bounds the command: every attempt and the waits between them.
        configuration.timeouts = Timeouts(request: options.timeout, retryBudget: options.timeout,
                                          resource: max(Timeouts.default.resource, options.timeout * 2))
        configuration.logPath = RequestLogFile.usable(options.logPath ?? environment["COURIER_LOG"].flatMap { $0.isEmpty ? nil : $0 })
        configuration.transportKind = transportKind(environment: environment)
        if keepsState {
            configuration.cache = !usesCache ? nil : makeCache(options: options, log: cacheLog.writer(logPath: configuration.logPath),
                                            environment: environment)
            // Fields never shown are never written to disk either.
            configuration.cacheableBodyFilter = { _, body in registry.removingSecrets(from: body) }
        }
        let client = NetworkClient(configuration: configuration)
        NetworkClient.configureShared(client)
        return CourierEnvironment(client: client, demoServer: demo)
    }
}
