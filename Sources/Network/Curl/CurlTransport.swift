import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests through libcurl directly: one multi handle on its own
/// thread, connections kept alive across requests, HTTP/2 over TLS, bodies
/// decoded by libcurl, the body limit enforced as bytes arrive, and redirects
/// followed here under RedirectGuard's credential rule.
public final class CurlTransport: Transport {
    /// Made at the first send: libcurl's set-up (TLS included) and the loop's two
    /// threads cost a start that sends nothing — `courier --help`, a login form — a
    /// millisecond or more, on the way to its first frame.
    private let madeLoop = SanitizerVisibleMutex<CurlLoop?>(nil)
    private let maximumConnectionsPerHost: Int
    private let timeouts: Timeouts
    private let maximumBodyBytes: Int64?
    private let hostOptions: [String: HostOptions]

    /// `timeouts.request` bounds the connect and each silence, `timeouts.resource`
    /// the whole request with its redirects; a body past `maximumBodyBytes`
    /// ends the request with `dataLengthExceedsMaximum` as soon as it passes.
    public convenience init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        maximumBodyBytes: Int64? = nil
    ) {
        self.init(timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, maximumBodyBytes: maximumBodyBytes,
                  hostOptions: [:])
    }

    /// The same, and `hostOptions` (by host name) say how to connect to each
    /// host: TLS trust and identity, or a Unix socket.
    public init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        maximumBodyBytes: Int64? = nil,
        hostOptions: [String: HostOptions]
    ) {
        self.timeouts = timeouts
        self.maximumBodyBytes = maximumBodyBytes
        self.hostOptions = Dictionary(hostOptions.map { ($0.key.lowercased(), $0.value) }) { $1 }
        self.maximumConnectionsPerHost = maximumConnectionsPerHost
    }

    deinit {
        madeLoop.withLock { $0 }?.stop()
    }

    private var loop: CurlLoop {
        madeLoop.withLock { made in
            if let made { return made }
            let loop = CurlLoop(maximumConnectionsPerHost: maximumConnectionsPerHost)
            made = loop
            return loop
        }
    }

    /// What the loop's threads are called in the kernel (top -H, perf, /proc), at most 15 bytes.
    package static let threadName = "network.curl"

    /// Connections opened so far; fewer than requests sent means keep-alive is working.
    public var connectionsOpened: Int { madeLoop.withLock { $0 }?.statistics.connectionsOpened.load(ordering: .relaxed) ?? 0 }

    /// How often a streamed body was paused because its caller was slower than the network.
    package var streamPauses: Int { madeLoop.withLock { $0 }?.statistics.streamPauses.load(ordering: .relaxed) ?? 0 }
    /// The most bytes of a streamed body that ever waited for the caller (bounded near `CurlTransfer.defaultStreamBacklogLimit`).
    package var largestStreamBacklog: Int { madeLoop.withLock { $0 }?.statistics.largestStreamBacklog.load(ordering: .relaxed) ?? 0 }

    /// An upload is read from its source as libcurl sends it; a download's 2xx body
    /// is written to its file as it arrives; each redirect is put to the request's hook.
    public func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let sent = request.transfer.upload == nil
            ? request.replacing(Self.withBodyInMemory(request.request), redirects: request.redirects) : request
        let loop = self.loop
        let transfer = CurlTransfer(request: sent, timeouts: timeouts, maximumBodyBytes: maximumBodyBytes, hostOptions: hostOptions,
                                    statistics: loop.statistics, resumeStream: { [weak loop] in loop?.resume($0) },
                                    completion: completion)
        loop.start(transfer)
        return CurlTask(transfer: transfer, loop: loop)
    }

    /// A URLRequest's own body stream is given to libcurl as bytes, read out here, on the caller's thread.
    private static func withBodyInMemory(_ request: URLRequest) -> URLRequest {
        guard request.httpBody == nil, let stream = request.httpBodyStream else { return request }
        var body = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&chunk, maxLength: chunk.count)
            if count <= 0 { break }
            body.append(contentsOf: chunk[0..<count])
        }
        var copy = request
        copy.httpBodyStream = nil
        copy.httpBody = body
        return copy
    }
}

private struct CurlTask: TransportTask {
    let transfer: CurlTransfer
    let loop: CurlLoop

    func cancel() {
        guard !transfer.isFinished else { return }
        loop.cancel(transfer)
    }
}
