import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// `delayMilliseconds` and each `Delivery` mode, observed on the wire.
final class HTTPDeliveryTests: XCTestCase {
    func testDelayIsHonoured() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        let started = Date()
        client.send("GET /delay?ms=200 HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "delayed")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.2)
    }

    func testADelayedAnswerDoesNotHoldUpOtherConnections() throws {
        let server = try startServer()
        let slow = try RawHTTPClient(port: server.port)
        slow.send("GET /delay?ms=1000 HTTP/1.1\r\n\r\n")
        let fast = try RawHTTPClient(port: server.port)
        fast.send("GET /fast HTTP/1.1\r\n\r\n")
        XCTAssertEqual(fast.readResponse()?.text, "GET /fast [] ")
        XCTAssertNil(slow.readResponse(timeout: 0.05), "the delayed answer came before the fast one")
        XCTAssertEqual(slow.readResponse(timeout: 10)?.text, "delayed")
    }

    func testResetMidwaySendsPartOfTheBodyThenRST() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /fault/reset HTTP/1.1\r\n\r\n")
        let (bytes, ending) = client.readToEnd()
        XCTAssertEqual(ending, .reset)
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        XCTAssertTrue(parts[0].hasPrefix("HTTP/1.1 200 OK\r\n"), text)
        XCTAssertTrue(parts[0].contains("Content-Length: 10000"), parts[0])
        let bodyBytes = parts.count == 2 ? parts[1].utf8.count : 0
        XCTAssertGreaterThan(bodyBytes, 0, "no part of the body before the reset")
        XCTAssertLessThan(bodyBytes, 10_000, "the whole body arrived")
    }

    func testTruncateAnnouncesTheFullLengthAndSendsHalf() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /fault/truncate HTTP/1.1\r\n\r\n")
        let (bytes, ending) = client.readToEnd()
        XCTAssertEqual(ending, .closed)
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        XCTAssertEqual(parts.count, 2)
        XCTAssertTrue(parts[0].contains("Content-Length: 1000"), parts[0])
        XCTAssertEqual(parts.last, String(repeating: "b", count: 500))
    }

    func testURLSessionReportsATruncatedBodyAsAnError() async throws {
        let server = try startServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        do {
            let (data, _) = try await session.data(from: url(server, "/fault/truncate"))
            XCTFail("a truncated body was accepted: \(data.count) bytes")
        } catch {
            XCTAssertNotNil(error as? URLError, "\(error)")
        }
    }

    func testSlowBodyArrivesInPiecesOverTheTime() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        let started = Date()
        client.send("GET /fault/slow?ms=300 HTTP/1.1\r\n\r\n")
        let response = client.readResponse(timeout: 10)
        XCTAssertEqual(response?.body, [UInt8](repeating: 0x63, count: 200))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.3)
        client.send("GET /after-slow HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "GET /after-slow [] ", "the connection stays usable")
    }

    func testHugeBodyReachesASlowReaderIntactWhileOthersAreServed() throws {
        let server = try startServer()
        let reader = try RawHTTPClient(port: server.port)
        reader.send("GET /huge HTTP/1.1\r\n\r\n")
        // 6 MB cannot fit the socket buffers: the server is now parked on EAGAIN for this client.
        let other = try RawHTTPClient(port: server.port)
        other.send("GET /meanwhile HTTP/1.1\r\n\r\n")
        XCTAssertEqual(other.readResponse()?.text, "GET /meanwhile [] ")
        let response = reader.readResponse(timeout: 20)
        XCTAssertEqual(response?.body.count, TestRoutes.hugeBody.count)
        XCTAssertTrue(response.map { Data($0.body) == TestRoutes.hugeBody } ?? false, "the huge body was corrupted")
    }

    func testAReaderThatHangsUpMidBodyDoesNotHurtTheServer() throws {
        let server = try startServer()
        do {
            let quitter = try RawHTTPClient(port: server.port)
            quitter.send("GET /huge HTTP/1.1\r\n\r\n")
            XCTAssertGreaterThan(quitter.readSome(timeout: 20), 0, "the answer never started")
        } // closed with most of 6 MB unsent: the server's next send gets EPIPE, which must not raise SIGPIPE
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 })
        let after = try RawHTTPClient(port: server.port)
        after.send("GET /after HTTP/1.1\r\n\r\n")
        XCTAssertEqual(after.readResponse()?.text, "GET /after [] ")
    }

    func testURLSessionReceivesTheHugeBody() async throws {
        let server = try startServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let (data, response) = try await session.data(from: url(server, "/huge"))
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        XCTAssertEqual(data, TestRoutes.hugeBody)
    }
}
