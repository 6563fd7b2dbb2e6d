import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every attempt's outcome, as plugins see it.
final class OutcomeRecorder: NetworkPlugin {
    private let recorded = Locked<[RequestOutcome]>([])
    var outcomes: [RequestOutcome] { recorded.value }
    func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        recorded.mutate { $0.append(outcome) }
    }
}

/// A GET with the redirect policy, validation and headers a test gives it.
struct ShapedRoute: Route {
    var path: String
    var redirectPolicy: RedirectPolicy = .follow
    var validation: Validation = .successCodes
    var headers: [String: String] = [:]
    var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, path, nil) }
    var cachePolicy: CachePolicy { .networkOnly }
    var retryPolicy: RetryPolicy { .none }
}

extension XCTestCase {
    /// The validated response of `route`, or the error; fails the test when none comes.
    func exchange(_ network: NetworkClient, _ route: any Route, file: StaticString = #filePath, line: UInt = #line)
        throws -> NetworkResult<TransportResponse> {
        try XCTUnwrap(firstResult(network.requestRaw(route)), "no answer", file: file, line: line)
    }

    /// The phases a transport reported come in order: lookup, connect, TLS, first byte, total.
    func assertOrdered(_ metrics: TransferMetrics, file: StaticString = #filePath, line: UInt = #line) {
        let marks = [metrics.nameLookup, metrics.connect, metrics.tlsHandshake, metrics.firstByte, metrics.total].compactMap { $0 }
        XCTAssertGreaterThanOrEqual(marks.first ?? 0, 0, file: file, line: line)
        XCTAssertEqual(marks, marks.sorted(), "phases out of order: \(metrics)", file: file, line: line)
    }
}

extension HTTPServer {
    /// The same server under another host name: another origin for cookies and credentials.
    var otherOriginURL: URL { URL(string: "http://localhost:\(port)")! }
}
