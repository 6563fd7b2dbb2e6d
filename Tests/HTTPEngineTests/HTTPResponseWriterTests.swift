import Foundation
import XCTest
@testable import HTTPEngine

final class HTTPResponseWriterTests: XCTestCase {
    func testResponsePlanFramesEachDelivery() {
        let body = Data(repeating: 1, count: 100)
        let normal = HTTPResponsePlan(response: HTTPResponse(status: 200, body: body), method: "GET", keepAlive: true, date: "D")
        let head = String(decoding: normal.head, as: UTF8.self)
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(head.contains("Content-Length: 100\r\n"))
        XCTAssertTrue(head.contains("Date: D\r\nServer: courier-server\r\nConnection: keep-alive\r\n\r\n"))
        XCTAssertEqual(normal.ending, .keepOpen)

        let headRequest = HTTPResponsePlan(response: HTTPResponse(status: 200, body: body), method: "HEAD", keepAlive: true)
        XCTAssertTrue(headRequest.body.isEmpty)
        XCTAssertTrue(String(decoding: headRequest.head, as: UTF8.self).contains("Content-Length: 100\r\n"))

        let noContent = HTTPResponsePlan(response: HTTPResponse(status: 204, body: body), method: "GET", keepAlive: true)
        XCTAssertTrue(noContent.body.isEmpty)
        XCTAssertFalse(String(decoding: noContent.head, as: UTF8.self).contains("Content-Length"))

        let truncated = HTTPResponsePlan(response: HTTPResponse(status: 200, body: body, delivery: .truncate), method: "GET", keepAlive: true)
        XCTAssertEqual(truncated.body.count, 50)
        XCTAssertEqual(truncated.ending, .close)
        XCTAssertTrue(String(decoding: truncated.head, as: UTF8.self).contains("Content-Length: 100\r\n"))

        let reset = HTTPResponsePlan(response: HTTPResponse(status: 200, body: body, delivery: .resetMidway), method: "GET", keepAlive: true)
        XCTAssertEqual(reset.ending, .reset)
        XCTAssertEqual(reset.body.count, 50)
    }

    func testResponsePlanDropsForgedAndEngineHeaders() {
        let response = HTTPResponse(status: 200, headers: [
            ("X-Good", "yes"), ("X-Evil", "a\r\nSet-Cookie: stolen"), ("Content-Length", "999"), ("Server", "other"),
        ])
        let head = String(decoding: HTTPResponsePlan(response: response, method: "GET", keepAlive: false).head, as: UTF8.self)
        XCTAssertTrue(head.contains("X-Good: yes\r\n"))
        XCTAssertFalse(head.contains("Set-Cookie"))
        XCTAssertFalse(head.contains("999"))
        XCTAssertFalse(head.contains("Server: other"))
        XCTAssertTrue(head.contains("Connection: close\r\n"))
    }

    func testDateIsAnIMFFixdate() {
        XCTAssertEqual(HTTPDate.format(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
        XCTAssertEqual(HTTPDate.format(0), "Thu, 01 Jan 1970 00:00:00 GMT")
    }
}
