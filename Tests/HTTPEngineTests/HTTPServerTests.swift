import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// The engine over real loopback sockets: URLSession for what a normal
/// client does, raw bytes for the wire details.
final class HTTPServerTests: XCTestCase {
    private let session = URLSession(configuration: .ephemeral)

    override func tearDown() {
        session.invalidateAndCancel()
        super.tearDown()
    }

    private func fetch(_ request: URLRequest) async throws -> (String, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        return (String(decoding: data, as: UTF8.self), try XCTUnwrap(response as? HTTPURLResponse))
    }

    func testURLSessionGetsDecodedPathAndQuery() async throws {
        let server = try startServer()
        let (body, response) = try await fetch(URLRequest(url: url(server, "/caf%C3%A9/x%2By?q=a+b%20c&empty=&n=%26")))
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(body, "GET /café/x+y [q=a b c&empty=&n=&] ")
        XCTAssertEqual(response.value(forHTTPHeaderField: "Server"), "courier-server")
        XCTAssertEqual(response.value(forHTTPHeaderField: "Content-Type"), "text/plain")
        XCTAssertNotNil(response.value(forHTTPHeaderField: "Date"))
    }

    func testURLSessionPostsABody() async throws {
        let server = try startServer()
        var request = URLRequest(url: url(server, "/things"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"title":"x"}"#.utf8)
        let (body, response) = try await fetch(request)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(body, #"POST /things [] {"title":"x"}"#)
    }

    func testURLSessionPutsALargeBody() async throws {
        let server = try startServer()
        var request = URLRequest(url: url(server, "/big"))
        request.httpMethod = "PUT"
        request.httpBody = Data(repeating: UInt8(ascii: "z"), count: 200_000)
        let (body, response) = try await fetch(request)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(body.count, "PUT /big [] ".count + 200_000)
    }

    func testExpectContinueGetsAnInterimAnswerBeforeTheBody() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("POST /upload HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 100)
        client.send("abc")
        XCTAssertEqual(client.readResponse()?.text, "POST /upload [] abc")
    }

    func testHeaderNamesAreCaseInsensitive() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /header?name=x-custom HTTP/1.1\r\nX-CuStOm: value\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "value")
    }

