import Dispatch
import Foundation
import Glibc
import StagingServer
import Synchronization

/// The HTTP engine under load (issue 3): `GET /products?limit=30` against an
/// in-process StagingServer from raw keep-alive socket clients, one thread
/// each, so the figures measure the server and not a client library. Prints
/// req/s, p50 and p99 for 1 and for 8 clients; median of the rounds for req/s,
/// latency percentiles over every measured request of every round.
enum ServerBench {
    static let path = "/products?limit=30"
    static let clientCounts = [1, 8]
    static let rounds = 3
    static let warmUpRequestsPerClient = 200
    static let requestsPerClient = 2_000
    /// A round stops here even if the clients have not finished their count.
    static let roundTimeCap: Duration = .seconds(10)
    /// A server that stops answering fails the round instead of hanging it.
    static let socketTimeoutSeconds = 5

    static func run() {
        let server = StagingServer(api: StagingAPI.Configuration(), bindAddress: "127.0.0.1", port: 0)
        do {
            try server.start()
        } catch {
            print("  cannot start the staging server: \(error)")
            return
        }
        defer { server.stop() }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAccept: application/json\r\n\r\n".utf8)
        print("  GET \(path) on 127.0.0.1:\(server.port); \(requestsPerClient) requests per client after "
              + "\(warmUpRequestsPerClient) warm-up, \(rounds) rounds, median req/s")
        // Issue 3 asks for the figures, not a bar: wrk against courier-server is the reference.
        print("  no target is set for these figures; compare them with wrk against courier-server")
        for clients in clientCounts {
            var throughputs: [Double] = []
            var latencies: [Double] = []
            var failures: [String] = []
            var cappedRounds = 0
            for _ in 0..<rounds {
                let round = runRound(clients: clients, port: server.port, request: request)
                throughputs.append(round.requestsPerSecond)
                latencies += round.latencies
                failures += round.failures
                if round.capped { cappedRounds += 1 }
            }
            let label = "\(clients) keep-alive client\(clients == 1 ? "" : "s")"
            for failure in Set(failures).sorted() { print("  \(label): \(failure)") }
            if cappedRounds > 0 {
                print("  \(label): \(cappedRounds) of \(rounds) rounds reached the \(roundTimeCap) cap; "
                      + "\(latencies.count) of \(rounds * clients * requestsPerClient) requests measured")
            }
            guard !latencies.isEmpty else { continue }
            let perSecond = Measure.percentile(throughputs, 0.5)
            let range = String(format: "rounds %.0f–%.0f", throughputs.min() ?? 0, throughputs.max() ?? 0)
            Measure.report("\(label): throughput", perSecond, unit: "req/s", target: range)
            Measure.report("\(label): p50 latency", Measure.percentile(latencies, 0.5) / 1_000, unit: "µs")
            Measure.report("\(label): p99 latency", Measure.percentile(latencies, 0.99) / 1_000, unit: "µs")
        }
    }

    struct Round: Sendable {
        var requestsPerSecond = 0.0
        var latencies: [Double] = []
        var failures: [String] = []
        /// A client stopped at `roundTimeCap` before its count.
        var capped = false
    }

    /// Every client connects and warms up, then all start the measured part
    /// together; throughput is the requests answered over the wall time from
    /// that start to the last client's end.
    static func runRound(clients: Int, port: Int, request: [UInt8]) -> Round {
        let results = Mutex(Round())
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let start = Mutex<UInt64>(0)
        for _ in 0..<clients {
            done.enter()
            let thread = Thread {
                defer { done.leave() }
                var latencies: [Double] = []
                latencies.reserveCapacity(requestsPerClient)
                var failure: String?
                var capped = false
                do {
                    let client = try KeepAliveClient(port: port, timeoutSeconds: socketTimeoutSeconds)
                    defer { client.close() }
                    for _ in 0..<warmUpRequestsPerClient { try client.exchange(request) }
                    ready.signal()
                    go.wait()
                    let deadline = start.withLock { $0 } + UInt64(roundTimeCap.components.seconds) * 1_000_000_000
                    for _ in 0..<requestsPerClient {
                        let sent = DispatchTime.now().uptimeNanoseconds
                        try client.exchange(request)
                        let answered = DispatchTime.now().uptimeNanoseconds
                        latencies.append(Double(answered - sent))
                        if answered > deadline {
                            capped = true
                            break
                        }
                    }
                } catch {
                    ready.signal()
                    failure = "\(error)"
                }
                results.withLock { round in
                    round.latencies += latencies
                    if let failure { round.failures.append(failure) }
                    if capped { round.capped = true }
                }
            }
            thread.start()
        }
        for _ in 0..<clients { ready.wait() }
        let began = DispatchTime.now().uptimeNanoseconds
        start.withLock { $0 = began }
        for _ in 0..<clients { go.signal() }
        done.wait()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
        var round = results.withLock { $0 }
        round.requestsPerSecond = Double(round.latencies.count) / elapsed
        return round
    }
}

