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

    func testTheTokenComesAsAHeaderAndPrepareLeavesARequestThatCarriesItAlone() throws {
        let store = SessionStore(file: nil)
        store.save(sampleSession(access: "tok"), origin: testHost.origin)
        let plugin = AccessTokenPlugin(store: store)
        let url = testHost.url(for: "/auth/me")
        XCTAssertEqual(plugin.headers(for: AuthRouter.me, to: url), ["Authorization": "Bearer tok"])
        XCTAssertEqual(plugin.headers(for: AuthRouter.me, to: URL(string: "http://127.0.0.1:1/auth/me")!), [:], "another origin")
        var signed = try AuthRouter.me.urlRequest(for: testHost)
        signed.allHTTPHeaderFields = ["Authorization": "Bearer tok"]
        XCTAssertEqual(plugin.prepare(signed, for: AuthRouter.me).allHTTPHeaderFields, ["Authorization": "Bearer tok"])
        // A stale token in another case is replaced, not doubled.
        signed.allHTTPHeaderFields = ["authorization": "Bearer old"]
        let replaced = plugin.prepare(signed, for: AuthRouter.me)
        XCTAssertEqual(replaced.value(forHTTPHeaderField: "Authorization"), "Bearer tok")
        XCTAssertEqual(replaced.allHTTPHeaderFields?.count, 1)
    }

    func testTheClientSendsTheTokenOnceWithItsOtherHeaders() {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"x"}"#) }
        let network = makeNetwork(transport: transport, scheduler: scheduler)
        network.sessionStore.save(sampleSession(access: "tok"), origin: testHost.origin)
        _ = record(network.request(TestRoute(requiresAuth: true), as: Named.self), on: scheduler)
        let fields = transport.requests.first?.allHTTPHeaderFields ?? [:]
        XCTAssertEqual(fields["Authorization"], "Bearer tok")
        XCTAssertEqual(fields.keys.filter { $0.lowercased() == "authorization" }.count, 1)
        XCTAssertEqual(fields["Accept"], testHeaders["Accept"])
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
