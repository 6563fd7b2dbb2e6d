import Foundation
import Glibc

/// A listening socket on 127.0.0.1 and an ephemeral port, for the bench's own servers.
enum BenchLoopback {
    static func listen(backlog: Int32 = 16) throws -> (descriptor: Int32, port: Int) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw BenchError.failed("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && Glibc.listen(listener, backlog) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw BenchError.failed("bind: \(errno)")
        }
        return (listener, Int(UInt16(bigEndian: address.sin_port)))
    }
}
