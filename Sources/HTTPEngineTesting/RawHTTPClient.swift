import Foundation
import Glibc

/// A blocking client over a raw TCP socket to 127.0.0.1, for what URLSession
/// will not send: malformed requests, fragments, pipelining, and for seeing
/// exactly how a response ends (FIN, RST, or not at all).
package final class RawHTTPClient {
    package enum Ending: Equatable { case closed, reset, timedOut }

    package struct Response {
        package var status: Int
        /// Lowercased names.
        package var headers: [String: String]
        package var body: [UInt8]
        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    package let fd: Int32
    private var buffer: [UInt8] = []

    package init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    deinit { Glibc.close(fd) }

    /// False when the server has already gone (EPIPE, ECONNRESET).
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    package func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads one response; nil if the connection ends or `timeout` passes first.
    package func readResponse(isHead: Bool = false, timeout: TimeInterval = 5) -> Response? {
        let deadline = Date().addingTimeInterval(timeout)
        var headEnd: Int?
        while true {
            if headEnd == nil, let end = findHeadEnd() { headEnd = end }
            if let headEnd, let response = parse(headEnd: headEnd, isHead: isHead) { return response }
            guard case .data = fill(until: deadline) else { return nil }
        }
    }

    /// Reads everything until the server closes, resets, or the deadline passes.
    package func readToEnd(timeout: TimeInterval = 5) -> (bytes: [UInt8], ending: Ending) {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            switch fill(until: deadline) {
            case .data: continue
            case .end(let ending):
                defer { buffer.removeAll() }
                return (buffer, ending)
            }
        }
    }

    /// Waits for the next bytes and returns how many arrived (0 at the end or on timeout).
    package func readSome(timeout: TimeInterval) -> Int {
        let before = buffer.count
        let deadline = Date().addingTimeInterval(timeout)
        while buffer.count == before {
            guard case .data = fill(until: deadline) else { return 0 }
        }
        return buffer.count - before
    }

    /// Polls until the server closes the connection; never sleeps blindly.
    package func waitForClose(timeout: TimeInterval) -> Ending { readToEnd(timeout: timeout).ending }

    private enum Fill { case data, end(Ending) }

    private func fill(until deadline: Date) -> Fill {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { return .end(.timedOut) }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, remaining * 1000)))
        if ready == 0 { return .end(.timedOut) }
        if ready < 0 { return .data } // EINTR: poll again
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
            return .data
        }
        if count == 0 { return .end(.closed) }
        if errno == EINTR || errno == EAGAIN { return .data }
        return .end(errno == ECONNRESET ? .reset : .closed)
    }

    private func findHeadEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index + 4
        }
        return nil
    }

    private func parse(headEnd: Int, isHead: Bool) -> Response? {
        let lines = String(decoding: buffer[..<(headEnd - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = isHead || status == 204 || status == 304 || status < 200 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        guard buffer.count - headEnd >= length else { return nil }
        let body = Array(buffer[headEnd..<(headEnd + length)])
        buffer.removeSubrange(..<(headEnd + length))
        return Response(status: status, headers: headers, body: body)
    }
}
