import Foundation
import StagingServer
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A server whose every answer the test writes: what a hostile or broken
/// backend would send, which the staging server never does. One request per
/// connection, on 127.0.0.1 and an ephemeral port.
final class ScriptedAPIServer: Sendable {
    struct Request: Sendable {
        let method: String
        /// The path without the query.
        let path: String
        let authorization: String?
        let body: Data
    }

    typealias Handler = @Sendable (Request) -> (status: Int, body: String)
    /// An answer with headers of its own too (a `Retry-After`, say).
    typealias HeadersHandler = @Sendable (Request) -> (status: Int, headers: [String: String], body: String)

    let baseURL: URL
    private let listener: Int32
    private let handler: HeadersHandler
    private let log = Mutex<[Request]>([])

    convenience init(handler: @escaping Handler) throws {
        try self.init(headersHandler: { request in
            let (status, body) = handler(request)
            return (status, [:], body)
        })
    }

    init(headersHandler handler: @escaping HeadersHandler) throws {
        self.handler = handler
        let (listener, port) = try LoopbackSocket.listen()
        self.listener = listener
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        LoopbackSocket.acceptEach(listener) { [self] connection in serve(connection) }
    }

    var requests: [Request] { log.withLock { $0 } }

    /// Wakes the accept loop, which closes the socket.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let head = LoopbackSocket.readHead(connection) else { return }
        var body = head.rest
        var chunk = [UInt8](repeating: 0, count: 4096)
        while body.count < Int(head.headers["content-length"] ?? "0") ?? 0 {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            body.append(contentsOf: chunk[0..<count])
        }
        let request = Request(method: head.method, path: String(head.target.prefix { $0 != "?" }),
                              authorization: head.headers["authorization"], body: body)
        log.withLock { $0.append(request) }
        let (status, headers, text) = handler(request)
        let payload = Data(text.utf8)
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        let headText = "HTTP/1.1 \(status) Scripted\r\nContent-Type: application/json; charset=utf-8\r\n" + extra
            + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
        _ = LoopbackSocket.send(connection, Data(headText.utf8) + payload)
    }
}
