@testable import CourierCLI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StagingServer
import Synchronization
import XCTest

/// The demo host's server: bound before the first frame, its data made only when
/// first needed (a request, or the app asking once its frame is drawn).
final class DemoServerTests: XCTestCase {
    /// A port nobody listens on now: one the kernel hands a server on port 0, stopped again.
    private func freePort() throws -> Int {
        let probe = HTTPServer(handler: ClosureHandler { _ in HTTPResponse(status: 204) }, configuration: .init(port: 0))
        try probe.start()
        defer { probe.stop() }
        return probe.port
    }

    private final class Answer: Sendable {
        let value = Mutex<(status: Int, body: Data)>((0, Data()))
    }

    private func get(_ url: URL) throws -> (Int, Data) {
        let done = expectation(description: "answer")
        let answer = Answer()
        let task = URLSession(configuration: .ephemeral).dataTask(with: url) { data, response, _ in
            answer.value.withLock { $0 = ((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()) }
            done.fulfill()
        }
        task.resume()
        wait(for: [done], timeout: 30)
        return answer.value.withLock { ($0.status, $0.body) }
    }

    func testItAnswersOnItsUsualPortWithDataMadeOnTheFirstRequest() throws {
        let port = try freePort()
        let demo = try DemoServer.start(environment: ["COURIER_DEMO_PORT": "\(port)"])
        defer { demo.stop() }
        XCTAssertTrue(demo.isOnUsualPort)
        XCTAssertEqual(demo.baseURL.absoluteString, "http://127.0.0.1:\(port)")
        let (status, body) = try get(demo.baseURL.appendingPathComponent("products").appending(queryItems: [.init(name: "limit", value: "2")]))
        XCTAssertEqual(status, 200)
        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains("\"products\""))
    }

    func testASecondOneTakesAnyPortAndKeepsNothing() throws {
        let port = try freePort()
        let first = try DemoServer.start(environment: ["COURIER_DEMO_PORT": "\(port)"])
        defer { first.stop() }
        let second = try DemoServer.start(environment: ["COURIER_DEMO_PORT": "\(port)"])
        defer { second.stop() }
        XCTAssertFalse(second.isOnUsualPort)
        XCTAssertNotEqual(second.server.port, port)
        second.api.prepareInBackground()
        XCTAssertEqual(try get(second.baseURL.appendingPathComponent("quotes")).0, 200, "made in the background, or by this request")
    }
}
