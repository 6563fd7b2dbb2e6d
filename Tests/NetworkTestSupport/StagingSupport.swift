// Without XCTest (a static release build) this is left out: see TestSupport.swift.
#if canImport(XCTest)
import DummyJSON
import Foundation
import Models
import Reactive
import StagingServer
import Synchronization
import XCTest
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// "Now" for the staging server's token expiry, moved by the test instead of waited for.
package final class StagingClock: Sendable {
    private let current = SanitizerVisibleMutex(Date(timeIntervalSince1970: 1_750_000_000))
    package init() {}
    package var now: Date { current.withLock { $0 } }
    package func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// What the staging server answered, one record per request.
package final class StagingLog: Sendable {
    private let records = SanitizerVisibleMutex<[HTTPLogRecord]>([])
    package init() {}
    package func append(_ record: HTTPLogRecord) { records.withLock { $0.append(record) } }
    package var all: [HTTPLogRecord] { records.withLock { $0 } }
    package func count(_ method: String, _ path: String) -> Int { all.filter { $0.method == method && $0.path == path }.count }
    package func statuses(_ path: String) -> [Int] { all.filter { $0.path == path }.map(\.status) }
}

/// A route with extra headers, parameters or another retry policy: how a test
/// asks the staging server for a fault or a delay.
package struct Tweaked: Route {
    package let base: any Route
    package var extraHeaders: [String: String] = [:]
    package var extraParameters: Parameters = [:]
    package var retry: RetryPolicy?
    package var requiresAuthOverride: Bool?

    package init(
        base: any Route, extraHeaders: [String: String] = [:], extraParameters: Parameters = [:],
        retry: RetryPolicy? = nil, requiresAuthOverride: Bool? = nil
    ) {
        self.base = base
        self.extraHeaders = extraHeaders
        self.extraParameters = extraParameters
        self.retry = retry
        self.requiresAuthOverride = requiresAuthOverride
    }

    package var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        let relation = base.relation
        guard !extraParameters.isEmpty else { return relation }
        return (relation.method, relation.path, (relation.params ?? [:]).merging(extraParameters) { $1 })
    }
    package var encoding: ParameterEncoding { base.encoding }
    package var headers: [String: String] { base.headers.merging(extraHeaders) { $1 } }
    package var requiresAuth: Bool { requiresAuthOverride ?? base.requiresAuth }
    package var retryPolicy: RetryPolicy { retry ?? base.retryPolicy }
    package var absoluteURL: URL? { base.absoluteURL }
    package var name: String { base.name }

    package static func fault(_ kind: String, _ base: any Route, retry: RetryPolicy? = RetryPolicy.none) -> Tweaked {
        Tweaked(base: base, extraHeaders: ["X-Courier-Fault": kind], retry: retry)
    }

    package static func delayed(_ milliseconds: Int, _ base: any Route, retry: RetryPolicy? = nil) -> Tweaked {
        Tweaked(base: base, extraParameters: ["delay": .number(Double(milliseconds))], retry: retry)
    }
}

extension XCTestCase {
    /// A staging server on 127.0.0.1 and a free port, stopped when the test ends.
    package func startStaging(
        tokenTTL: TimeInterval? = nil, clock: StagingClock? = nil, faults: Bool = false, log: StagingLog? = nil
    ) throws -> StagingServer {
        var configuration = StagingAPI.Configuration(tokenTTL: tokenTTL, faultsEnabled: faults)
        if let clock { configuration.clock = { clock.now } }
        var record: (@Sendable (HTTPLogRecord) -> Void)?
        if let log { record = { log.append($0) } }
        let server = StagingServer(api: configuration, port: 0, log: record)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    /// A real network for a server: the transport under test, the given scheduler for retry delays.
    package func makeStagingNetwork(
        for baseURL: URL, timeouts: Timeouts = .default, scheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
        sessionFile: SessionFile? = nil, maximumBodyBytes: Int64 = NetworkConfiguration.defaultMaximumBodyBytes,
        plugins: [any NetworkPlugin] = [], cookieStore: CookieStore? = nil, logPath: String? = nil
    ) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: baseURL), sessionFile: sessionFile)
        configuration.defaultHeaders = testHeaders
        configuration.timeouts = timeouts
        configuration.scheduler = scheduler
        configuration.maximumBodyBytes = maximumBodyBytes
        configuration.plugins = plugins
        configuration.transportKind = transportKindUnderTest
        configuration.cookieStore = cookieStore
        configuration.logPath = logPath
        return NetworkClient(configuration: configuration)
    }

    /// The first result of a request, waited for with an expectation.
    package func firstResult<T: Decodable & Sendable>(
        _ network: NetworkClient, _ route: any Route, as type: T.Type, id: RequestID? = nil, timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) -> NetworkResult<T>? {
        firstResult(network.request(route, as: T.self, id: id), timeout: timeout)
    }

    package func firstResult<T: Sendable>(_ stream: Observable<NetworkResult<T>>, timeout: TimeInterval = 30) -> NetworkResult<T>? {
        let box = Locked<NetworkResult<T>?>(nil)
        let done = expectation(description: "answered")
        let subscription = stream.subscribe(onNext: { value in
            box.mutate { $0 = value }
            done.fulfill()
        })
        wait(for: [done], timeout: timeout)
        subscription.dispose()
        return box.value
    }

    /// Signs in as the first demo user and fails the test if that does not work.
    @discardableResult
    package func signIn(_ network: NetworkClient, username: String = "emilys", password: String = "emilyspass",
                file: StaticString = #filePath, line: UInt = #line) -> AuthSession? {
        let result = firstResult(network.signIn(username: username, password: password))
        XCTAssertNotNil(result?.value, "sign-in failed: \(String(describing: result))", file: file, line: line)
        return result?.value
    }
}
#endif
