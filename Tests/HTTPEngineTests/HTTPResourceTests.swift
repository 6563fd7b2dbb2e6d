import Foundation
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// What many connections cost the process: threads stay few however many
/// connections are open.
final class HTTPResourceTests: XCTestCase {
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? -1
    }

    func testThreadsStayBoundedWhile500IdleConnectionsAreOpen() throws {
        let server = try startServer { $0.idleTimeout = .seconds(60) }
        let before = Self.threadCount()
        var most = before
        var clients: [RawHTTPClient] = []
        for _ in 0..<500 {
            let client = try RawHTTPClient(port: server.port)
            client.send("GET /slow HTTP/1.1\r\n")
            clients.append(client)
            most = max(most, Self.threadCount())
        }
        XCTAssertTrue(waitUntil(timeout: 10) { server.openConnectionCount == 500 }, "\(server.openConnectionCount) open")
        // Every connection wakes at once with a header line, as a slowloris does.
        for client in clients { client.send("X-Slow: 1\r\n") }
        for _ in 0..<50 {
            most = max(most, Self.threadCount())
            _ = clients[0].readSome(timeout: 0.01)
        }
        XCTAssertLessThan(most - before, 24, "threads grew from \(before) to \(most) for 500 connections")
        // And they are all still served.
        clients[499].send("\r\n")
        XCTAssertEqual(clients[499].readResponse()?.status, 200)
    }
}
