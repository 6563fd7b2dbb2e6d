import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// Many clients at once, every answer checked against its own request.
final class HTTPConcurrencyTests: XCTestCase {
    /// Mismatches found on the client threads.
    private final class Tally: @unchecked Sendable { // guarded by `lock`
        private let lock = NSLock()
        private var checked = 0
        private var failures: [String] = []
        func record(_ failure: String?) {
            lock.withLock {
                checked += 1
                if let failure, failures.count < 10 { failures.append(failure) }
            }
        }
        var result: (checked: Int, failures: [String]) { lock.withLock { (checked, failures) } }
    }

    func testEightKeepAliveClientsTimes250Requests() throws {
        let server = try startServer()
        let port = server.port
        let tally = Tally()
        DispatchQueue.concurrentPerform(iterations: 8) { clientIndex in
            guard let client = try? RawHTTPClient(port: port) else {
                return tally.record("client \(clientIndex) could not connect")
            }
            for requestIndex in 0..<250 {
                let body = requestIndex % 5 == 0 ? "payload-\(clientIndex)-\(requestIndex)" : ""
                let lengthHeader = body.isEmpty ? "" : "Content-Length: \(body.utf8.count)\r\n"
                let method = body.isEmpty ? "GET" : "POST"
                client.send("\(method) /c\(clientIndex)/r\(requestIndex)?k=\(requestIndex) HTTP/1.1\r\n\(lengthHeader)\r\n\(body)")
                let expected = "\(method) /c\(clientIndex)/r\(requestIndex) [k=\(requestIndex)] \(body)"
                let got = client.readResponse(timeout: 10)?.text
                tally.record(got == expected ? nil : "expected \(expected), got \(got ?? "nothing")")
            }
        }
        let (checked, failures) = tally.result
        XCTAssertEqual(checked, 2000)
        XCTAssertEqual(failures, [])
    }

    func testSixtyConnectionsOpenAtOnce() throws {
        let server = try startServer()
        let clients = try (0..<60).map { _ in try RawHTTPClient(port: server.port) }
        for (index, client) in clients.enumerated() { client.send("GET /open\(index) HTTP/1.1\r\n\r\n") }
        for (index, client) in clients.enumerated().reversed() {
            XCTAssertEqual(client.readResponse()?.text, "GET /open\(index) [] ")
        }
        XCTAssertEqual(server.openConnectionCount, 60)
    }

    func testSixtyFourConcurrentURLSessionRequests() async throws {
        let server = try startServer()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }
        let base = url(server, "")
        let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let (data, _) = try await session.data(from: base.appendingPathComponent("parallel\(index)"))
                    return (index, String(decoding: data, as: UTF8.self))
                }
            }
            var answers: [Int: String] = [:]
            for try await (index, text) in group { answers[index] = text }
            return answers
        }
        XCTAssertEqual(answers.count, 64)
        for index in 0..<64 { XCTAssertEqual(answers[index], "GET /parallel\(index) [] ") }
    }

    func testTheHandlerRunsOnSeveralThreadsAtOnce() throws {
        let inside = PthreadLocked<(now: Int, peak: Int)>((0, 0))
        let gate = DispatchSemaphore(value: 0)
        let server = try startServer(handler: { request in
            let count = inside.withLock { state in
                state.now += 1
                state.peak = max(state.peak, state.now)
                return state.now
            }
            // Hold the first caller until a second one is inside too, bounded so a serial engine fails instead of hanging.
            if count == 1 { _ = gate.wait(timeout: .now() + 5) } else { gate.signal() }
            inside.withLock { $0.now -= 1 }
            return HTTPResponse(status: 200, body: Data(request.path.utf8))
        })
        let first = try RawHTTPClient(port: server.port)
        let second = try RawHTTPClient(port: server.port)
        first.send("GET /first HTTP/1.1\r\n\r\n")
        second.send("GET /second HTTP/1.1\r\n\r\n")
        XCTAssertEqual(first.readResponse(timeout: 10)?.text, "/first")
        XCTAssertEqual(second.readResponse(timeout: 10)?.text, "/second")
        XCTAssertEqual(inside.withLock { $0.peak }, 2)
    }
}
