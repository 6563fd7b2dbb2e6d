import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request from `send` to its single completion, across the redirects it
/// follows. libcurl's callbacks reach it on the loop's thread while `cancel`
/// may come from any other, so everything that changes is behind the lock.
final class CurlTransfer: Sendable {
    typealias Completion = @Sendable (Result<TransportResponse, URLError>) -> Void

    /// As many as URLSession follows before it gives up with httpTooManyRedirects.
    static let maximumRedirects = 16

    private struct State {
        var request: URLRequest
        var redirects = 0
        var finished = false
        var received = CurlReceived()
        /// When a byte last came in or went out, in uptime nanoseconds.
        var lastActivity: UInt64 = 0
        var uploaded: Int64 = 0
        /// A HEAD's Content-Length describes a body that never comes.
        var isHEAD = false
    }

    let original: URLRequest
    /// How long the connect and each silence may last; the whole transfer, redirects included, ends at `deadline`.
    let idleTimeout: TimeInterval
    private let idleNanoseconds: UInt64
    let maximumBodyBytes: Int64?
    private let deadline: UInt64
    private let completion: Completion
    private let state: Mutex<State>

    init(request: URLRequest, timeouts: Timeouts, maximumBodyBytes: Int64?, completion: @escaping Completion) {
        original = request
        idleTimeout = timeouts.request
        idleNanoseconds = CurlTransfer.nanoseconds(timeouts.request)
        self.maximumBodyBytes = maximumBodyBytes
        deadline = DispatchTime.now().uptimeNanoseconds &+ CurlTransfer.nanoseconds(timeouts.resource)
        self.completion = completion
        state = Mutex(State(request: request))
    }

    var isFinished: Bool { state.withLock { $0.finished } }

    /// Seconds left before the whole transfer must end; zero once it is over.
    var remainingTime: TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= deadline ? 0 : TimeInterval(deadline - now) / 1e9
    }

    /// The request to send next, with nothing received for it yet.
    func beginHop() -> URLRequest {
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state in
            state.received = CurlReceived()
            state.lastActivity = now
            state.uploaded = 0
            state.isHEAD = state.request.httpMethod?.uppercased() == "HEAD"
            return state.request
        }
    }

    /// When this transfer will have been silent for too long, unless something moves first.
    var idleDeadline: UInt64 {
        let idle = idleNanoseconds
        return state.withLock { $0.lastActivity &+ idle }
    }

    var currentURL: URL? { state.withLock { $0.request.url } }

    // MARK: From libcurl's callbacks

    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state in
            state.lastActivity = now
            return state.received.header(line, limit: limit, isHEAD: state.isHEAD)
        }
    }

    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state in
            state.lastActivity = now
            return state.received.append(bytes, limit: limit)
        }
    }

    /// libcurl's progress report: a body going out slowly is not a silence.
    func sent(_ uploaded: Int64) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            guard uploaded > state.uploaded else { return }
            state.uploaded = uploaded
            state.lastActivity = now
        }
    }

    /// The body size that passed the limit, once one has.
    var oversize: Int64? { state.withLock { $0.received.oversize } }

    // MARK: Ending a hop

    /// Moves on to `location`; fails once there have been too many redirects.
    func follow(status: Int, to location: URL) -> URLError? {
        let original = original.url
        return state.withLock { state -> URLError? in
            guard state.redirects < CurlTransfer.maximumRedirects else {
                return URLError(.httpTooManyRedirects, userInfo: [NSURLErrorFailingURLErrorKey: location])
            }
            state.redirects += 1
            state.request = CurlRedirect.request(following: status, to: location, from: state.request, original: original)
            return nil
        }
    }

    /// Ends with the hop's response; nil when the transfer had ended already. The
    /// HTTPURLResponse is built by the delivery: Foundation's header parsing is
    /// the costliest step, and the thread that waits on the sockets has others to serve.
    func completeWithResponse(status: Int) -> CurlDelivery? {
        let taken = state.withLock { state -> (CurlReceived, URL?)? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.received = CurlReceived() }
            return (state.received, state.request.url)
        }
        guard let (received, url) = taken else { return nil }
        let completion = completion
        return CurlDelivery {
            guard let url, let response = received.response(url: url, status: status) else {
                return completion(.failure(URLError(.badServerResponse)))
            }
            completion(.success(response))
        }
    }

    /// Ends with a failure; nil when the transfer had ended already.
    func complete(_ failure: URLError) -> CurlDelivery? {
        let first = state.withLock { state -> Bool in
            defer {
                state.finished = true
                state.received = CurlReceived()
            }
            return !state.finished
        }
        let completion = completion
        return first ? CurlDelivery { completion(.failure(failure)) } : nil
    }

    static func nanoseconds(_ interval: TimeInterval) -> UInt64 {
        guard interval > 0 else { return 0 }
        return interval >= TimeInterval(UInt64.max / 2) / 1e9 ? UInt64.max / 2 : UInt64(interval * 1e9)
    }
}

/// A completion ready to run. Never run under a lock: it is the caller's code.
struct CurlDelivery: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }

    func dispatch() {
        DispatchQueue.global().async(execute: run)
    }
}
