import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The socket work the tests' and the bench's own small servers share
/// (`HTTPServer` has its own): a listener on 127.0.0.1 and an
/// ephemeral port, a request head read off a connection, bytes written whole.
package enum LoopbackSocket {
    /// A listening socket and its port.
    package static func listen(backlog: Int32 = 64) throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && Glibc.listen(descriptor, backlog) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Accepts on `listener` until it is shut down, then closes it; each
    /// connection is served on a thread of its own, as a pool thread could wait
    /// behind others on a busy machine while a test waits on the answer. Only
    /// the loop closes the listener, so its descriptor cannot be reused by the
    /// next server while this loop still waits on it.
    package static func acceptEach(_ listener: Int32, serve: @escaping @Sendable (Int32) -> Void) {
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    close(listener)
                    return
                }
                Thread { serve(connection) }.start()
            }
        }.start()
    }

    /// A request line and headers (names lowercased), and the bytes read past them.
    package struct Head {
        package let method: String
        package let target: String
        package let headers: [String: String]
        package let rest: Data
    }

    package static func readHead(_ connection: Int32) -> Head? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        while data.range(of: separator) == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            data.append(contentsOf: chunk[0..<count])
        }
        let headerEnd = data.range(of: separator)!
        let lines = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Head(method: String(parts[0]), target: String(parts[1]), headers: headers, rest: Data(data[headerEnd.upperBound...]))
    }

    /// False once the peer has gone.
    package static func send(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
