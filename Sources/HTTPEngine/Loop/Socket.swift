// Linux only: the engine speaks Glibc's socket API (MSG_NOSIGNAL, SO_LINGER semantics).
import Glibc

/// The few POSIX socket calls the engine makes, so the rest of it reads as HTTP.
enum Socket {
    /// A non-blocking listening socket on `address:port`; returns the fd and the bound port.
    static func listen(address: String, port: Int, backlog: Int) throws -> (fd: Int32, port: Int) {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        if address.contains(":") {
            var ipv6 = sockaddr_in6()
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
            guard inet_pton(AF_INET6, address, &ipv6.sin6_addr) == 1 else {
                throw HTTPServerError.invalidBindAddress(address)
            }
            withUnsafeBytes(of: ipv6) { source in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
            }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            family = AF_INET6
        } else {
            var ipv4 = sockaddr_in()
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
            guard inet_pton(AF_INET, address, &ipv4.sin_addr) == 1 else {
                throw HTTPServerError.invalidBindAddress(address)
            }
            withUnsafeBytes(of: ipv4) { source in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
            }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            family = AF_INET
        }

        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw HTTPServerError.socketCall("socket", errno: errno) }
        do {
            // A restarted server must be able to rebind while old connections sit in TIME_WAIT.
            try setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)
            let bound = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
            }
            guard bound == 0 else { throw HTTPServerError.socketCall("bind to \(address):\(port)", errno: errno) }
            guard Glibc.listen(fd, Int32(backlog)) == 0 else { throw HTTPServerError.socketCall("listen", errno: errno) }
            return (fd, try boundPort(fd))
        } catch {
            close(fd)
            throw error
        }
    }

    enum Accepted {
        case connection(fd: Int32, remoteAddress: String)
        /// Nothing is waiting (or the one waiting gave up before it was taken).
        case none
        /// EMFILE or ENFILE: the connection stays queued until a descriptor is free.
        case outOfDescriptors
    }

    /// Accepts one pending connection.
    static func accept(_ listener: Int32) -> Accepted {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.accept(listener, $0, &length)
            }
        }
        guard fd >= 0 else {
            switch errno {
            case EMFILE, ENFILE: return .outOfDescriptors
            // The peer reset before we took it: the next one may be fine.
            case ECONNABORTED, EINTR, EPROTO: return accept(listener)
            default: return .none
            }
        }
        // accept4 is hidden behind _GNU_SOURCE in the Glibc module; the
        // CLOEXEC race it closes does not matter here (nothing forks).
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        // Responses leave in one or two writes; Nagle would hold the second
        // behind the client's delayed ACK for 40 ms.
        try? setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        return .connection(fd: fd, remoteAddress: describe(storage))
    }

    /// Writes what the socket takes now of a short answer, sends FIN, drops
    /// whatever the client already sent (unread input would turn the close
    /// into a reset that can destroy the answer) and closes.
    static func answerAndClose(_ fd: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(fd, $0) }
        shutdownWrite(fd)
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 16) { scratch in
            while let count = receive(fd, into: scratch), count > 0 {}
        }
        close(fd)
    }

    /// Bytes read, 0 at end of stream, or nil with `errno` set.
    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            return nil
        }
    }

    /// Bytes written, or nil with `errno` set. MSG_NOSIGNAL: a vanished
    /// peer must give EPIPE here, not kill the process with SIGPIPE.
    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int? {
        while true {
            let count = Glibc.send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if count >= 0 { return count }
            if errno == EINTR { continue }
            return nil
        }
    }

    /// Bytes written of `first` then `second`, in one sendmsg, or nil with
    /// `errno` set; MSG_NOSIGNAL as for `send`.
    static func send(_ fd: Int32, _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Int? {
        var pieces = [
            iovec(iov_base: UnsafeMutableRawPointer(mutating: first.baseAddress), iov_len: first.count),
            iovec(iov_base: UnsafeMutableRawPointer(mutating: second.baseAddress), iov_len: second.count),
        ]
        return pieces.withUnsafeMutableBufferPointer { pieces in
            var message = msghdr()
            message.msg_iov = pieces.baseAddress
            message.msg_iovlen = pieces.count
            while true {
                let count = sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                if count >= 0 { return count }
                if errno == EINTR { continue }
                return nil
            }
        }
    }

    /// Makes the next close() send RST instead of FIN: the `reset` fault.
    static func setResetOnClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    static func shutdownWrite(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_WR))
    }

    private static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) throws {
        var value = value
        guard setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw HTTPServerError.socketCall("setsockopt", errno: errno)
        }
    }

    private static func boundPort(_ fd: Int32) throws -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw HTTPServerError.socketCall("getsockname", errno: errno) }
        return port(of: storage)
    }

    private static func port(of storage: sockaddr_storage) -> Int {
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: storage) { pointer in
            if family == AF_INET6 {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        }
    }

    private static func describe(_ storage: sockaddr_storage) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = Int32(storage.ss_family)
        withUnsafePointer(to: storage) { pointer in
            if family == AF_INET6 {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    var address = $0.pointee.sin6_addr
                    _ = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    var address = $0.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                }
            }
        }
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return family == AF_INET6 ? "[\(host)]:\(port(of: storage))" : "\(host):\(port(of: storage))"
    }
}
