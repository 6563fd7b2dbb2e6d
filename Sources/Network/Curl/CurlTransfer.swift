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
    }

    let original: URLRequest
    /// How long the connect and each silence may last; the whole transfer, redirects included, ends at `deadline`.
    let idleTimeout: TimeInterval
    let maximumBodyBytes: Int64?
    private let deadline: UInt64
    private let completion: Completion
    private let state: Mutex<State>

    init(request: URLRequest, timeouts: Timeouts, maximumBodyBytes: Int64?, completion: @escaping Completion) {
        original = request
        idleTimeout = timeouts.request
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
        state.withLock { state in
            state.received = CurlReceived()
            return state.request
        }
    }

    var currentURL: URL? { state.withLock { $0.request.url } }

    // MARK: From libcurl's callbacks

    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        return state.withLock { state in
            state.received.header(line, limit: limit, isHEAD: state.request.httpMethod?.uppercased() == "HEAD")
        }
    }

    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        return state.withLock { $0.received.append(bytes, limit: limit) }
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

    /// Ends with the hop's response. The HTTPURLResponse is built on the completion's
    /// thread: Foundation's header parsing is the costliest step and the loop has others to serve.
    func completeWithResponse(status: Int) {
        let taken = state.withLock { state -> (CurlReceived, URL?)? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.received = CurlReceived() }
            return (state.received, state.request.url)
        }
        guard let (received, url) = taken else { return }
        deliver {
            guard let url, let response = received.response(url: url, status: status) else { return .failure(URLError(.badServerResponse)) }
            return .success(response)
        }
    }

    /// Ends with a failure, unless the transfer has ended already.
    func complete(_ failure: URLError) {
        let first = state.withLock { state -> Bool in
            defer {
                state.finished = true
                state.received = CurlReceived()
            }
            return !state.finished
        }
        if first { deliver { .failure(failure) } }
    }

    /// Off the loop's thread, so a slow subscriber never stalls the other transfers.
    private func deliver(_ outcome: @escaping @Sendable () -> Result<TransportResponse, URLError>) {
        let completion = completion
        DispatchQueue.global().async { completion(outcome()) }
    }

    static func nanoseconds(_ interval: TimeInterval) -> UInt64 {
        guard interval > 0 else { return 0 }
        return interval >= TimeInterval(UInt64.max / 2) / 1e9 ? UInt64.max / 2 : UInt64(interval * 1e9)
    }
}
