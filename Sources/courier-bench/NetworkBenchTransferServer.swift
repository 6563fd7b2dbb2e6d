import Foundation
import StagingServer
import Glibc
import Synchronization

/// A loopback server for large bodies that keeps none of them: an upload
/// (Content-Length or chunked) is read and counted, answered `{"bytes":N}`;
/// `GET /bytes/N` is answered with N bytes written from one reused buffer.
/// One thread per connection, one request per connection.
final class TransferBenchServer: Sendable {
    static let bufferBytes = 1024 * 1024

    let port: Int
    private let listener: Int32
    private let payload = [UInt8](repeating: 0x5A, count: TransferBenchServer.bufferBytes)

    init() throws {
        (listener, port) = try LoopbackSocket.listen(backlog: 16)
        LoopbackSocket.acceptEach(listener) { [self] connection in serve(connection) }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)) }


    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: Self.bufferBytes)
        guard let head = LoopbackSocket.readHead(connection) else { return }
        let target = head.target
        let headers = head.headers
        let extra = Array(head.rest)
        if target.hasPrefix("/bytes/"), let count = Int(target.dropFirst("/bytes/".count).prefix { $0.isNumber }) {
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(count)\r\nConnection: close\r\n\r\n"
            guard write(connection, Array(head.utf8)) else { return }
            var left = count
            while left > 0 {
                let piece = min(left, payload.count)
                guard payload.withUnsafeBytes({ write(connection, UnsafeRawBufferPointer(rebasing: $0[..<piece])) }) else { return }
                left -= piece
            }
            return
        }
        let received: Int
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            received = drainChunked(connection, &buffer, extra)
        } else {
            let length = Int(headers["content-length"] ?? "0") ?? 0
            received = drain(connection, &buffer, length, already: extra.count)
        }
        let body = #"{"bytes":\#(received)}"#
        _ = write(connection, Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
    }

    private func drain(_ connection: Int32, _ buffer: inout [UInt8], _ length: Int, already: Int) -> Int {
        var received = already
        while received < length {
            let count = recv(connection, &buffer, min(buffer.count, length - received), 0)
            if count <= 0 { break }
            received += count
        }
        return received
    }

    /// Counts a chunked body's data bytes, reading its framing as a small state machine.
    private func drainChunked(_ connection: Int32, _ buffer: inout [UInt8], _ extra: [UInt8]) -> Int {
        var pending = extra
        var total = 0
        func fill() -> Bool {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return false }
            pending += buffer[0..<count]
            return true
        }
        while true {
            while pending.firstRange(of: [13, 10]) == nil { guard fill() else { return total } }
            let line = pending.firstRange(of: [13, 10])!
            let size = Int(String(decoding: pending[..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? "", radix: 16) ?? 0
            pending.removeFirst(line.upperBound)
            if size == 0 { return total }
            var left = size + 2
            while left > 0 {
                if pending.isEmpty { guard fill() else { return total } }
                let taken = min(left, pending.count)
                pending.removeFirst(taken)
                left -= taken
            }
            total += size
        }
    }

    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write(connection, $0) }
    }

    private func write(_ connection: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
