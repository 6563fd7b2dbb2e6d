@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import Reactive
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSessionTransport, the built-in transport besides libcurl, over loopback sockets.
final class URLSessionTransportTests: XCTestCase {
    private func start(_ handler: @escaping LoopbackServer.Handler) throws -> LoopbackServer {
        let server = try LoopbackServer(handler: handler)
        addTeardownBlock { server.stop() }
        return server
    }

    private func network(for server: LoopbackServer, timeouts: Timeouts = .default, signedIn: Bool = true) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.defaultHeaders = testHeaders
        configuration.timeouts = timeouts
        configuration.transportKind = transportKindUnderTest
        let network = NetworkClient(configuration: configuration)
        if signedIn { network.sessionStore.save(sampleSession(access: "secret-token"), origin: network.host.origin) }
        return network
    }

    private func result<T: Decodable & Sendable>(
        _ network: NetworkClient, _ route: any Route, as type: T.Type, id: RequestID? = nil, timeout: TimeInterval = 20
    ) -> NetworkResult<T>? {
        let box = Locked<NetworkResult<T>?>(nil)
        let done = expectation(description: "answered")
        let subscription = network.request(route, as: T.self, id: id).subscribe(onNext: { value in
            box.mutate { $0 = value }
            done.fulfill()
        })
        wait(for: [done], timeout: timeout)
        subscription.dispose()
        return box.value
    }

    func testARealRequestIsDecodedAndCarriesTheHeaders() throws {
        let server = try start { _ in .json(200, #"{"name":"over a socket"}"#) }
        let network = try network(for: server)
        XCTAssertEqual(result(network, TestRoute(.get, "/auth/x", params: ["q": "a b"], requiresAuth: true), as: Named.self),
                       .value(Named(name: "over a socket")))
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.target, "/auth/x?q=a%20b")
        XCTAssertEqual(request.headers["authorization"], "Bearer secret-token")
        XCTAssertEqual(request.headers["user-agent"], "Courier/9.9.9")
        XCTAssertEqual(request.headers["accept"], "application/json")
    }

    func testABasicChallengeIsAnsweredWithItsOwn401() throws {
        let server = try start { _ in
            LoopbackServer.Response(status: 401, headers: [("WWW-Authenticate", #"Basic realm="x""#),
                                                           ("Content-Type", "application/json")],
                                    body: Data(#"{"message":"who are you"}"#.utf8))
        }
        let network = try network(for: server, signedIn: false)
        // Without an answer to the challenge, URLSession waits for ever: no timeout ends it.
        // Both keep the server's message: URLSession's body arrives through the data delegate.
        XCTAssertEqual(result(network, TestRoute(.get, "/private"), as: Named.self), .error(.http(status: 401, message: "who are you")))
        XCTAssertEqual(server.requests.count, 1, "asked once: no credential was made up")
    }

    func testAJSONBodyArrivesIntact() throws {
        let server = try start { _ in .json(200, "{}") }
        let network = try network(for: server, signedIn: false)
        _ = result(network, AuthRouter.login(username: "emilys", password: "emilyspass"), as: JSONValue.self)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(String(decoding: request.body, as: UTF8.self), #"{"password":"emilyspass","username":"emilys"}"#)
        XCTAssertEqual(request.headers["content-type"], "application/json")
    }

    func testTheTokenIsNotSentAcrossARedirectToAnotherOrigin() throws {
        let elsewhere = try start { _ in .json(200, #"{"name":"elsewhere"}"#) }
        let target = "\(elsewhere.baseURL.absoluteString)/landing"
        let origin = try start { _ in .redirect(to: target) }
        let network = try network(for: origin)
        let answer = result(network, AuthRouter.me, as: Named.self)
        XCTAssertEqual(origin.requests.first?.headers["authorization"], "Bearer secret-token")
        XCTAssertEqual(elsewhere.requests.count, 1, "the redirect was followed")
        XCTAssertNil(elsewhere.requests.first?.headers["authorization"], "the token stayed home")
        XCTAssertEqual(answer, .value(Named(name: "elsewhere")))
    }

    func testTheTokenStaysOnASameOriginRedirect() throws {
        let server = try start { request in
            request.path.hasSuffix("/") ? .redirect(301, to: String(request.path.dropLast())) : .json(200, #"{"name":"here"}"#)
        }
        let network = try network(for: server)
        XCTAssertEqual(result(network, TestRoute(.get, "/auth/items/", requiresAuth: true), as: Named.self),
                       .value(Named(name: "here")))
        XCTAssertEqual(server.requests.map(\.path), ["/auth/items/", "/auth/items"])
        XCTAssertEqual(server.requests.map { $0.headers["authorization"] }, ["Bearer secret-token", "Bearer secret-token"])
    }

    func testASilentServerTimesOut() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let server = try start { _ in
            _ = release.wait(timeout: .now() + 30)
            return .json(200, "{}")
        }
        let network = try network(for: server, timeouts: Timeouts(request: 1, resource: 5))
        let answer = result(network, TestRoute(.get, "/slow", retryPolicy: .none), as: Named.self)
        XCTAssertEqual(answer?.error, .timedOut)
    }

    func testASubSecondTimeoutStillLetsAPromptAnswerThrough() throws {
        // FoundationNetworking on Linux counts the request timeout in whole seconds.
        let server = try start { _ in .json(200, #"{"name":"prompt"}"#) }
        let network = try network(for: server, timeouts: Timeouts(request: 0.9, resource: 0.9))
        XCTAssertEqual(result(network, TestRoute(.get, "/quick", retryPolicy: .none), as: Named.self),
                       .value(Named(name: "prompt")))
    }

    func testDisposingARealRequestCancelsItsTask() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let arrived = Counter()
        let server = try start { _ in
            arrived.add()
            _ = release.wait(timeout: .now() + 30)
            return .json(200, "{}")
        }
        let network = try network(for: server)
        let events = Locked<Int>(0)
        let subscription = network.request(TestRoute(), as: Named.self).subscribe(onNext: { _ in events.mutate { $0 += 1 } })
        waitUntil { arrived.value == 1 }
        XCTAssertEqual(network.activity.current, 1)
        subscription.dispose()
        XCTAssertTrue(network.pending.isEmpty)
        waitUntil { network.activity.current == 0 } // the URL task reported its cancellation
        XCTAssertEqual(events.value, 0)
    }

    func testAClosedPortIsOffline() throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        server.stop()
        let network = try network(for: server)
        let answer = result(network, TestRoute(.post, "/x"), as: Named.self)
        guard case .error(.offline)? = answer else { return XCTFail("\(String(describing: answer))") }
    }

    func testCancellingARealRequestEndsItAtOnce() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let arrived = Counter()
        let server = try start { _ in
            arrived.add()
            _ = release.wait(timeout: .now() + 30)
            return .json(200, #"{"name":"late"}"#)
        }
        let network = try network(for: server)
        let box = Locked<[NetworkResult<Named>]>([])
        let done = expectation(description: "cancelled")
        let subscription = network.request(TestRoute(), as: Named.self, id: "real").subscribe(onNext: { value in
            box.mutate { $0.append(value) }
            done.fulfill()
        })
        defer { subscription.dispose() }
        waitUntil { arrived.value == 1 }
        network.cancel("real")
        wait(for: [done], timeout: 10)
        XCTAssertEqual(box.value.map(\.error), [.cancelled])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testPauseAndResumeAgainstARealServer() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let arrived = Counter()
        let server = try start { _ in
            // The first attempt hangs until the test ends; the one after resume answers.
            if arrived.add() == 1 { _ = release.wait(timeout: .now() + 30) }
            return .json(200, #"{"name":"resumed"}"#)
        }
        let network = try network(for: server)
        let box = Locked<[NetworkResult<Named>]>([])
        let done = expectation(description: "answered after resume")
        let subscription = network.request(TestRoute(), as: Named.self, id: "pausable").subscribe(onNext: { value in
            box.mutate { $0.append(value) }
            done.fulfill()
        })
        defer { subscription.dispose() }
        waitUntil { arrived.value == 1 }
        network.pause("pausable")
        XCTAssertEqual(network.pending.map(\.state), [.paused])
        XCTAssertTrue(box.value.isEmpty)
        network.resume("pausable")
        wait(for: [done], timeout: 10)
        XCTAssertEqual(box.value, [.value(Named(name: "resumed"))])
        XCTAssertEqual(arrived.value, 2)
    }

    func testANetworkReleasedInsideItsLastCallbackGoesAwayCleanly() throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        server.stop()
        let watcher = WeakReference()
        do {
            let network = try network(for: server)
            watcher.object = network
            guard case .error(.offline)? = result(network, TestRoute(.post), as: Named.self) else { return XCTFail() }
        }
        // The completion handler URLSession holds keeps the network alive until its
        // work queue lets go of it; the deinit then runs on that queue.
        waitUntil { watcher.object == nil }
    }
}

/// Watches an object go away; read and written under a lock.
private final class WeakReference: @unchecked Sendable { // `weak` needs a var; the lock guards it
    private let lock = NSLock()
    private weak var stored: AnyObject?

    var object: AnyObject? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
