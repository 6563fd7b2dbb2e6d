@testable import DummyJSON
import Foundation
import Models
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A host no test ever really connects to: stubs and custom transports answer for it.
let testHost = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!)

/// Fixed headers, so a test does not depend on the machine's LANG.
let testHeaders = NetworkConfiguration.defaultHeaders(userAgent: "Courier/9.9.9", language: "en")

/// A counter closures on any thread can share.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)
    init() {}
    var value: Int { storage.load(ordering: .acquiring) }
    @discardableResult func add(_ delta: Int = 1) -> Int {
        storage.add(delta, ordering: .acquiringAndReleasing).newValue
    }
}

/// A value closures on any thread can read and change.
final class Locked<Value: Sendable>: Sendable {
    private let storage: SanitizerVisibleMutex<Value>
    init(_ value: Value) { storage = SanitizerVisibleMutex(value) }
    var value: Value { storage.withLock { $0 } }
    func mutate<Result>(_ body: (inout Value) -> Result) -> Result { storage.withLock { body(&$0) } }
}

/// A session as the login sample has it, with tokens a test chooses.
func sampleSession(access: String = "old-access", refresh: String = "old-refresh") -> AuthSession {
    AuthSession(accessToken: access, refreshToken: refresh, id: 1, username: "emilys",
                email: "emily.johnson@x.dummyjson.com", firstName: "Emily", lastName: "Johnson")
}

/// A JSON answer for a stub.
func json(_ status: Int, _ text: String) -> SampleResponse {
    .networkResponse(status: status, data: Data(text.utf8))
}

/// An HTTP response as a transport hands it over.
func transportResponse(
    _ status: Int, _ body: String = "{}", url: URL = testHost.url(for: "/"),
    headers: [String: String] = ["Content-Type": "application/json; charset=utf-8"]
) -> TransportResponse {
    TransportResponse(
        response: HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!,
        data: Data(body.utf8))
}

/// Answers each attempt of a stubbed route with the next response in a list;
/// the last one repeats. Counts the attempts.
final class SampleScript: Sendable {
    private let responses: SanitizerVisibleMutex<[SampleResponse]>
    let attempts = Counter()

    init(_ responses: [SampleResponse]) {
        precondition(!responses.isEmpty)
        self.responses = SanitizerVisibleMutex(responses)
    }

    func next() -> SampleResponse {
        attempts.add()
        return responses.withLock { list in list.count > 1 ? list.removeFirst() : list[0] }
    }
}

/// A route a test shapes freely.
struct TestRoute: Route {
    var method: HTTPMethod = .get
    var path = "/test"
    var params: Parameters?
    var encoding: ParameterEncoding = .default(for: .get)
    var requiresAuth = false
    var retryPolicy: RetryPolicy = .default
    var timeout: TimeInterval?
    var retryBudget: TimeInterval?
    var name = "TestRoute.test"

    init(_ method: HTTPMethod = .get, _ path: String = "/test", params: Parameters? = nil,
         encoding: ParameterEncoding? = nil, requiresAuth: Bool = false, retryPolicy: RetryPolicy = .default) {
        self.method = method
        self.path = path
        self.params = params
        self.encoding = encoding ?? .default(for: method)
        self.requiresAuth = requiresAuth
        self.retryPolicy = retryPolicy
    }

    var relation: (method: HTTPMethod, path: String, params: Parameters?) { (method, path, params) }
}

/// A decodable body for tests: `{"name": "..."}`.
struct Named: Codable, Sendable, Equatable {
    var name: String
}

/// Builds a network whose routes are all stubbed, on a virtual clock with
/// millisecond ticks unless a test passes its own scheduler.
func makeStubbedNetwork(
    scheduler: TestScheduler,
    behavior: StubBehavior = .immediate,
    sample: (@Sendable (any Route) -> SampleResponse)? = nil,
    session: AuthSession? = nil,
    host: APIHost = testHost,
    plugins: [any NetworkPlugin] = [],
    logPath: String? = nil,
    sessionFile: SessionFile? = nil
) -> NetworkClient {
    var configuration = NetworkConfiguration.dummyJSON(host: host, sessionFile: sessionFile)
    configuration.defaultHeaders = testHeaders
    configuration.scheduler = scheduler
    configuration.stubBehavior = { _ in behavior }
    if let sample { configuration.sampleResponse = sample }
    configuration.plugins = plugins
    configuration.logPath = logPath
    let network = NetworkClient(configuration: configuration)
    if let session { network.sessionStore.save(session, origin: host.origin) }
    return network
}

/// Builds a network that sends every route through `transport`.
func makeNetwork(
    transport: any Transport, scheduler: any SchedulerType, session: AuthSession? = nil, host: APIHost = testHost,
    plugins: [any NetworkPlugin] = [], sessionFile: SessionFile? = nil, logPath: String? = nil
) -> NetworkClient {
    var configuration = NetworkConfiguration.dummyJSON(host: host, sessionFile: sessionFile)
    configuration.defaultHeaders = testHeaders
    configuration.scheduler = scheduler
    configuration.transport = transport
    configuration.plugins = plugins
    configuration.logPath = logPath
    let network = NetworkClient(configuration: configuration)
    if let session { network.sessionStore.save(session, origin: host.origin) }
    return network
}

/// Subscribes `observable` with a recording observer and keeps the subscription.
func record<Element: Sendable>(
    _ observable: Observable<Element>, on scheduler: TestScheduler
) -> (observer: TestableObserver<Element>, subscription: Disposable) {
    let observer = scheduler.createObserver(Element.self)
    let subscription = observable.subscribe(observer)
    return (observer, subscription)
}

extension Event {
    var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}

extension XCTestCase {
    /// A fresh directory under the system's temporary one, removed after the test.
    func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-nettest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Waits, without sleeping, until `condition` holds or `timeout` seconds pass.
    func waitUntil(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping @Sendable () -> Bool
    ) {
        let predicate = NSPredicate { _, _ in condition() }
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: nil)
        let result = XCTWaiter().wait(for: [expectation], timeout: timeout)
        XCTAssertEqual(result, .completed, "condition not met within \(timeout) s", file: file, line: line)
    }
}
