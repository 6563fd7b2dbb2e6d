import Dispatch
import Foundation
import NetworkTestSupport
import Reactive
import StagingServer
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 for transfers: it reads a request body of
/// any size as it comes (keeping the first bytes and counting all of them),
/// and answers with a body generated as it is written, so a test can send
/// or receive far more than it keeps, and see how much went over the wire.
final class StreamingServer: Sendable {
    struct Request: Sendable {
        let method: String
        let target: String
        /// Header names lowercased.
        let headers: [String: String]
        /// The first `keptBodyBytes` of the body.
        let body: Data
        let bodyBytes: Int64
    }

    enum Answer: Sendable {
        case json(Int, String)
        /// `bytes` of `StreamingServer.pattern`; without a length the body ends with the connection.
        /// `holdAfter` stops writing after that many bytes until `release()`.
        case pattern(bytes: Int64, announced: Bool = true, holdAfter: Int64? = nil)
    }

    /// Bodies up to this size are kept whole for a test to compare.
    static let keptBodyBytes = 16 * 1024 * 1024
    static let chunkBytes = 64 * 1024

    /// Byte `i` of every generated body: repeats every 251 bytes, so a misplaced chunk shows.
    static func pattern(_ count: Int, from start: Int64 = 0) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: (start + Int64($0)) % 251) })
    }

    let port: Int
    private let listener: Int32
    private let answer: @Sendable (Request) -> Answer
    private let state = SanitizerVisibleMutex<(requests: [Request], written: Int64, connectionsDone: Int)>(([], 0, 0))
    private let gate = DispatchSemaphore(value: 0)

    init(answer: @escaping @Sendable (Request) -> Answer) throws {
        self.answer = answer
        (listener, port) = try LoopbackSocket.listen(backlog: 16)
        LoopbackSocket.acceptEach(listener) { [self] connection in serve(connection) }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    var requests: [Request] { state.withLock { $0.requests } }
    /// Body bytes the server managed to write, over all answers.
    var bytesWritten: Int64 { state.withLock { $0.written } }
    /// Connections answered and closed.
    var connectionsDone: Int { state.withLock { $0.connectionsDone } }

    /// Lets a held answer go on (or fail on its closed connection).
    func release() { gate.signal() }

    /// Only shuts the socket down; the accept loop closes it once woken.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        release()
    }


    private func serve(_ connection: Int32) {
        defer {
            close(connection)
            state.withLock { $0.connectionsDone += 1 }
        }
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        switch answer(request) {
        case .json(let status, let text):
            let body = Data(text.utf8)
            let head = "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            _ = write(connection, Data(head.utf8) + body)
        case .pattern(let bytes, let announced, let holdAfter):
            let length = announced ? "Content-Length: \(bytes)\r\n" : ""
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n\(length)Connection: close\r\n\r\n"
            guard write(connection, Data(head.utf8)) else { return }
            var sent: Int64 = 0
            while sent < bytes {
                if let holdAfter, sent >= holdAfter, sent - Int64(Self.chunkBytes) < holdAfter { gate.wait() }
                let count = Int(min(Int64(Self.chunkBytes), bytes - sent))
                guard write(connection, Self.pattern(count, from: sent)) else { return }
                sent += Int64(count)
                state.withLock { $0.written += Int64(count) }
            }
        }
    }

    private func write(_ connection: Int32, _ data: Data) -> Bool { LoopbackSocket.send(connection, data) }

    private func readRequest(_ connection: Int32) -> Request? {
        guard let head = LoopbackSocket.readHead(connection) else { return nil }
        var body = head.rest
        if head.headers["transfer-encoding"]?.lowercased() == "chunked" {
            guard let decoded = readChunked(connection, buffered: body) else { return nil }
            return Request(method: head.method, target: head.target, headers: head.headers, body: decoded, bodyBytes: Int64(decoded.count))
        }
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        var received = Int64(body.count)
        let length = Int64(head.headers["content-length"] ?? "0") ?? 0
        while received < length {
            let count = recv(connection, &chunk, min(chunk.count, Int(length - received)), 0)
            if count <= 0 { break }
            received += Int64(count)
            if body.count < Self.keptBodyBytes { body.append(contentsOf: chunk[0..<min(count, Self.keptBodyBytes - body.count)]) }
        }
        return Request(method: head.method, target: head.target, headers: head.headers, body: body, bodyBytes: received)
    }

    /// A chunked body, whole: chunked uploads in these tests are kept small enough.
    private func readChunked(_ connection: Int32, buffered: Data) -> Data? {
        var raw = buffered
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        var body = Data()
        var position = raw.startIndex
        let lineEnd = Data("\r\n".utf8)
        while true {
            while raw[position...].range(of: lineEnd) == nil {
                let count = recv(connection, &chunk, chunk.count, 0)
                if count <= 0 { return nil }
                raw.append(contentsOf: chunk[0..<count])
            }
            let line = raw[position...].range(of: lineEnd)!
            let sizeText = String(decoding: raw[position..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            position = line.upperBound
            while raw.endIndex - position < size + 2 {
                let count = recv(connection, &chunk, chunk.count, 0)
                if count <= 0 { return nil }
                raw.append(contentsOf: chunk[0..<count])
            }
            if size == 0 { return body }
            body.append(raw[position..<position + size])
            position += size + 2
        }
    }
}
