@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Bearer token goes only to routes that need it, on the session's origin.
final class AccessTokenPluginTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    func testTheTokenGoesOnlyToRoutesThatNeedItOnTheSessionsOrigin() throws {
        let store = SessionStore(file: nil)
        store.save(sampleSession(access: "tok"), origin: "http://127.0.0.1:8080")
        let plugin = AccessTokenPlugin(store: store)
        func authorization(_ route: any Route, _ base: String) throws -> String? {
            let host = try APIHost(kind: .test, baseURL: URL(string: base)!)
            return plugin.prepare(try route.urlRequest(for: host), for: route).value(forHTTPHeaderField: "Authorization")
        }
        XCTAssertEqual(try authorization(AuthRouter.me, "http://127.0.0.1:8080"), "Bearer tok")
        XCTAssertEqual(try authorization(ProductRouter.list(), "http://127.0.0.1:8080/"), "Bearer tok")
        XCTAssertNil(try authorization(AuthRouter.login(username: "u", password: "p"), "http://127.0.0.1:8080"))
        XCTAssertNil(try authorization(AuthRouter.me, "http://127.0.0.1:8081"), "another port is another origin")
        XCTAssertNil(try authorization(AuthRouter.me, "http://localhost:8080"), "another host name is another origin")
        XCTAssertNil(try authorization(AuthRouter.me, "https://127.0.0.1:8080"), "another scheme is another origin")
    }

    func testNoSessionNoToken() throws {
        let plugin = AccessTokenPlugin(store: SessionStore(file: nil))
        let request = plugin.prepare(try AuthRouter.me.urlRequest(for: testHost), for: AuthRouter.me)
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func testANetworkForAnotherHostDoesNotSendThisHostsToken() throws {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"x"}"#) }
        let other = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:10")!)
        let network = makeNetwork(transport: transport, scheduler: scheduler, host: other)
        network.sessionStore.save(sampleSession(access: "tok"), origin: testHost.origin)
        _ = record(network.request(TestRoute(requiresAuth: true), as: Named.self), on: scheduler)
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertNil(transport.requests.first?.value(forHTTPHeaderField: "Authorization"))
    }
}
