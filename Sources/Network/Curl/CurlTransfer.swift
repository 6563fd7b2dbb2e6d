import Dispatch
import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request from `send` to its single completion, across the redirects it
/// follows: its upload read from its source per hop, a download's 2xx body
/// written to its file, progress reported off the loop's lock. libcurl's
/// callbacks reach it on the loop's thread while `cancel` may come from any
/// other, so everything that changes is behind the lock.
final class CurlTransfer: Sendable {
    typealias Completion = @Sendable (Result<TransportResponse, URLError>) -> Void

    /// As many as URLSession follows before it gives up with httpTooManyRedirects.
    static let maximumRedirects = 16

    struct State {
        var request: URLRequest
        var redirects = 0
        var finished = false
        var received = CurlReceived()
        /// When a byte last came in or went out, in uptime nanoseconds.
        var lastActivity: UInt64 = 0
        var uploaded: Int64 = 0
        /// Upload bytes this hop's reads have handed libcurl.
        var handedOver: Int64 = 0
        /// A HEAD's Content-Length describes a body that never comes.
        var isHEAD = false
        /// When the current hop began, in uptime nanoseconds.
        var hopStarted: UInt64 = 0
        /// What libcurl measured of the current hop, once it ended.
        var hop: CurlHopMetrics?
        /// Body bytes of the hops before, which a redirect's metrics add up.
        var earlierSent: Int64 = 0
        var earlierReceived: Int64 = 0
        /// The upload goes out on this hop: not after a redirect turned the request into a GET.
        var sendsUpload = false
        /// This hop's reader of the upload, from its first byte.
        var reader: BodyReader?
        /// This hop's download file, opened at the first byte of a 2xx body.
        var file: DownloadFile?
        /// Why a transfer our own callback ended failed: a file that could not be read or written, a download past its limit.
        var localFailure: URLError?
        /// Bytes of a streamed body queued for the caller and not yet taken.
        var streamBacklog = 0
        /// libcurl holds the stream (and TCP the server) until the caller takes what waits.
        var streamPaused = false
    }

    /// A streamed body pauses when this much waits for a caller slower than the network...
    static let defaultStreamBacklogLimit = 1 << 20
    /// ...and goes on once the caller has brought it down to this.
    static let defaultStreamResumeBacklog = 256 << 10

    /// What a redirect comes to.
    enum Redirect {
        case follow
        /// The hook declined it: the 3xx is the response.
        case stop
        case fail(URLError)
    }

    let original: URLRequest
    /// How long the connect and each silence may last; the whole transfer, redirects included, ends at `deadline`.
    let idleTimeout: TimeInterval
    private let idleNanoseconds: UInt64
    /// The limit of a body kept in memory.
    let maximumBodyBytes: Int64?
    let transfer: TransferOptions
    private let deadline: UInt64
    private let started: UInt64
    private let redirectHook: RedirectHook
    /// How to connect to each host, by lowercased name.
    private let hostOptions: [String: HostOptions]
    /// The request as handed over, for the credential each hop may carry.
    private let transportRequest: TransportRequest
    private let completion: Completion
    /// Everything that changes; also read by the callbacks (CurlTransfer+Callbacks).
    let state: SanitizerVisibleMutex<State>
    let uploadThrottle = ProgressThrottle()
    let downloadThrottle = ProgressThrottle()
    /// Progress and a streamed body are the caller's code, so they run off the loop's lock, in order;
    /// a streamed request's completion follows its last piece on the same queue.
    let progressQueue: DispatchQueue?
    /// Asks the loop to let libcurl go on with a stream it paused (`CurlLoop.resume`).
    let resumeStream: @Sendable (CurlTransfer) -> Void
    /// Counts pauses and the largest backlog, for tests and the bench.
    let statistics: CurlStatistics?
    /// Whether the body is kept whole in memory, so its Content-Encoding is undone here once it
    /// is in (ContentDecoder) rather than by libcurl as it arrives; a file or a stream is libcurl's.
    let decodesContent: Bool

