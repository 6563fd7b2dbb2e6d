import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What each transport measures of a request and hands to plugins: libcurl
/// every phase, URLSession on Linux the total, redirects and plain sizes, and
/// neither makes up what it did not measure.
final class TransferMetricsTests: XCTestCase {
    private static let body = Data(#"{"name":"ok"}"#.utf8)

    private func startServer() throws -> HTTPServer {
        try startHTTP { request in
            switch request.path {
            case "/hop": HTTPResponse(status: 302, headers: [("Location", "/ok")])
            case "/echo": .json(200, Data(#"{"name":"\#(request.body.count)"}"#.utf8))
            default: .json(200, Self.body)
            }
        }
    }

    func testPluginsSeeHowALoopbackRequestWent() throws {
        let server = try startServer()
        let recorder = OutcomeRecorder()
        let network = try makeStagingNetwork(for: server.baseURL, plugins: [recorder])
        XCTAssertEqual(firstResult(network, ShapedRoute(path: "/ok"), as: Named.self)?.value, Named(name: "ok"))

        let metrics = try XCTUnwrap(recorder.outcomes.last?.metrics)
        assertOrdered(metrics)
        XCTAssertEqual(metrics.redirectCount, 0)
        XCTAssertEqual(metrics.bytesSent, 0)
        XCTAssertEqual(metrics.bytesReceived, Int64(Self.body.count))
        XCTAssertNil(metrics.tlsHandshake, "plain HTTP has no handshake")
        switch transportKindUnderTest {
        case .curl:
            let connect = try XCTUnwrap(metrics.connect)
            let firstByte = try XCTUnwrap(metrics.firstByte)
            XCTAssertGreaterThanOrEqual(connect, 0)
            XCTAssertGreaterThanOrEqual(firstByte, connect)
            XCTAssertGreaterThanOrEqual(metrics.total, firstByte)
            XCTAssertEqual(metrics.reusedConnection, false)
        case .urlSession:
            // FoundationNetworking never reports URLSessionTaskMetrics on Linux: the first
            // byte is when the delegate heard the answer's head; the connection's phases are unknown.
            let firstByte = try XCTUnwrap(metrics.firstByte)
            XCTAssertGreaterThanOrEqual(metrics.total, firstByte)
            XCTAssertNil(metrics.connect)
            XCTAssertNil(metrics.reusedConnection)
        }
    }

    func testASecondRequestOnTheSameConnectionIsFlaggedReused() throws {
        try XCTSkipIf(transportKindUnderTest == .urlSession, "URLSession on Linux does not say whether it reused a connection")
        let server = try startServer()
        let recorder = OutcomeRecorder()
        let network = try makeStagingNetwork(for: server.baseURL, plugins: [recorder])
        for _ in 0..<2 { XCTAssertNotNil(firstResult(network, ShapedRoute(path: "/ok"), as: Named.self)?.value) }

        let metrics = recorder.outcomes.compactMap(\.metrics)
        XCTAssertEqual(metrics.map(\.reusedConnection), [false, true])
        let second = try XCTUnwrap(metrics.last)
        XCTAssertNil(second.connect, "no connect on a reused connection")
        XCTAssertNotNil(second.firstByte)
        assertOrdered(second)
    }

    func testARedirectIsCountedAndTheLastHopIsTimedFromTheStart() throws {
        let server = try startServer()
        let recorder = OutcomeRecorder()
        let network = try makeStagingNetwork(for: server.baseURL, plugins: [recorder])
        XCTAssertEqual(firstResult(network, ShapedRoute(path: "/hop"), as: Named.self)?.value, Named(name: "ok"))

        let metrics = try XCTUnwrap(recorder.outcomes.last?.metrics)
        XCTAssertEqual(metrics.redirectCount, 1)
        assertOrdered(metrics)
        if transportKindUnderTest == .curl {
            XCTAssertEqual(metrics.bytesReceived, Int64(Self.body.count), "the redirect had no body")
            XCTAssertEqual(metrics.reusedConnection, true, "the second hop went over the first one's connection")
        }
    }

    func testTheBodySentIsCounted() throws {
        let server = try startServer()
        let recorder = OutcomeRecorder()
        let network = try makeStagingNetwork(for: server.baseURL, plugins: [recorder])
        let route = TestRoute(.post, "/echo", params: ["text": .string(String(repeating: "x", count: 100))], encoding: .json)
        XCTAssertNotNil(firstResult(network, route, as: Named.self)?.value)
        let sent = try XCTUnwrap(recorder.outcomes.last?.request.httpBody?.count)
        XCTAssertEqual(recorder.outcomes.last?.metrics?.bytesSent, Int64(sent))
    }

    func testAFailureCarriesWhatWasMeasured() throws {
        let server = try startServer()
        let port = server.port
        server.stop()
        let recorder = OutcomeRecorder()
        let network = try makeStagingNetwork(for: URL(string: "http://127.0.0.1:\(port)")!, plugins: [recorder])
        guard case .error = firstResult(network, ShapedRoute(path: "/ok"), as: Named.self) else {
            return XCTFail("a stopped server answered")
        }
        let outcome = try XCTUnwrap(recorder.outcomes.last)
        let metrics = try XCTUnwrap(outcome.metrics, "the failure's metrics reach plugins")
        XCTAssertGreaterThanOrEqual(metrics.total, 0)
        XCTAssertNil(metrics.firstByte, "nothing came back")
    }

    func testTheRequestLogShowsTheTimeToTheFirstByteWhenMeasured() throws {
        let server = try startServer()
        let path = try makeTemporaryDirectory().appendingPathComponent("requests.log").path
        let network = try makeStagingNetwork(for: server.baseURL, logPath: path)
        XCTAssertNotNil(firstResult(network, ShapedRoute(path: "/ok"), as: Named.self)?.value)
        let line = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(line.contains(" ttfb "), line)
        XCTAssertTrue(line.hasSuffix("\(Self.body.count)B\n"), line)
    }
}
