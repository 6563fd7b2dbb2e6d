import Foundation
import Reactive

/// Everything a Network is made of; tests build their own, the app builds
/// one from flags and hands it to `Network.configureShared`.
public struct NetworkConfiguration: Sendable {
    /// This library's version, in the default User-Agent.
    public static let version = "0.1.0"
    /// "<program> Network/<version>": an app names itself with `defaultHeaders(userAgent:)`.
    public static let defaultUserAgent = "\(ProcessInfo.processInfo.processName) Network/\(version)"
    /// The largest body we accept, so a runaway response cannot eat the memory.
    public static let defaultMaximumBodyBytes: Int64 = 32 * 1024 * 1024

    /// The host requests go to.
    public var host: APIHost
    /// Each attempt's deadline, all attempts' budget, and the transport's backstop.
    public var timeouts: Timeouts = .default
    /// At most this many connections to one host at once.
    public var maximumConnectionsPerHost = URLSessionTransport.defaultMaximumConnectionsPerHost
    /// Headers every request carries unless its route sets them: `Accept`, `User-Agent`, `Accept-Language`.
    public var defaultHeaders: [String: String] = NetworkConfiguration.defaultHeaders()
    /// How requests carry credentials and what a refusal looks like; none by default.
    public var authenticator: any Authenticator = NoAuthentication()
    /// How answers are decoded when a route names no decoder of its own:
    /// `JSONTapeDecoder`, which gives JSONDecoder's results several times
    /// faster; a `JSONDecoder` with its strategies may take its place.
    public var decoder: any BodyDecoder = JSONTapeDecoder()
    /// Where error answers keep their message; `{"message"|"error"|"detail"|"title": …}` by default.
    public var errorMessages: any ErrorMessageReader = JSONErrorMessageReader()
    /// Plugins added after the built-in ones (activity, session expiry, log).
    public var plugins: [any NetworkPlugin] = []
    /// Where the request log goes (`--log`, `COURIER_LOG`); nil for none.
    public var logPath: String?
    /// The offline cache; nil sends every request to the network and touches no file.
    public var cache: OfflineCache?
    /// Rewrites the 2xx bodies of routes the cache may keep (any policy but
    /// `networkOnly`) as they arrive, before the cache stores them or anyone
    /// decodes them: how an app keeps fields it never shows off the disk. Nil keeps bodies as sent.
    public var cacheableBodyFilter: (@Sendable (_ route: any Route, _ body: Data) -> Data)?
    /// Which routes are stubbed and how; `.never` sends them for real.
    public var stubBehavior: @Sendable (any Route) -> StubBehavior = { _ in .never }
    /// A stub's answer; defaults to the route's own sample.
    public var sampleResponse: @Sendable (any Route) -> SampleResponse = { $0.sampleResponse }
    /// Runs retry delays and delayed stubs; a TestScheduler in tests.
    public var scheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    /// Where `requestSourced` reads the offline cache before sending: a lookup can
    /// wait seconds on a busy file, which must not be the subscriber's thread (the
    /// UI's). Serial, so lookups queue behind each other rather than fill the pool.
    public var cacheScheduler: any ImmediateSchedulerType = SerialDispatchQueueScheduler(
        label: "network.cache", qos: .userInitiated)
    /// The largest body kept in memory; a larger one ends the request with `tooLarge`.
    public var maximumBodyBytes = NetworkConfiguration.defaultMaximumBodyBytes
    /// Replaces the built-in transports entirely (a custom transport); nil uses `transportKind`'s.
    public var transport: (any Transport)?
    /// The built-in transport for real traffic when `transport` is nil: libcurl unless set.
    public var transportKind: TransportKind = .curl
    /// Keeps the cookies responses set and sends them back, on either transport and
    /// across redirects; nil (the default) sends none but what a route sets itself.
    public var cookieStore: CookieStore?
    /// URLProtocol classes for the URLSession, for tests that intercept at that level.
    public var protocolClasses: [AnyClass] = []
    /// How to connect to particular hosts, by host name: TLS trust and identity
    /// (a CA bundle, pinned keys, a client certificate, a minimum version) or a
    /// Unix socket. Only libcurl honours them; URLSession refuses such a request.
    public var hostOptions: [String: HostOptions] = [:]
    /// The user name and password for HTTP authentication on the host's own
    /// origin (a route may carry its own): Basic up front, or an answer to a
    /// Basic or Digest challenge. Never sent to another origin.
    public var credential: HTTPCredential?

    /// A configuration for `host`, everything else at its default.
    public init(host: APIHost) {
        self.host = host
    }

    /// `Accept: application/json`, a `User-Agent` and an `Accept-Language` from the locale.
    public static func defaultHeaders(
        userAgent: String = NetworkConfiguration.defaultUserAgent,
        language: String = preferredLanguage()
    ) -> [String: String] {
        [
            "Accept": "application/json",
            "User-Agent": userAgent,
            "Accept-Language": language,
        ]
    }

    /// `LANG=zh_CN.UTF-8` becomes "zh-CN, en;q=0.5"; no locale becomes "en".
    public static func preferredLanguage(environment: [String: String] = localeVariables()) -> String {
        let locale = localeVariableNames.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // Mapped as characters: `replacingOccurrences` goes through NSString, a tenth of a millisecond at start.
        let tag = locale.split(separator: ".").first.map { String($0.map { $0 == "_" ? "-" : $0 }) } ?? ""
        guard !tag.isEmpty, tag != "C", tag != "POSIX", !tag.hasPrefix("en") else { return "en" }
        return "\(tag), en;q=0.5"
    }

    /// The variables `preferredLanguage` reads, from the process's environment: every
    /// configuration finds its language as it is made, and `ProcessInfo`'s whole
    /// environment is a dictionary built afresh at each read, 0.4 million instructions.
    @usableFromInline static func localeVariables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in localeVariableNames {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// The locale's variables, the first set one deciding, as POSIX orders them for messages.
    static let localeVariableNames = ["LC_ALL", "LC_MESSAGES", "LANG"]
}
