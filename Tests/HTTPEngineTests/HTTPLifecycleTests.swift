import Foundation
import Glibc
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// Idle timeouts, stop(), restart, and fds.
final class HTTPLifecycleTests: XCTestCase {
    func testIdleKeepAliveConnectionIsClosedAfterTheTimeout() throws {
        let server = try startServer { $0.idleTimeout = .milliseconds(200) }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /once HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 200)
        XCTAssertEqual(client.waitForClose(timeout: 5), .closed)
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 })
    }

    func testAConnectionThatNeverSendsIsClosedAfterTheTimeout() throws {
        let server = try startServer { $0.idleTimeout = .milliseconds(200) }
        let client = try RawHTTPClient(port: server.port)
        XCTAssertEqual(client.waitForClose(timeout: 5), .closed)
    }

    func testASlowAnswerIsNotCutByTheIdleTimeout() throws {
        let server = try startServer { $0.idleTimeout = .milliseconds(100) }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /delay?ms=400 HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "delayed")
    }

    func testAClientThatStopsReadingAHugeBodyIsDropped() throws {
        let server = try startServer { $0.idleTimeout = .milliseconds(200) }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /huge HTTP/1.1\r\n\r\n") // and never read
        withExtendedLifetime(client) {
            XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 0 }, "a stalled reader is held open")
        }
    }

    func testStopWithOpenConnectionsReturnsAndRefusesNewOnes() throws {
        let server = try startServer { $0.shutdownGrace = .milliseconds(200) }
        let port = server.port
        let idle = try (0..<5).map { _ in try RawHTTPClient(port: port) }
        for client in idle {
            client.send("GET /warm HTTP/1.1\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 200)
        }
        let neverAnswered = try RawHTTPClient(port: port)
        neverAnswered.send("GET /delay?ms=30000 HTTP/1.1\r\n\r\n")
        let silent = try RawHTTPClient(port: port)

        let started = Date()
        server.stop()
        // A bound on hanging, not a speed claim: the grace is 0.2 s.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertFalse(server.isRunning)
        XCTAssertEqual(server.openConnectionCount, 0)
        for client in idle + [neverAnswered, silent] {
            XCTAssertNotEqual(client.waitForClose(timeout: 5), .timedOut)
        }
        XCTAssertThrowsError(try RawHTTPClient(port: port)) {
            XCTAssertEqual(($0 as? POSIXError)?.code, .ECONNREFUSED)
        }
    }

    func testStopLetsAnInFlightAnswerFinish() throws {
        let arrived = DispatchSemaphore(value: 0)
        let server = try startServer({ $0.shutdownGrace = .seconds(5) }, handler: { request in
            arrived.signal()
            return HTTPResponse(status: 200, body: Data("finished \(request.path)".utf8), delayMilliseconds: 150)
        })
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /inflight HTTP/1.1\r\n\r\n")
        XCTAssertEqual(arrived.wait(timeout: .now() + 5), .success)
        server.stop()
        let response = client.readResponse(timeout: 5)
        XCTAssertEqual(response?.text, "finished /inflight")
        XCTAssertEqual(response?.headers["connection"], "close")
        XCTAssertEqual(client.waitForClose(timeout: 5), .closed)
    }

    func testStopIsSafeTwiceBeforeStartAndConcurrently() throws {
        let never = HTTPServer(handler: ClosureHandler(TestRoutes.handle), configuration: .default)
        never.stop()
        XCTAssertFalse(never.isRunning)

        let server = try startServer()
        let client = try RawHTTPClient(port: server.port)
        withExtendedLifetime(client) {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in server.stop() }
        }
        server.stop()
        XCTAssertFalse(server.isRunning)
    }

    func testAServerReleasedWhileRunningStopsItself() throws {
        var configuration = HTTPServer.Configuration.default
        configuration.port = 0
        configuration.shutdownGrace = .milliseconds(100)
        var server: HTTPServer? = HTTPServer(handler: ClosureHandler(TestRoutes.handle), configuration: configuration)
        try server?.start()
        let port = try XCTUnwrap(server?.port)
        let client = try RawHTTPClient(port: port)
        client.send("GET /warm HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 200)
        // The connection's loop may hold the last reference when it goes; either way nothing waits forever.
        server = nil
        XCTAssertNotEqual(client.waitForClose(timeout: 10), .timedOut)
        XCTAssertTrue(waitUntil(timeout: 10) { (try? RawHTTPClient(port: port)) == nil }, "the port still accepts")
    }

    func testTheSameServerRestarts() throws {
        let server = try startServer()
        for round in 0..<3 {
            if round > 0 { try server.start() }
            let client = try RawHTTPClient(port: server.port)
            client.send("GET /round\(round) HTTP/1.1\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.text, "GET /round\(round) [] ")
            server.stop()
        }
    }

    func testRepeatedStartAndStopLeaksNoFileDescriptors() throws {
        func cycle(clients: Int) throws {
            let server = try startServer()
            var open: [RawHTTPClient] = []
            for index in 0..<clients {
                let client = try RawHTTPClient(port: server.port)
                client.send("GET /c\(index) HTTP/1.1\r\n\r\n")
                XCTAssertEqual(client.readResponse()?.status, 200)
                open.append(client) // left open: stop() must close the server's side
            }
            let silent = try RawHTTPClient(port: server.port) // connected, never speaks
            withExtendedLifetime((open, silent)) { server.stop() }
        }
        try cycle(clients: 1) // warm up Dispatch's own descriptors
        let before = Self.openFileDescriptorCount()
        for _ in 0..<20 { try cycle(clients: 3) }
        XCTAssertTrue(
            waitUntil(timeout: 5) { Self.openFileDescriptorCount() <= before },
            "fds before: \(before), after: \(Self.openFileDescriptorCount())"
        )
    }
}
