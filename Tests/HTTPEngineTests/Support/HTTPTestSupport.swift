import Foundation
import Glibc
import XCTest
@testable import HTTPEngine

/// The handler the engine tests run against; paths pick the behaviour.
enum TestRoutes {
    static func handle(_ request: HTTPRequest) -> HTTPResponse {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let number = Int(request.queryValue("ms") ?? "") ?? 0
        switch request.path {
        case "/delay":
            var response = HTTPResponse(status: 200, body: Data("delayed".utf8))
            response.delayMilliseconds = number
            return response
        case "/fault/reset":
            return HTTPResponse(status: 200, body: Data(repeating: 0x61, count: 10_000), delivery: .resetMidway)
        case "/fault/truncate":
            return HTTPResponse(status: 200, body: Data(repeating: 0x62, count: 1000), delivery: .truncate)
        case "/fault/slow":
            return HTTPResponse(status: 200, body: Data(repeating: 0x63, count: 200), delivery: .slowBody(milliseconds: number))
        case "/huge":
            return HTTPResponse(status: 200, body: hugeBody)
        case "/no-content":
            return HTTPResponse(status: 204, body: Data("must not be sent".utf8))
        case "/not-modified":
            return HTTPResponse(status: 304, body: Data("must not be sent".utf8))
        case "/header":
            return HTTPResponse(status: 200, body: Data((request.header(request.queryValue("name") ?? "") ?? "<none>").utf8))
        default:
            let text = "\(request.method) \(request.path) [\(query)] \(String(decoding: request.body, as: UTF8.self))"
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Data(text.utf8))
        }
    }

    /// 6 MB with a position-dependent pattern, so a reordered or dropped chunk shows.
    /// Filled through a raw pointer: a `map` over 6 M elements takes seconds in a debug build under load.
    static let hugeBody: Data = {
        var data = Data(count: 6 * 1024 * 1024)
        data.withUnsafeMutableBytes { bytes in
            for index in 0..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ index >> 12) }
        }
        return data
    }()
}

/// Log records collected from the server's threads.
final class LogCollector: @unchecked Sendable { // guarded by `lock`
    private let lock = NSLock()
    private var stored: [HTTPLogRecord] = []
    var records: [HTTPLogRecord] { lock.withLock { stored } }
    func append(_ record: HTTPLogRecord) { lock.withLock { stored.append(record) } }
}

extension XCTestCase {
    /// A server on an ephemeral loopback port, stopped when the test ends.
    func startServer(
        _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = TestRoutes.handle
    ) throws -> HTTPServer {
        var configuration = HTTPServer.Configuration.default
        configuration.port = 0
        configuration.bindAddress = "127.0.0.1"
        configure(&configuration)
        let server = HTTPServer(handler: ClosureHandler(handler), configuration: configuration)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    func url(_ server: HTTPServer, _ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(server.port)\(pathAndQuery)")!
    }

    /// Polls `condition` until it holds or `timeout` passes.
    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    static func openFileDescriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }
}
