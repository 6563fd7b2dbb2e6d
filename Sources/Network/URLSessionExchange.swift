import Dispatch
import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession task's answer as it arrives through the session's delegate:
/// the body kept in memory up to the limit, or written to the download file,
/// progress reported, redirects put to the request's hook, what can be
/// measured measured, and the completion called exactly once.
/// FoundationNetworking on Linux never reports URLSessionTaskMetrics, so the
/// metrics are the exchange's own: first byte (the answer's head), total,
/// redirects and, when no redirect or decoding blurs them, the body sizes. Delegate calls
/// come on the session's serial delegate queue; `cancel` may come from anywhere.
final class URLSessionExchange: Sendable {
    typealias Completion = @Sendable (Result<TransportResponse, URLError>) -> Void

    /// No reservation past this, whatever Content-Length claims: it is the server's word.
    static let largestReservation = 16 * 1024 * 1024

    private struct State {
        var response: HTTPURLResponse?
        var body = Data()
        var file: DownloadFile?
        /// The 401 of an authentication challenge turned down: the answer, not a failure.
        var refused: HTTPURLResponse?
        var finished = false
        var redirects = 0
        /// When the last answer's head arrived, in uptime nanoseconds.
        var headArrived: UInt64?
        var bytesSent: Int64 = 0
        var bytesReceived: Int64 = 0
    }

    private let request: TransportRequest
    private let memoryLimit: Int64?
    private let completion: Completion
    private let uploadThrottle = ProgressThrottle()
    private let downloadThrottle = ProgressThrottle()
    private let state = SanitizerVisibleMutex(State())
    private let started = DispatchTime.now().uptimeNanoseconds

    init(request: TransportRequest, maximumBodyBytes: Int64?, completion: @escaping Completion) {
        self.request = request
        memoryLimit = request.transfer.maximumBodyBytes ?? maximumBodyBytes
        self.completion = completion
    }

