import Foundation
import Models
import XCTest
@testable import StagingServer

final class APIFaultTests: XCTestCase {
    private let api = SharedAPI.faulty

    private func faulted(_ kind: String, _ path: String = "/products") -> HTTPResponse {
        api.get(path, headers: ["x-courier-fault": kind])
    }

    func testWithoutFaultsEnabledTheHeaderIsIgnored() throws {
        let plain = SharedAPI.standard.get("/products", headers: ["x-courier-fault": "reset"])
        XCTAssertEqual(plain.status, 200)
        XCTAssertEqual(plain.delivery, .normal)
        XCTAssertEqual(SharedAPI.standard.get("/products", headers: ["x-courier-fault": "bogus"]).status, 200)
    }

    func testResetAndTruncateKeepTheBodyButChangeDelivery() throws {
        let reset = faulted("reset")
        XCTAssertEqual(reset.delivery, .resetMidway)
        XCTAssertEqual(reset.status, 200)
        XCTAssertEqual(try reset.decode(Page<Product>.self).items.count, 30)
        let truncate = faulted("truncate")
        XCTAssertEqual(truncate.delivery, .truncate)
        XCTAssertFalse(truncate.body.isEmpty)
    }

    func testSlowBodyCarriesItsDuration() {
        XCTAssertEqual(faulted("slow-body=1500").delivery, .slowBody(milliseconds: 1500))
        XCTAssertEqual(faulted("slow-body=1500").status, 200)
    }

    func testMalformedIsA200WithInvalidJSON() {
        let response = faulted("malformed")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: response.body))
    }

    func testHTMLIsAnErrorPageInHTML() {
        let response = faulted("html")
        XCTAssertTrue([500, 502].contains(response.status))
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("<html>"))
    }

    func testStatusAnswersThatStatusWithAMessage() {
        for code in [429, 500, 503] {
            let response = faulted("status=\(code)")
            XCTAssertEqual(response.status, code)
            XCTAssertEqual(response.message, "Injected fault: status \(code)")
        }
    }

    func testHugeIsAValidEnvelopeOfAtLeastThreeMegabytes() throws {
        let response = faulted("huge", "/posts")
        XCTAssertEqual(response.status, 200)
        XCTAssertGreaterThanOrEqual(response.body.count, 3 * 1024 * 1024)
        let page = try response.decode(Page<Post>.self)
        XCTAssertEqual(page.items.count, page.total)
        XCTAssertEqual(Set(page.items.map(\.id)).count, page.items.count, "ids stay unique")
        XCTAssertGreaterThan(page.total, 251)
    }

    func testAnUnknownFaultIs400() {
        for kind in ["explode", "status=abc", "status=42", "slow-body=-1"] {
            let response = faulted(kind)
            XCTAssertEqual(response.status, 400, kind)
            XCTAssertEqual(response.message, "Unknown X-Courier-Fault '\(kind)'")
        }
    }

    func testFaultsCombineWithDelay() {
        let response = api.handle(HTTPRequest(
            method: "GET", path: "/products/1", query: [(name: "delay", value: "300")],
            headers: ["x-courier-fault": "truncate"]))
        XCTAssertEqual(response.delayMilliseconds, 300)
        XCTAssertEqual(response.delivery, .truncate)
    }
}
