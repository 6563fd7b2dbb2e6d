@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// DummyJSON's refusals: its 500 token faults get one refresh like a 401, and
/// only the auth route refusing the refresh ends the session.
final class SessionAuthenticatorTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    func testDummyJSONsInvalidSignatureEndsTheSessionOnlyWhenTheRefreshIsRefused() {
        let transport = ScriptedTransport(.immediate) { request in
            request.url?.path == "/auth/refresh"
                ? reply(request, 403, #"{"message":"Invalid refresh token"}"#)
                : reply(request, 500, #"{"message":"invalid signature"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let expired = scheduler.createObserver(NetworkError.self)
        let subscription = network.sessionExpired.subscribe(expired)
        defer { subscription.dispose() }
        let (observer, _) = record(network.request(TestRoute(.get, "/auth/me", requiresAuth: true), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements.map(\.error), [.unauthorized(message: "Invalid refresh token")])
        XCTAssertEqual(transport.requests.map { $0.url?.path }, ["/auth/me", "/auth/refresh"],
                       "a 500 that refuses the token is not retried; one refresh is tried")
        XCTAssertNil(network.sessionStore.current, "the auth route refused the refresh: signed out")
        XCTAssertEqual(expired.elements.count, 1, "the app hears it once")
    }

    func testARefusalAfterAGoodRefreshKeepsTheSession() {
        let transport = ScriptedTransport(.immediate) { request in
            request.url?.path == "/auth/refresh"
                ? reply(request, 200, #"{"accessToken":"new-access","refreshToken":"new-refresh"}"#)
                : reply(request, 500, #"{"message":"invalid signature"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let (observer, _) = record(network.request(TestRoute(.get, "/auth/me", requiresAuth: true), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements.map(\.error), [.unauthorized(message: "invalid signature")])
        XCTAssertEqual(transport.requests.count, 3, "the request, one refresh, the request again")
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "new-access",
                       "only the auth route's refusal ends a session, not a data route's")
    }

    func testARefreshAnsweringTokensAHeaderCannotCarryKeepsTheOldSession() {
        let transport = ScriptedTransport(.immediate) { request in
            request.url?.path == "/auth/refresh"
                ? reply(request, 200, #"{"accessToken":"new\u001b[2J","refreshToken":"new-refresh"}"#)
                : reply(request, 401, #"{"message":"Token Expired!"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession())
        let (observer, _) = record(network.request(TestRoute(.get, "/auth/me", requiresAuth: true), as: Named.self), on: scheduler)
        scheduler.start()
        guard case .decoding(_, let path, _)? = observer.elements.first?.error else {
            return XCTFail("\(observer.elements)")
        }
        XCTAssertEqual(path, "accessToken")
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "old-access", "the refused tokens are never kept")
    }

    func testDummyJSONsOtherTokenFaultsAreRefusalsAndOrdinary500sAreNot() {
        let authenticator = SessionAuthenticator()
        let route = TestRoute(.get, "/auth/me", requiresAuth: true)
        for message in ["invalid token", "jwt signature is required", "Invalid access token"] {
            let status = message == "Invalid access token" ? 400 : 500
            XCTAssertEqual(authenticator.refusal(in: transportResponse(status, #"{"message":"\#(message)"}"#), message: message, for: route),
                           .expired(message: message), "refreshed once, like a 401")
        }
        XCTAssertNil(authenticator.refusal(in: transportResponse(500, #"{"message":"boom"}"#), message: "boom", for: route))
        XCTAssertNil(authenticator.refusal(in: transportResponse(500, #"{"message":"invalid signature"}"#), message: "invalid signature",
                                             for: TestRoute()),
                     "a route that carries no token cannot have it refused")
        XCTAssertEqual(authenticator.refusal(in: transportResponse(401, #"{"message":"Token Expired!"}"#), message: "Token Expired!", for: route),
                       .expired(message: "Token Expired!"))
    }
}
