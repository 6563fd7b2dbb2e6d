import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether a loopback port can be bound now: nil when it can, else the system's reason.
enum PortProbe {
    static func bind(port: Int) -> String? {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return String(cString: strerror(errno)) }
        defer { close(socket) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return bound == 0 ? nil : String(cString: strerror(errno))
    }
}

/// Whether a host answers HTTP at all: its status, or nil within the timeout.
enum HostProbe {
    static func status(of url: URL, timeout: TimeInterval) -> Int? {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "HEAD"
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }
        let answered = DispatchSemaphore(value: 0)
        let status = Mutex<Int?>(nil)
        session.dataTask(with: request) { _, response, _ in
            status.withLock { $0 = (response as? HTTPURLResponse)?.statusCode }
            answered.signal()
        }.resume()
        _ = answered.wait(timeout: .now() + timeout + 1)
        return status.withLock { $0 }
    }
}

/// Whose `malloc` this process runs on. The courier executable links mimalloc
/// (through the ProcessAllocator target), which this library does not: it asks the
/// loader for mimalloc's symbols, and then whether a block `malloc` just gave
/// lies in mimalloc's heap, which is true only if the loader bound `malloc`
/// to mimalloc's.
enum AllocatorProbe {
    private typealias InHeap = @convention(c) (UnsafeRawPointer?) -> Bool
    private typealias Version = @convention(c) () -> Int32

    /// "mimalloc 2.0.9", or nil when `malloc` is the C library's.
    static var mimalloc: String? {
        guard let inHeap = dlsym(nil, "mi_is_in_heap_region"), let version = dlsym(nil, "mi_version") else { return nil }
        let block = malloc(64)
        defer { free(block) }
        guard unsafeBitCast(inHeap, to: InHeap.self)(block) else { return nil }
        let number = Int(unsafeBitCast(version, to: Version.self)())
        return "mimalloc \(number / 100).\(number / 10 % 10).\(number % 10)"
    }
}
