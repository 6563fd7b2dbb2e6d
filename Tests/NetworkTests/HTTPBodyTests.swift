import Foundation
import Models
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A route's own body: how it is put into the request, and what is refused.
final class HTTPBodyTests: XCTestCase {
    private struct BodyRoute: Route {
        var method: HTTPMethod = .post
        var params: Parameters?
        var body: HTTPBody?
        var headers: [String: String] = [:]
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (method, "/things", params) }
    }

    private struct Thing: Encodable, Sendable {
        var name: String
        var weight: Double
    }

    func testAnEncodableIsJSONWithSortedKeysByDefault() throws {
        let request = try BodyRoute(body: .json(Thing(name: "a/b", weight: 2))).urlRequest(for: testHost)
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"name":"a/b","weight":2}"#)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    func testParametersBesideABodyGoInTheQueryWhateverTheEncoding() throws {
        let route = BodyRoute(params: ["dry run": true], body: .data(Data("x".utf8), contentType: "text/plain"))
        let request = try route.urlRequest(for: testHost)
        XCTAssertEqual(request.url?.query, "dry%20run=true")
        XCTAssertEqual(request.httpBody, Data("x".utf8), "the route's body, not the parameters as JSON")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "text/plain")
    }

    func testTheRoutesOwnContentTypeWins() throws {
        let route = BodyRoute(body: .json(Thing(name: "a", weight: 1)), headers: ["Content-Type": "application/merge-patch+json"])
        XCTAssertEqual(try route.urlRequest(for: testHost).value(forHTTPHeaderField: "Content-Type"), "application/merge-patch+json")
    }

    func testAValueTheEncoderRefusesIsAnInvalidRequestNamingItsType() {
        XCTAssertThrowsError(try BodyRoute(body: .json(Thing(name: "a", weight: .nan))).urlRequest(for: testHost)) { error in
            XCTAssertEqual(error as? NetworkError, .invalidRequest(.unencodableBody("Thing")))
        }
    }

    func testAGetWithABodyIsRefusedBeforeSending() throws {
        let transport = RecordingTransport()
        var configuration = NetworkConfiguration(host: testHost)
        configuration.transport = transport
        let network = NetworkClient(configuration: configuration)
        let route = BodyRoute(method: .get, body: .data(Data("x".utf8), contentType: "text/plain"))
        let outcome = expectation(description: "refused")
        network.send(route) { result in
            if case .failure(.invalidRequest(.bodyNotAllowed(let method))) = result, method == "GET" { outcome.fulfill() }
        }
        wait(for: [outcome], timeout: 10)
        XCTAssertEqual(transport.count, 0, "nothing went out")
    }

    private final class RecordingTransport: Transport {
        private let sent = Locked(0)
        var count: Int { sent.value }
        func send(_ request: TransportRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) -> TransportTask {
            sent.mutate { $0 += 1 }
            completion(.failure(URLError(.cancelled)))
            return NoTask()
        }
        private struct NoTask: TransportTask { func cancel() {} }
    }
}
