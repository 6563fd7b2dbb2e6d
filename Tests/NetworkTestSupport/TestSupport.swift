// `swift build` compiles every target, tests' helpers too, and a release build with
// --static-swift-stdlib has no XCTest to import: there this module is empty.
#if canImport(XCTest)
import DummyJSON
import Foundation
import Models
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A host no test ever really connects to: stubs and custom transports answer for it.
package let testHost = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!)

/// Fixed headers, so a test does not depend on the machine's LANG.
package let testHeaders = NetworkConfiguration.defaultHeaders(userAgent: "Courier/9.9.9", language: "en")

/// A counter closures on any thread can share.
package final class Counter: Sendable {
    private let storage = Atomic<Int>(0)
    package init() {}
    package var value: Int { storage.load(ordering: .acquiring) }
    @discardableResult package func add(_ delta: Int = 1) -> Int {
        storage.add(delta, ordering: .acquiringAndReleasing).newValue
    }
}

/// A value closures on any thread can read and change.
package final class Locked<Value: Sendable>: Sendable {
    private let storage: SanitizerVisibleMutex<Value>
    package init(_ value: Value) { storage = SanitizerVisibleMutex(value) }
    package var value: Value { storage.withLock { $0 } }
    package func mutate<Result>(_ body: (inout Value) -> Result) -> Result { storage.withLock { body(&$0) } }
}

/// A session as the login sample has it, with tokens a test chooses.
package func sampleSession(access: String = "old-access", refresh: String = "old-refresh") -> AuthSession {
    AuthSession(accessToken: access, refreshToken: refresh, id: 1, username: "emilys",
                email: "emily.johnson@x.dummyjson.com", firstName: "Emily", lastName: "Johnson")
}

/// A JSON answer for a stub.
package func json(_ status: Int, _ text: String) -> SampleResponse {
    .networkResponse(status: status, data: Data(text.utf8))
}

/// An HTTP response as a transport hands it over.
package func transportResponse(
    _ status: Int, _ body: String = "{}", url: URL = testHost.url(for: "/"),
    headers: [String: String] = ["Content-Type": "application/json; charset=utf-8"]
) -> TransportResponse {
    TransportResponse(
        response: HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!,
        data: Data(body.utf8))
}

/// Answers each attempt of a stubbed route with the next response in a list;
/// the last one repeats. Counts the attempts.
package final class SampleScript: Sendable {
    private let responses: SanitizerVisibleMutex<[SampleResponse]>
    package let attempts = Counter()

    package init(_ responses: [SampleResponse]) {
        precondition(!responses.isEmpty)
        self.responses = SanitizerVisibleMutex(responses)
    }

    package func next() -> SampleResponse {
        attempts.add()
        return responses.withLock { list in list.count > 1 ? list.removeFirst() : list[0] }
    }
}

/// A route a test shapes freely.
package struct TestRoute: Route {
    package var method: HTTPMethod = .get
    package var path = "/test"
    package var params: Parameters?
    package var encoding: ParameterEncoding = .default(for: .get)
    package var requiresAuth = false
    package var retryPolicy: RetryPolicy = .default
    package var timeout: TimeInterval?
    package var retryBudget: TimeInterval?
    package var name = "TestRoute.test"

    package init(_ method: HTTPMethod = .get, _ path: String = "/test", params: Parameters? = nil,
         encoding: ParameterEncoding? = nil, requiresAuth: Bool = false, retryPolicy: RetryPolicy = .default) {
        self.method = method
        self.path = path
        self.params = params
        self.encoding = encoding ?? .default(for: method)
        self.requiresAuth = requiresAuth
        self.retryPolicy = retryPolicy
    }

    package var relation: (method: HTTPMethod, path: String, params: Parameters?) { (method, path, params) }
}

/// A decodable body for tests: `{"name": "..."}`.
package struct Named: Codable, Sendable, Equatable {
    package var name: String

    package init(name: String) { self.name = name }
}

/// Builds a network whose routes are all stubbed, on a virtual clock with
/// millisecond ticks unless a test passes its own scheduler.
package func makeStubbedNetwork(
    scheduler: TestScheduler,
    behavior: StubBehavior = .immediate,
    sample: (@Sendable (any Route) -> SampleResponse)? = nil,
    session: AuthSession? = nil,
    host: APIHost = testHost,
    plugins: [any NetworkPlugin] = [],
    logPath: String? = nil,
    sessionFile: SessionFile? = nil,
    decoder: (any BodyDecoder)? = nil
) -> NetworkClient {
    var configuration = NetworkConfiguration.dummyJSON(host: host, sessionFile: sessionFile)
    if let decoder { configuration.decoder = decoder }
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
package func makeNetwork(
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
package func record<Element: Sendable>(
    _ observable: Observable<Element>, on scheduler: TestScheduler
) -> (observer: TestableObserver<Element>, subscription: Disposable) {
    let observer = scheduler.createObserver(Element.self)
    let subscription = observable.subscribe(observer)
    return (observer, subscription)
}

extension Event {
    package var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}

extension XCTestCase {
    /// A fresh directory under the system's temporary one, removed after the test.
    package func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-nettest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Waits, without sleeping, until `condition` holds or `timeout` seconds pass.
    package func waitUntil(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping @Sendable () -> Bool
    ) {
        let predicate = NSPredicate { _, _ in condition() }
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: nil)
        let result = XCTWaiter().wait(for: [expectation], timeout: timeout)
        XCTAssertEqual(result, .completed, "condition not met within \(timeout) s", file: file, line: line)
    }
}
#endif
