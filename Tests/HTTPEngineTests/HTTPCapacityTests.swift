import Foundation
import Glibc
import HTTPEngineTesting
import XCTest
@testable import HTTPEngine

/// The connection cap, and accepting when the process runs out of descriptors.
final class HTTPCapacityTests: XCTestCase {
    func testTheConnectionOverTheCapGets503WithRetryAfterAndIsClosed() throws {
        let server = try startServer { $0.maxConnections = 3 }
        let admitted = try (0..<3).map { _ in try RawHTTPClient(port: server.port) }
        for client in admitted {
            client.send("GET /in HTTP/1.1\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 200)
        }
        let extra = try RawHTTPClient(port: server.port)
        let refusal = extra.readResponse()
        XCTAssertEqual(refusal?.status, 503)
        XCTAssertEqual(refusal?.headers["retry-after"], "1")
        XCTAssertEqual(refusal?.headers["connection"], "close")
        XCTAssertEqual(extra.waitForClose(timeout: 5), .closed)
        // The admitted ones are untouched.
        admitted[0].send("GET /still HTTP/1.1\r\n\r\n")
        XCTAssertEqual(admitted[0].readResponse()?.text, "GET /still [] ")
        XCTAssertEqual(server.openConnectionCount, 3)
    }

    func testTheCapCountsOpenConnections() throws {
        let server = try startServer { $0.maxConnections = 2 }
        var first: RawHTTPClient? = try RawHTTPClient(port: server.port)
        let second = try RawHTTPClient(port: server.port)
        for client in [first!, second] {
            client.send("GET /in HTTP/1.1\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 200)
        }
        XCTAssertEqual(try RawHTTPClient(port: server.port).readResponse()?.status, 503)
        first = nil // closes it
        XCTAssertTrue(waitUntil(timeout: 5) { server.openConnectionCount == 1 })
        let next = try RawHTTPClient(port: server.port)
        next.send("GET /now HTTP/1.1\r\n\r\n")
        XCTAssertEqual(next.readResponse()?.status, 200)
        withExtendedLifetime(second) {}
    }

    func testOutOfDescriptorsAcceptingPausesInsteadOfSpinningAndResumes() throws {
        let server = try startServer()
        // Every free descriptor number below the limit we set is taken, so
        // the client's socket is the last one and the server's accept fails.
        let highest = (try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")).compactMap { Int($0) }.max() ?? 0
        var fillers: [Int32] = []
        while let last = fillers.last.map(Int.init) ?? Optional(-1), last < highest {
            let filler = open("/dev/null", O_RDONLY)
            guard filler >= 0 else { break }
            fillers.append(filler)
        }
        defer { fillers.forEach { _ = close($0) } }
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let original = limit
        limit.rlim_cur = rlim_t((fillers.last.map(Int.init) ?? highest) + 2)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit), 0)
        var restored = false
        func restore() {
            guard !restored else { return }
            restored = true
            var original = original
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        }
        defer { restore() }

        let client = try RawHTTPClient(port: server.port) // queued by the kernel, not yet accepted
        client.send("GET /starved HTTP/1.1\r\n\r\n")
        let cpuBefore = Self.processCPUSeconds()
        let early = client.readSome(timeout: 0.5) // waits on the socket
        let cpuUsed = Self.processCPUSeconds() - cpuBefore
        XCTAssertEqual(early, 0, "answered although the server had no descriptor left")
        // A spinning accept loop burns a whole core for the half second.
        XCTAssertLessThan(cpuUsed, 0.25, "accepting spun while out of descriptors")

        restore()
        fillers.forEach { _ = close($0) }
        fillers.removeAll()
        XCTAssertEqual(client.readResponse(timeout: 5)?.status, 200, "not served once descriptors were free")
    }

    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
