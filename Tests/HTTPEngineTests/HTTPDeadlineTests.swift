import Foundation
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// Slow and trickling clients: the head and the body each have a deadline,
/// however steadily their bytes arrive, and a late request is answered 408.
final class HTTPDeadlineTests: XCTestCase {
    /// Deadlines far below the idle timeout, so only they can close these connections.
    private func startShortDeadlineServer() throws -> HTTPServer {
        try startServer {
            $0.idleTimeout = .seconds(30)
            $0.headTimeout = .milliseconds(300)
            $0.bodyTimeout = .milliseconds(300)
        }
    }

    private func assertAnswered408ThenClosed(_ client: RawHTTPClient, file: StaticString = #filePath, line: UInt = #line) {
        let response = client.readResponse(timeout: 10)
        XCTAssertEqual(response?.status, 408, file: file, line: line)
        XCTAssertEqual(response?.headers["connection"], "close", file: file, line: line)
        XCTAssertEqual(client.waitForClose(timeout: 10), .closed, file: file, line: line)
    }

    func testHalfAHeadIsAnswered408WithinTheHeadDeadline() throws {
        let server = try startShortDeadlineServer()
        let client = try RawHTTPClient(port: server.port)
        let started = Date()
        client.send("GET /half HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        assertAnswered408ThenClosed(client)
        // The idle timeout is 30 s: only the head deadline can have closed it this soon.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 })
    }

    func testAHeadTrickledByteByByteIsCutAtTheHeadDeadline() throws {
        let server = try startShortDeadlineServer()
        let client = try RawHTTPClient(port: server.port)
        let head = Array("GET /trickle HTTP/1.1\r\nX-Padding: \(String(repeating: "p", count: 4000))\r\n\r\n".utf8)
        let started = Date()
        // Paced by waiting on the socket: any byte back is the answer and ends the trickle.
        var sent = 0
        while sent < head.count, client.readSome(timeout: 0.02) == 0, Date().timeIntervalSince(started) < 20 {
            guard client.send([head[sent]]) else { break }
            sent += 1
        }
        XCTAssertLessThan(sent, head.count, "the whole head got through the deadline")
        let ending = client.readToEnd(timeout: 10)
        XCTAssertTrue(String(decoding: ending.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 408 "), "answer: \(ending.bytes.count) bytes")
        XCTAssertNotEqual(ending.ending, .timedOut)
    }

    func testABodyTrickledPastTheBodyDeadlineIsClosed() throws {
        let server = try startShortDeadlineServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("POST /upload HTTP/1.1\r\nContent-Length: 4000\r\n\r\n")
        let started = Date()
        var sent = 0
        while sent < 4000, client.readSome(timeout: 0.02) == 0, Date().timeIntervalSince(started) < 20 {
            guard client.send("b") else { break }
            sent += 1
        }
        XCTAssertLessThan(sent, 4000, "the whole body got through the deadline")
        let ending = client.readToEnd(timeout: 10)
        XCTAssertTrue(String(decoding: ending.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 408 "), "answer: \(ending.bytes.count) bytes")
        XCTAssertNotEqual(ending.ending, .timedOut)
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 })
    }

    func testARequestWithinTheDeadlinesIsServedAndTheClocksStartAgain() throws {
        let server = try startServer {
            $0.idleTimeout = .seconds(30)
            $0.headTimeout = .seconds(2)
            $0.bodyTimeout = .seconds(2)
        }
        let client = try RawHTTPClient(port: server.port)
        for round in 0..<3 {
            client.send("POST /echo HTTP/1.1\r\nContent-Length: 5\r\n\r\n")
            client.send("hello")
            XCTAssertEqual(client.readResponse()?.text, "POST /echo [] hello", "round \(round)")
        }
    }

    func testAnIdleConnectionMidHeadIsAnswered408() throws {
        let server = try startServer {
            $0.idleTimeout = .milliseconds(200)
            $0.headTimeout = .seconds(30)
        }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /stalled HTTP/1.1\r\n")
        assertAnswered408ThenClosed(client)
    }
}