enum KeepAliveClientError: Error, CustomStringConvertible {
    case socket(String, Int32)
    case closed
    case badResponse(String)

    var description: String {
        switch self {
        case .socket(let call, let code): return "\(call) failed: \(String(cString: strerror(code)))"
        case .closed: return "the server closed the connection"
        case .badResponse(let detail): return "bad response: \(detail)"
        }
    }
}

/// A minimal HTTP/1.1 keep-alive client over one blocking socket to
/// 127.0.0.1: write a request, read the head, read Content-Length bytes.
/// Enough for the staging server's answers, which always carry a length.
final class KeepAliveClient {
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    /// Bytes received but not yet consumed live in buffer[start..<end].
    private var start = 0
    private var end = 0

    init(port: Int, timeoutSeconds: Int) throws(KeepAliveClientError) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .socket("socket", errno) }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(fd)
            throw .socket("connect", code)
        }
    }

    func close() { Glibc.close(fd) }

    /// Sends one request and consumes its whole response; returns the body length.
    @discardableResult
    func exchange(_ request: [UInt8]) throws(KeepAliveClientError) -> Int {
        try write(request)
        let headEnd = try readHead()
        let contentLength = try parseHead(start..<headEnd)
        start = headEnd
        var remaining = contentLength
        while remaining > 0 {
            if start == end { try fill() }
            let taken = min(remaining, end - start)
            start += taken
            remaining -= taken
        }
        return contentLength
    }

    private func write(_ bytes: [UInt8]) throws(KeepAliveClientError) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw .socket("send", errno)
            }
            offset += sent
        }
    }

    /// Reads until "\r\n\r\n" is buffered; returns the index just past it.
    private func readHead() throws(KeepAliveClientError) -> Int {
        // Counted from `start`, because fill() may move the buffered bytes.
        var scanned = 0
        while true {
            if end - start - scanned >= 4 {
                for index in (start + scanned)...(end - 4)
                where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
                    return index + 4
                }
                scanned = end - start - 3
            }
            try fill()
        }
    }

    /// Checks the status line and returns Content-Length.
    private func parseHead(_ range: Range<Int>) throws(KeepAliveClientError) -> Int {
        let head = String(decoding: buffer[range], as: UTF8.self)
        let lines = head.split(separator: "\r\n")
        guard let status = lines.first, status.hasPrefix("HTTP/1.1 200") else {
            throw .badResponse(String(lines.first ?? "no status line"))
        }
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length",
               let length = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                return length
            }
        }
        throw .badResponse("no Content-Length")
    }

    /// Appends what the socket has to the buffer, compacting it first.
    private func fill() throws(KeepAliveClientError) {
        if start == end {
            start = 0
            end = 0
        } else if end == buffer.count {
            if start == 0 { throw .badResponse("head larger than \(buffer.count) bytes") }
            buffer.withUnsafeMutableBytes { raw in
                _ = memmove(raw.baseAddress!, raw.baseAddress! + start, end - start)
            }
            end -= start
            start = 0
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                recv(fd, raw.baseAddress! + end, raw.count - end, 0)
            }
            if count > 0 {
                end += count
                return
            }
            if count == 0 { throw .closed }
            if errno == EINTR { continue }
            throw .socket("recv", errno)
        }
    }
}