    init(request: TransportRequest, timeouts: Timeouts, maximumBodyBytes: Int64?, hostOptions: [String: HostOptions] = [:],
         statistics: CurlStatistics? = nil, resumeStream: @escaping @Sendable (CurlTransfer) -> Void = { _ in },
         completion: @escaping Completion) {
        original = request.request
        transportRequest = request
        self.hostOptions = hostOptions
        transfer = request.transfer
        idleTimeout = timeouts.request
        idleNanoseconds = CurlTransfer.nanoseconds(timeouts.request)
        self.maximumBodyBytes = request.transfer.maximumBodyBytes ?? maximumBodyBytes
        let resource = request.transfer.resourceTimeout ?? timeouts.resource
        started = DispatchTime.now().uptimeNanoseconds
        deadline = started &+ CurlTransfer.nanoseconds(resource)
        redirectHook = request.redirects
        self.completion = completion
        self.resumeStream = resumeStream
        self.statistics = statistics
        decodesContent = request.transfer.destination == nil && request.transfer.bodyChunks == nil
        progressQueue = request.transfer.progress == nil && request.transfer.bodyChunks == nil
            ? nil : DispatchQueue(label: "network.curl.progress")
        state = SanitizerVisibleMutex(State(request: request.request, sendsUpload: request.transfer.upload != nil))
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
        let upload = transfer.upload
        let keepsEncoded = decodesContent
        return state.withLock { state in
            state.received = CurlReceived(keepsEncoded: keepsEncoded)
            state.lastActivity = now
            state.hopStarted = now
            if let hop = state.hop {
                state.earlierSent += hop.uploaded
                state.earlierReceived += hop.downloaded
                state.hop = nil
            }
            state.uploaded = 0
            state.handedOver = 0
            state.isHEAD = state.request.httpMethod?.uppercased() == "HEAD"
            state.reader = state.sendsUpload ? upload.map { BodyReader($0.segments) } : nil
            state.file?.discard()
            state.file = nil
            return state.request
        }
    }

    /// The upload's length when this hop sends it; nil when its body, if any, is the request's own.
    var hopUploadLength: Int64? {
        let length = transfer.upload?.length
        return state.withLock { $0.sendsUpload ? length : nil }
    }

    /// When this transfer will have been silent for too long, unless something moves first.
    /// A stream paused for its caller is not silent: it waits on us.
    var idleDeadline: UInt64 {
        let idle = idleNanoseconds
        return state.withLock { $0.streamPaused ? .max : $0.lastActivity &+ idle }
    }

    var currentURL: URL? { state.withLock { $0.request.url } }

    /// The options of the host a hop goes to, if it has any.
    func hostOptions(for url: URL) -> HostOptions? {
        // Most clients set none: then a hop costs no look at the URL's host.
        guard !hostOptions.isEmpty else { return nil }
        return url.host.flatMap { hostOptions[$0.lowercased()] }
    }

    /// The credential a hop to `url` answers a challenge with: the request's, on its own origin only.
    func credential(for url: URL) -> HTTPCredential? {
        transportRequest.credential(for: url)
    }

    // MARK: Ending a hop

    /// libcurl's figures for the hop that just ended, read before its handle is reset.
    func record(_ hop: CurlHopMetrics) {
        state.withLock { $0.hop = hop }
    }

    /// Moves on to `location` if the redirect hook agrees; fails once there have been too many redirects.
    func follow(status: Int, to location: URL) -> Redirect {
        let original = original.url
        let hook = redirectHook
        let asked = state.withLock { state -> Result<(URLRequest, TransportResponse?), URLError> in
            guard state.redirects < CurlTransfer.maximumRedirects else {
                return .failure(URLError(.httpTooManyRedirects, userInfo: [NSURLErrorFailingURLErrorKey: location]))
            }
            let proposed = CurlRedirect.request(following: status, to: location, from: state.request, original: original)
            // Foundation's header parsing is the costliest step of a hop: only for a hook that looks.
            guard !hook.followsAll else { return .success((proposed, nil)) }
            return .success((proposed, state.request.url.map { state.received.response(url: $0, status: status) }))
        }
        let proposed: URLRequest
        let redirect: TransportResponse?
        switch asked {
        case .failure(let error): return .fail(error)
        case .success(let pair): (proposed, redirect) = pair
        }
        var next = proposed
        if !hook.followsAll {
            guard let redirect else { return .fail(URLError(.badServerResponse)) }
            // Asked outside the transfer's lock: the hook is the route's code.
            guard let decided = hook.decide(redirect.response, proposed) else { return .stop }
            next = decided
        }
        state.withLock { state in
            state.redirects += 1
            // A redirect that changes the method drops the body with it.
            if next.httpMethod != state.request.httpMethod { state.sendsUpload = false }
            state.request = next
        }
        return .follow
    }

