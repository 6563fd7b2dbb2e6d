import Dispatch
import Foundation
import NetworkTestSupport
import StagingServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, one request per
/// connection, for the tests that need real sockets before (or besides) the
/// staging server: redirects between two origins, timeouts, cancellation.
final class LoopbackServer: Sendable {
    struct Request: Sendable {
        let method: String
        let target: String
        /// Header names lowercased.
        let headers: [String: String]
        let body: Data

        var path: String { String(target.prefix { $0 != "?" }) }
    }

    struct Response: Sendable {
        var status: Int
        var headers: [(String, String)] = [("Content-Type", "application/json; charset=utf-8")]
        var body: Data = Data()

        static func json(_ status: Int, _ text: String) -> Response {
            Response(status: status, body: Data(text.utf8))
        }

        static func redirect(_ status: Int = 302, to location: String) -> Response {
            Response(status: status, headers: [("Location", location)])
        }
    }

    typealias Handler = @Sendable (Request) -> Response

    let port: Int
    private let listener: Int32
    private let handler: Handler
    private let log = Locked<[Request]>([])

    init(handler: @escaping Handler) throws {
        self.handler = handler
        (listener, port) = try LoopbackSocket.listen()
        LoopbackSocket.acceptEach(listener) { [self] connection in serve(connection) }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request received so far.
    var requests: [Request] { log.value }

    /// Stops accepting; connections being answered finish on their own.
    /// Only shuts the socket down: the accept loop closes it once woken, so its
    /// descriptor cannot be reused by the next server while this loop still waits on it.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }


    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        log.mutate { $0.append(request) }
        let response = handler(request)
        var head = "HTTP/1.1 \(response.status) \(HTTPURLResponseReason.phrase(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        bytes.append(response.body)
        _ = LoopbackSocket.send(connection, bytes)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        guard let head = LoopbackSocket.readHead(connection) else { return nil }
        var body = head.rest
        var chunk = [UInt8](repeating: 0, count: 4096)
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(method: head.method, target: head.target, headers: head.headers, body: body)
    }
}

private enum HTTPURLResponseReason {
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 307: return "Temporary Redirect"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        default: return "Status"
        }
    }
}
