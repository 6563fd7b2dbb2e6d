@testable import DummyJSON
import Foundation
import Models
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The core knows no API's scheme: a made-up API with an API key in a header,
/// refused with a 419 and renewed as plain text, refreshes through its own
/// authenticator with the core's single flight; DummyJSON's own refusals that
/// are not 401s get one refresh, and only the auth route refusing it ends the session.
final class AuthenticatorTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    /// A key in `X-Api-Key`, kept here; `POST /keys/renew` answers the next one as text.
    private final class KeyAuthenticator: Authenticator {
        let key = SanitizerVisibleMutex("k1")
        let signedOut = Counter()

        func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest {
            guard route.requiresAuth else { return request }
            var signed = request
            signed.setValue(key.withLock { $0 }, forHTTPHeaderField: "X-Api-Key")
            return signed
        }

        func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal? {
            route.requiresAuth && response.status == 419 ? .expired(message: "key expired") : nil
        }

        func isStale(_ request: URLRequest, client: NetworkClient) -> Bool {
            request.value(forHTTPHeaderField: "X-Api-Key") != key.withLock { $0 }
        }

        func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {
            client.send(RenewKey()) { [self] result in
                switch result {
                case .success(let response):
                    key.withLock { $0 = String(decoding: response.data, as: UTF8.self) }
                    completion(.refreshed)
                case .failure(let error):
                    completion(.failed(error))
                }
            }
        }

        func signOut(client: NetworkClient) { signedOut.add() }
    }

    /// The renewal answers text, so it asks for text.
    private struct RenewKey: Route {
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.post, "/keys/renew", nil) }
        var headers: [String: String] { ["Accept": "text/plain"] }
        var retryPolicy: RetryPolicy { .none }
    }

    func testAMadeUpAPIRefreshesItsKeyOnceForEveryRefusedRequest() {
        let renewals = Counter()
        let transport = ScriptedTransport(.virtual(scheduler, latency: 0.1)) { request in
            if request.url?.path == "/keys/renew" {
                renewals.add()
                return reply(request, 200, "k2", headers: ["Content-Type": "text/plain"])
            }
            guard request.value(forHTTPHeaderField: "X-Api-Key") == "k2" else { return reply(request, 419, "") }
            return reply(request, 200, #"{"name":"\#(request.url!.lastPathComponent)"}"#)
        }
        let authenticator = KeyAuthenticator()
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.transport = transport
        configuration.scheduler = scheduler
        configuration.authenticator = authenticator
        let client = NetworkClient(configuration: configuration)
        let observers = (0..<10).map { index in
            record(client.request(TestRoute(.get, "/things/\(index)", requiresAuth: true), as: Named.self), on: scheduler).observer
        }
        scheduler.start()
        XCTAssertEqual(renewals.value, 1, "one renewal for ten refusals")
        for (index, observer) in observers.enumerated() {
            XCTAssertEqual(observer.elements, [.value(Named(name: "\(index)"))])
        }
        XCTAssertFalse(transport.requests.contains { $0.value(forHTTPHeaderField: "Authorization") != nil },
                       "no Bearer token: the scheme is the authenticator's")
        XCTAssertEqual(authenticator.signedOut.value, 0)
    }

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
