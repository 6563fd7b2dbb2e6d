import APIDescription
import DescribedAPI
import DummyJSON
import Foundation
import Network
import Reactive
import StagingServer
import ViewModels

/// What every command runs against: the chosen host (with the demo server
/// started here when that is the host) and the network configured for it.
struct CourierEnvironment {
    let client: NetworkClient
    /// Running only for the demo host; stopped when the process ends.
    let demoServer: DemoServer?
    /// How sessions start: DummyJSON's, or the described API's.
    let sessions: any SessionGateway

    enum SetupError: Error, CustomStringConvertible {
        case host(NetworkError)
        case demoServer(any Error)

        var description: String { words(.english) }

        /// What went wrong, in `presenter`'s language.
        func words(_ presenter: ErrorPresenter) -> String {
            switch self {
            case .host(let error): return presenter.message(for: error)
            case .demoServer(let error): return presenter.text("The demo server could not start: \(String(describing: error))")
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

    /// `presenter` words what is said on stderr. `forCommand`: the client of a subcommand, not
    /// the app's: it says on stderr when a request waits to try again (the app's screen is
    /// curses'), and reads the offline cache on the thread that subscribes, which waits for
    /// the answer anyway (`CommandThread`), rather than on a queue of its own that would
    /// cost the command a thread and two hand-overs; the app's must not wait there.
    static func make(
        options: CourierOptions, registry: ResourceRegistry = .standard, api: DiscoveredAPI? = nil, cacheLog: CacheLog = .standardError,
        presenter: ErrorPresenter = .english, forCommand: Bool = false,
        usesCache: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SetupError) -> CourierEnvironment {
        if let api {
            return try described(api, options: options, registry: registry, cacheLog: cacheLog, presenter: presenter,
                                 forCommand: forCommand, usesCache: usesCache, environment: environment)
        }
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

        // The demo session is the demo host's, whatever port its server has this run (another
        // Courier may hold the usual one): its tokens are good on any demo server, all of one seed.
        // A server away from its usual port is gone with this process, and so are its port and
        // origin: nothing is cached under them.
        let keepsState = demo?.isOnUsualPort ?? true
        let sessionDirectory = SessionFile.defaultDirectory(environment: environment)
        let sessionFile = demo == nil ? SessionFile(origin: host.origin, directory: sessionDirectory)
            : SessionFile(hostName: HostKind.demo.rawValue, origin: host.origin, directory: sessionDirectory)
        var configuration = NetworkConfiguration.dummyJSON(host: host, sessionFile: sessionFile)
        configure(&configuration, options: options, registry: registry, keepsState: keepsState, cacheLog: cacheLog,
                  presenter: presenter, forCommand: forCommand, usesCache: usesCache, environment: environment)
        let client = NetworkClient(configuration: configuration)
        NetworkClient.configureShared(client)
        return CourierEnvironment(client: client, demoServer: demo, sessions: DummyJSONSessions(network: client))
    }

    /// A described API: its host among its servers, its sign-in's authenticator, a
    /// session file of its own per origin; `COURIER_TOKEN` is a bearer token or API
    /// key for this run, never written.
    static func described(
        _ api: DiscoveredAPI, options: CourierOptions, registry: ResourceRegistry, cacheLog: CacheLog,
        presenter: ErrorPresenter, forCommand: Bool, usesCache: Bool, environment: [String: String]
    ) throws(SetupError) -> CourierEnvironment {
        let host: APIHost
        do { host = try DescribedAPISetup.host(api, flag: options.host, baseURL: options.baseURL, environment: environment) } catch {
            throw .host(error)
        }
        let file = DescribedSessionFile(origin: host.origin, directory: SessionFile.defaultDirectory(environment: environment))
        var configuration = NetworkConfiguration.described(host: host, signIn: api.signIn, sessionFile: file)
        configure(&configuration, options: options, registry: registry, keepsState: true, cacheLog: cacheLog,
                  presenter: presenter, forCommand: forCommand, usesCache: usesCache, environment: environment)
        let client = NetworkClient(configuration: configuration)
        NetworkClient.configureShared(client)
        if let token = environment["COURIER_TOKEN"], !token.isEmpty, let store = client.describedSessions {
            switch api.signIn {
            case .bearer, .apiKey: store.use(DescribedSession(origin: host.origin, secret: token))
            case .oauth2Password, .tokenLogin: store.use(DescribedSession(origin: host.origin, accessToken: token))
            case .basic, .none: break
            }
        }
        return CourierEnvironment(client: client, demoServer: nil,
                                  sessions: DescribedSessions(network: client, method: api.signIn, registry: registry))
    }

    /// What every API's client shares: headers, `--timeout`, the request log, the transport and the cache.
    private static func configure(
        _ configuration: inout NetworkConfiguration, options: CourierOptions, registry: ResourceRegistry, keepsState: Bool,
        cacheLog: CacheLog, presenter: ErrorPresenter, forCommand: Bool, usesCache: Bool, environment: [String: String]
    ) {
        configuration.defaultHeaders = NetworkConfiguration.defaultHeaders(
            userAgent: CourierVersion.userAgent, language: NetworkConfiguration.preferredLanguage(environment: environment))
        // `--timeout` bounds the command: every attempt and the waits between them.
        configuration.timeouts = Timeouts(request: options.timeout, retryBudget: options.timeout,
                                          resource: max(Timeouts.default.resource, options.timeout * 2))
        configuration.logPath = RequestLogFile.usable(options.logPath ?? environment["COURIER_LOG"].flatMap { $0.isEmpty ? nil : $0 },
                                                      presenter: presenter)
        configuration.transportKind = transportKind(environment: environment)
        configuration.hostOptions = options.connection.hostOptions(for: configuration.host, environment: environment)
        if forCommand {
            configuration.plugins.append(RetryNotice(presenter: presenter) { Output.error($0) })
            configuration.cacheScheduler = ImmediateScheduler.instance
        }
        if keepsState {
            configuration.cache = !usesCache ? nil : makeCache(options: options, log: cacheLog.writer(logPath: configuration.logPath),
                                            environment: environment)
            // Fields never shown are never written to disk either.
            configuration.cacheableBodyFilter = { _, body in registry.removingSecrets(from: body) }
        }
    }
}