    /// Ends with the hop's response; nil when the transfer had ended already.
    func completeWithResponse(status: Int) -> CurlDelivery? {
        let taken = state.withLock { state -> (CurlReceived, URL?, DownloadFile?, TransferMetrics)? in
            guard !state.finished else { return nil }
            state.finished = true
            defer {
                state.received = CurlReceived()
                state.reader = nil
                state.file = nil
            }
            return (state.received, state.request.url, state.file, metrics(of: state))
        }
        guard let (received, url, file, metrics) = taken else { return nil }
        let completion = orderedCompletion
        let decodes = decodesContent
        let limit = maximumBodyBytes
        return CurlDelivery {
            guard let url else {
                file?.discard()
                return completion(.failure(URLError(.badServerResponse).attaching(metrics)))
            }
            var response = received.response(url: url, status: status)
            response.metrics = metrics
            if decodes, let coding = received.field("Content-Encoding") {
                do throws(ContentDecodingFailure) {
                    let decoded = try ContentDecoder.decode(response.data, header: coding, limit: limit)
                    response = response.replacing(data: decoded, fileURL: nil, metrics: metrics)
                } catch {
                    return completion(.failure(Self.failure(error, limit: limit, url: url).attaching(metrics)))
                }
            }
            guard let file else { return completion(.success(response)) }
            completion(Result { () throws(URLError) in
                response.replacing(data: Data(), fileURL: try file.commit(), metrics: metrics)
            })
        }
    }

    /// The URLError libcurl gives for a body it cannot decode, or ours for one over the limit.
    static func failure(_ decoding: ContentDecodingFailure, limit: Int64?, url: URL) -> URLError {
        switch decoding {
        case .oversize:
            let limit = limit ?? Int64.max
            return URLSessionExchange.oversize(limit == .max ? limit : limit + 1, limit: limit, url: url)
        case .corrupt(let coding):
            return URLError(.cannotDecodeContentData, userInfo: [
                NSLocalizedDescriptionKey: "the body is not valid \(coding)", NSURLErrorFailingURLErrorKey: url,
            ])
        case .unknown(let coding):
            return URLError(.cannotDecodeContentData, userInfo: [
                NSLocalizedDescriptionKey: "the body's content coding \(coding) is not one this client decodes",
                NSURLErrorFailingURLErrorKey: url,
            ])
        }
    }

    /// Ends with a failure; nil when the transfer had ended already.
    func complete(_ failure: URLError) -> CurlDelivery? {
        let (measured, file) = state.withLock { state -> (TransferMetrics?, DownloadFile?) in
            defer {
                state.finished = true
                state.received = CurlReceived()
                state.reader = nil
                state.file = nil
            }
            return (state.finished ? nil : metrics(of: state), state.file)
        }
        file?.discard()
        guard let measured else { return nil }
        let completion = orderedCompletion
        let failure = failure.attaching(measured)
        return CurlDelivery { completion(.failure(failure)) }
    }

    /// The completion, behind the progress reports and streamed pieces still queued when
    /// the transfer has any: they go out on their own queue, and one made before the end
    /// must reach the caller before it. (A fast upload's reports, queued while a busy
    /// machine had not yet run the queue, came after its answer and were lost.)
    private var orderedCompletion: Completion {
        guard let queue = progressQueue else { return completion }
        let completion = completion
        return { result in queue.async { completion(result) } }
    }

    /// The whole transfer so far: the last hop's phases once libcurl has measured it, else the time alone.
    private func metrics(of state: State) -> TransferMetrics {
        let now = DispatchTime.now().uptimeNanoseconds
        let offset = TimeInterval(state.hopStarted &- started) / 1e9
        guard let hop = state.hop, state.hopStarted != 0 else {
            return TransferMetrics(total: TimeInterval(now &- started) / 1e9, redirectCount: state.redirects)
        }
        return hop.metrics(offset: offset, redirects: state.redirects, sent: state.earlierSent + hop.uploaded,
                           received: state.earlierReceived + hop.downloaded)
    }

    static func nanoseconds(_ interval: TimeInterval) -> UInt64 {
        guard interval > 0 else { return 0 }
        return interval >= TimeInterval(UInt64.max / 2) / 1e9 ? UInt64.max / 2 : UInt64(interval * 1e9)
    }
}
