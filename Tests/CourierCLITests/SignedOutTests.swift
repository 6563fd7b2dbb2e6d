import DummyJSON
import Foundation
import Models
import Network
import XCTest
@testable import CourierCLI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A token another server signed is refused with a 500, not a 401 (as the
/// release host does), and so is its refresh token, with a 403: the command
/// line says to sign in again (exit 3), after one request and one refresh,
/// and forgets the session.
final class SignedOutTests: XCTestCase {
    private final class InvalidSignature: BufferedTransport, @unchecked Sendable { // `count` is guarded by `lock`
        private let lock = NSLock()
        private var count = 0
        var requests: Int { lock.withLock { count } }

        func send(_ request: URLRequest,
                  completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) -> TransportTask {
            lock.withLock { count += 1 }
            let isRefresh = request.url?.path == "/auth/refresh"
            let response = HTTPURLResponse(url: request.url!, statusCode: isRefresh ? 403 : 500, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json"])!
            let message = isRefresh ? "Invalid refresh token" : "invalid signature"
            completion(.success(TransportResponse(response: response, data: Data(#"{"message":"\#(message)"}"#.utf8))))
            return Done()
        }

        private struct Done: TransportTask {
            func cancel() {}
        }
    }

    func testATokenSignedElsewhereMeansSignInAgain() async {
        let transport = InvalidSignature()
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
        configuration.transport = transport
        let client = NetworkClient(configuration: configuration)
        client.sessionStore.save(AuthSession(accessToken: "elsewhere", refreshToken: "r", id: 1, username: "emilys",
                                             email: "e@x", firstName: "Emily", lastName: "Johnson"),
                                 origin: client.host.origin)
        let status = await Commands.whoami(client: client)
        XCTAssertEqual(status, .signInNeeded)
        XCTAssertEqual(transport.requests, 2, "no retry; one refresh, refused")
        XCTAssertNil(client.sessionStore.current, "the broken session is not kept")
    }
}