    func testKeepAliveReusesOneConnection() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        for index in 0..<5 {
            XCTAssertTrue(client.send("GET /n\(index) HTTP/1.1\r\nHost: x\r\n\r\n"))
            let response = client.readResponse()
            XCTAssertEqual(response?.text, "GET /n\(index) [] ")
            XCTAssertEqual(response?.headers["connection"], "keep-alive")
        }
    }

    func testConnectionCloseIsHonoured() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /bye HTTP/1.1\r\nConnection: close\r\n\r\n")
        let response = client.readResponse()
        XCTAssertEqual(response?.status, 200)
        XCTAssertEqual(response?.headers["connection"], "close")
        XCTAssertEqual(client.waitForClose(timeout: 5), .closed)
    }

    func testHTTP10ClosesUnlessKeepAliveIsAsked() throws {
        let server = try startServer()
        let plain = try RawHTTPClient(port: server.port)
        plain.send("GET /old HTTP/1.0\r\n\r\n")
        XCTAssertEqual(plain.readResponse()?.text, "GET /old [] ")
        XCTAssertEqual(plain.waitForClose(timeout: 5), .closed)

        let keepAlive = try RawHTTPClient(port: server.port)
        keepAlive.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(keepAlive.readResponse()?.headers["connection"], "keep-alive")
        keepAlive.send("GET /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(keepAlive.readResponse()?.text, "GET /b [] ")
    }

    func testPipelinedRequestsAreAnsweredInOrder() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        // The delayed first answer must still come first.
        client.send("GET /delay?ms=50 HTTP/1.1\r\n\r\nGET /second HTTP/1.1\r\n\r\nPOST /third HTTP/1.1\r\nContent-Length: 1\r\n\r\n!")
        XCTAssertEqual(client.readResponse()?.text, "delayed")
        XCTAssertEqual(client.readResponse()?.text, "GET /second [] ")
        XCTAssertEqual(client.readResponse()?.text, "POST /third [] !")
    }

    func testOneByteFragmentsAreReassembled() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        for byte in "POST /slowly?x=1 HTTP/1.1\r\nContent-Length: 4\r\n\r\nbody".utf8 {
            XCTAssertTrue(client.send([byte]))
        }
        XCTAssertEqual(client.readResponse()?.text, "POST /slowly [x=1] body")
    }

    func testHeadGetsHeadersOnly() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("HEAD /thing HTTP/1.1\r\n\r\n")
        let head = client.readResponse(isHead: true)
        XCTAssertEqual(head?.status, 200)
        XCTAssertEqual(head?.headers["content-length"], "\("HEAD /thing [] ".utf8.count)")
        // If a body had been sent, it would be read as the next response's head.
        client.send("GET /next HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "GET /next [] ")
    }

    func testNoContentAndNotModifiedHaveNoBody() throws {
        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /no-content HTTP/1.1\r\n\r\nGET /not-modified HTTP/1.1\r\n\r\nGET /after HTTP/1.1\r\n\r\n")
        let noContent = client.readResponse()
        XCTAssertEqual(noContent?.status, 204)
        XCTAssertNil(noContent?.headers["content-length"])
        XCTAssertEqual(client.readResponse()?.status, 304)
        XCTAssertEqual(client.readResponse()?.text, "GET /after [] ")
    }

    func testLogRecordsCarryQueryNamesButNoValuesOrHeaders() async throws {
        let records = LogCollector()
        let server = try startServer { $0.log = { records.append($0) } }
        var request = URLRequest(url: url(server, "/login?user=emilys&token=s3cr3t"))
        request.setValue("Bearer hunter2", forHTTPHeaderField: "Authorization")
        _ = try await fetch(request)
        XCTAssertTrue(waitUntil(timeout: 5) { !records.records.isEmpty })
        let record = try XCTUnwrap(records.records.first)
        XCTAssertEqual(record.method, "GET")
        XCTAssertEqual(record.path, "/login")
        XCTAssertEqual(record.queryNames, ["user", "token"])
        XCTAssertEqual(record.status, 200)
        XCTAssertEqual(record.bytes, "GET /login [user=emilys&token=s3cr3t] ".utf8.count)
        for secret in ["emilys", "s3cr3t", "hunter2", "Bearer"] {
            XCTAssertFalse(record.line.contains(secret), "log line leaks \(secret): \(record.line)")
        }
    }

    func testErrorAnswersAreLoggedToo() throws {
        let records = LogCollector()
        let server = try startServer { $0.log = { records.append($0) } }
        let client = try RawHTTPClient(port: server.port)
        client.send("NONSENSE\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 400)
        XCTAssertTrue(waitUntil(timeout: 5) { records.records.first?.status == 400 })
    }

    func testPortIsChosenAndStartTwiceThrows() throws {
        let server = try startServer()
        XCTAssertGreaterThan(server.port, 0)
        XCTAssertTrue(server.isRunning)
        XCTAssertThrowsError(try server.start()) { XCTAssertEqual($0 as? HTTPServerError, .alreadyRunning) }
    }

    func testBadBindAddressAndTakenPortThrow() throws {
        let server = try startServer()
        var configuration = HTTPServer.Configuration.default
        configuration.bindAddress = "localhost"
        XCTAssertThrowsError(try HTTPServer(handler: ClosureHandler(TestRoutes.handle), configuration: configuration).start()) {
            XCTAssertEqual($0 as? HTTPServerError, .invalidBindAddress("localhost"))
        }
        configuration.bindAddress = "127.0.0.1"
        configuration.port = server.port
        XCTAssertThrowsError(try HTTPServer(handler: ClosureHandler(TestRoutes.handle), configuration: configuration).start()) {
            XCTAssertEqual($0 as? HTTPServerError, .socketCall("bind to 127.0.0.1:\(server.port)", errno: EADDRINUSE))
        }
    }
}
