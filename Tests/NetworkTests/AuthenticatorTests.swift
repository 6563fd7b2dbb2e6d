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

/// The core knows no API's scheme: a made-up API with an API key in a header,
/// refused with a 419 and renewed as plain text, refreshes through its own
/// authenticator with the core's single flight (DummyJSON's are in DummyJSONTests).
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
}