    /// The head of an answer (after redirects). False: the task must stop, it has been answered.
    func receive(_ response: URLResponse) -> Bool {
        guard let response = response as? HTTPURLResponse else { return true }
        let expected = response.expectedContentLength
        let toFile = request.transfer.destination != nil && (200..<300).contains(response.statusCode)
        // A streamed 2xx body is handed on, not kept: no memory limit holds it back.
        let streamed = request.transfer.bodyChunks != nil && (200..<300).contains(response.statusCode)
        let limit = toFile || streamed ? request.transfer.maximumBodyBytes : memoryLimit
        if let limit, expected > limit {
            return fail(Self.oversize(expected, limit: limit, url: response.url))
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let opened = state.withLock { state -> URLError? in
            state.response = response
            state.headArrived = now
            state.body = Data()
            state.file?.discard()
            state.file = nil
            guard toFile, let destination = request.transfer.destination else {
                if expected > 0 { state.body.reserveCapacity(Int(min(expected, Int64(Self.largestReservation)))) }
                return nil
            }
            do throws(URLError) {
                state.file = try DownloadFile(destination: destination)
                return nil
            } catch {
                return error
            }
        }
        if let opened { return fail(opened) }
        return true
    }

    /// A piece of the body. False: the task must stop, it has been answered.
    func receive(_ data: Data) -> Bool {
        let outcome = state.withLock { state -> (progress: TransferProgress?, failure: URLError?, streamed: Bool) in
            guard !state.finished else { return (nil, nil, false) }
            if let file = state.file {
                let written: Int64
                state.bytesReceived += Int64(data.count)
                do throws(URLError) {
                    written = try file.write(data)
                } catch {
                    return (nil, error, false)
                }
                if let limit = request.transfer.maximumBodyBytes, written > limit {
                    return (nil, Self.oversize(written, limit: limit, url: state.response?.url), false)
                }
                let expected = state.response?.expectedContentLength
                return (TransferProgress(direction: .download, completedBytes: written, expectedBytes: expected), nil, false)
            }
            state.bytesReceived += Int64(data.count)
            if request.transfer.bodyChunks != nil, let status = state.response?.statusCode, (200..<300).contains(status) {
                return (nil, nil, true)
            }
            let total = Int64(state.body.count) + Int64(data.count)
            if let limit = memoryLimit, total > limit {
                return (nil, Self.oversize(total, limit: limit, url: state.response?.url), false)
            }
            state.body.append(data)
            return (nil, nil, false)
        }
        if let failure = outcome.failure { return fail(failure) }
        // On the session's serial delegate queue, so pieces arrive in order and before the completion.
        if outcome.streamed { request.transfer.bodyChunks?(data) }
        if let progress = outcome.progress { report(progress, downloadThrottle) }
        return true
    }

    func sent(_ total: Int64) {
        state.withLock { $0.bytesSent = total }
        guard request.transfer.progress != nil, let upload = request.transfer.upload else { return }
        report(TransferProgress(direction: .upload, completedBytes: total, expectedBytes: upload.length), uploadThrottle)
    }

    /// The request to follow a redirect with (already under RedirectGuard's rule), or nil to stop at it.
    func redirect(_ response: HTTPURLResponse, proposed: URLRequest) -> URLRequest? {
        // Asked outside the lock: the hook is the route's code.
        guard let next = request.redirects.decide(response, proposed) else { return nil }
        state.withLock { $0.redirects += 1 }
        return next
    }

    /// The credential to answer `challenge` with: the request's, for a challenge
    /// of its scheme on its own origin, the first time only (a second is a refusal).
    func credential(answering challenge: URLAuthenticationChallenge, at url: URL?) -> HTTPCredential? {
        guard challenge.previousFailureCount == 0, let url, let credential = request.credential(for: url) else { return nil }
        let method = challenge.protectionSpace.authenticationMethod
        switch credential.scheme {
        case .basic: return nil  // sent up front already: a challenge means it was refused
        case .digest: return method == NSURLAuthenticationMethodHTTPDigest ? credential : nil
        case .any: return [NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodDefault]
            .contains(method) ? credential : nil
        }
    }

    /// A 401 asking for Digest that the request's credential would have answered,
    /// had FoundationNetworking passed the challenge on (it passes Basic only).
    private func isUnansweredDigest(_ response: HTTPURLResponse) -> Bool {
        guard response.statusCode == 401, let url = response.url, request.credential(for: url) != nil,
              let challenge = response.value(forHTTPHeaderField: "WWW-Authenticate") else { return false }
        return challenge.lowercased().hasPrefix("digest")
    }

    func refuse(_ failure: HTTPURLResponse) {
        state.withLock { $0.refused = failure }
    }

    /// The task ended: answers with what arrived, unless answered already.
    func complete(_ error: (any Error)?) {
        let taken = state.withLock { state -> (HTTPURLResponse?, Data, HTTPURLResponse?, DownloadFile?, TransferMetrics)? in
            guard !state.finished else { return nil }
            state.finished = true
            defer {
                state.body = Data()
                state.file = nil
            }
            return (state.response, state.body, state.refused, state.file, metrics(of: state))
        }
        guard let (response, body, refused, file, metrics) = taken else { return }
        if let error {
            file?.discard()
            // A challenge we turned down: its 401 is the answer, not a cancellation.
            if let refused { return completion(.success(TransportResponse(response: refused, data: body, metrics: metrics))) }
            let failure = error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])
            return completion(.failure(Self.namingTLSFailure(failure).attaching(metrics)))
        }
        guard let response else { return completion(.failure(URLError(.badServerResponse).attaching(metrics))) }
        if isUnansweredDigest(response) { return completion(.failure(URLSessionTransport.digestUnsupported(response.url))) }
        guard let file else { return completion(.success(TransportResponse(response: response, data: body, metrics: metrics))) }
        completion(Result { () throws(URLError) in
            TransportResponse(response: response, data: Data(), fileURL: try file.commit(), metrics: metrics)
        })
    }

    /// Answers with `failure` now; what the task does after is ignored.
    private func fail(_ failure: URLError) -> Bool {
        let file = state.withLock { state -> DownloadFile?? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.file = nil }
            return .some(state.file)
        }
        guard let file else { return false }
        file?.discard()
        completion(.failure(failure))
        return false
    }

    private func metrics(of state: State) -> TransferMetrics {
        let seconds = { (instant: UInt64) in TimeInterval(instant &- self.started) / 1e9 }
        let direct = state.redirects == 0
        let encoding = (state.response?.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased()
        let sent = request.transfer.upload?.length ?? Int64(request.request.httpBody?.count ?? 0)
        return TransferMetrics(
            firstByte: state.headArrived.map(seconds),
            total: seconds(DispatchTime.now().uptimeNanoseconds),
            bytesSent: direct && state.response != nil ? max(state.bytesSent, sent) : nil,
            bytesReceived: direct && encoding == "identity" && state.response != nil ? state.bytesReceived : nil,
            redirectCount: state.redirects)
    }

    private func report(_ progress: TransferProgress, _ throttle: ProgressThrottle) {
        guard let handler = request.transfer.progress, throttle.admit(progress) else { return }
        handler(progress)
    }

    /// FoundationNetworking reports a TLS failure as `unknown` with libcurl's
    /// sentence: the failure it names goes in the userInfo, as CurlTransport puts it.
    static func namingTLSFailure(_ error: URLError) -> URLError {
        guard [.unknown, .secureConnectionFailed].contains(error.code), error.failingURL?.scheme?.lowercased() == "https",
              let failure = TLSFailure.named(by: error.localizedDescription) else { return error }
        var userInfo = error.userInfo
        userInfo[TransportErrorKey.tlsFailure] = failure
        return URLError(error.code, userInfo: userInfo)
    }

    static func oversize(_ bytes: Int64, limit: Int64, url: URL?) -> URLError {
        var userInfo: [String: Any] = [
            TransportErrorKey.bodyBytes: bytes, TransportErrorKey.bodyLimit: limit,
            NSLocalizedDescriptionKey: "the body passed \(limit) bytes",
        ]
        if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
        return URLError(.dataLengthExceedsMaximum, userInfo: userInfo)
    }
}
