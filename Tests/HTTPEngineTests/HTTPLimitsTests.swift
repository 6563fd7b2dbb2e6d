import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// Every way a request can be refused: the right status, a JSON message,
/// a closed connection, and a server that keeps serving everyone else.
final class HTTPLimitsTests: XCTestCase {
    /// Sends `bytes`, expects `status` with a `{"message"}` body, then a close.
    private func assertRefused(
        _ bytes: [UInt8], status: Int, server: HTTPServer, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let client = try RawHTTPClient(port: server.port)
        client.send(bytes)
        let response = try XCTUnwrap(client.readResponse(), "no answer", file: file, line: line)
        XCTAssertEqual(response.status, status, file: file, line: line)
        XCTAssertEqual(response.headers["content-type"], "application/json; charset=utf-8", file: file, line: line)
        XCTAssertEqual(response.headers["connection"], "close", file: file, line: line)
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String]
        XCTAssertFalse(json?["message"]?.isEmpty ?? true, "body: \(response.text)", file: file, line: line)
        XCTAssertEqual(client.waitForClose(timeout: 5), .closed, file: file, line: line)
        try assertStillServing(server, file: file, line: line)
    }

    private func assertStillServing(_ server: HTTPServer, file: StaticString = #filePath, line: UInt = #line) throws {
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /alive HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "GET /alive [] ", "server stopped serving", file: file, line: line)
    }

    func testHeadersOver16KBAnswer431() throws {
        let server = try startServer()
        let big = "GET / HTTP/1.1\r\nX-Big: " + String(repeating: "h", count: 17 * 1024) + "\r\n\r\n"
        try assertRefused(Array(big.utf8), status: 431, server: server)
    }

    func testHeadersJustUnderTheLimitAreServed() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /ok HTTP/1.1\r\nX-Big: " + String(repeating: "h", count: 15 * 1024) + "\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 200)
    }

    func testBodyOver1MBAnswers413WithoutReadingIt() throws {
        let server = try startServer()
        // Only the head is sent: the answer must not wait for the 2 MB.
        try assertRefused(Array("POST /up HTTP/1.1\r\nContent-Length: 2097152\r\n\r\n".utf8), status: 413, server: server)
    }

    func testBodyOver1MBAnswers413WhileTheClientKeepsSending() throws {
        let server = try startServer()
        let head = Array("POST /up HTTP/1.1\r\nContent-Length: 2097152\r\n\r\n".utf8)
        // Unread input at close would reset the connection and lose the answer; the server lingers instead.
        try assertRefused(head + [UInt8](repeating: 1, count: 256 * 1024), status: 413, server: server)
    }

    func testURLSessionUploadOver1MBSees413() async throws {
        let server = try startServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url(server, "/upload"))
        request.httpMethod = "POST"
        request.httpBody = Data(repeating: 7, count: 3 * 1024 * 1024)
        let (data, response) = try await session.data(for: request)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 413)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"message":"Request body exceeds 1048576 bytes"}"#)
    }

    func testMalformedRequestLineAnswers400() throws {
        let server = try startServer()
        try assertRefused(Array("THIS IS NOT HTTP\r\n\r\n".utf8), status: 400, server: server)
        try assertRefused(Array("GET /no-version\r\n\r\n".utf8), status: 400, server: server)
        try assertRefused(Array("GET /%zz HTTP/1.1\r\n\r\n".utf8), status: 400, server: server)
    }

    func testMalformedHeaderAnswers400() throws {
        let server = try startServer()
        try assertRefused(Array("GET / HTTP/1.1\r\nno colon\r\n\r\n".utf8), status: 400, server: server)
        try assertRefused(Array("POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n".utf8), status: 400, server: server)
    }

    func testBinaryGarbageAnswers400AtOnce() throws {
        let server = try startServer()
        // A TLS ClientHello's first bytes: no line end ever comes, so this must not wait for one.
        try assertRefused([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03], status: 400, server: server)
    }

    func testATransferCodingOtherThanChunkedAnswers501() throws {
        let server = try startServer()
        try assertRefused(
            Array("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".utf8), status: 501, server: server
        )
    }

    func testUnsupportedVersionAnswers505() throws {
        let server = try startServer()
        try assertRefused(Array("GET / HTTP/2.0\r\n\r\n".utf8), status: 505, server: server)
        try assertRefused(Array("GET / HTTP/0.9\r\n\r\n".utf8), status: 505, server: server)
    }

    func testClientsThatVanishMidRequestAreForgotten() throws {
        let server = try startServer()
        do {
            let midHead = try RawHTTPClient(port: server.port)
            midHead.send("GET /half HTTP/1.1\r\nHost: x")
            let midBody = try RawHTTPClient(port: server.port)
            midBody.send("POST /half HTTP/1.1\r\nContent-Length: 100\r\n\r\nonly some")
            try withExtendedLifetime((midHead, midBody)) { try assertStillServing(server) }
        } // both closed here
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 }, "\(server.openConnectionCount) left open")
        try assertStillServing(server)
    }

    func testAStalledClientDoesNotDelayOthers() throws {
        let server = try startServer()
        let stalled = try RawHTTPClient(port: server.port)
        stalled.send("GET /stalled HTTP/1.1\r\n")
        try assertStillServing(server)
        stalled.send("\r\n")
        XCTAssertEqual(stalled.readResponse()?.text, "GET /stalled [] ")
    }
}
