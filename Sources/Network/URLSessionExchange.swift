import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession task's answer as it arrives through the session's delegate:
/// the body kept in memory up to the limit, or written to the download file,
/// progress reported, and the completion called exactly once. Delegate calls
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
    }

    private let request: TransportRequest
    private let memoryLimit: Int64?
    private let completion: Completion
    private let uploadThrottle = ProgressThrottle()
    private let downloadThrottle = ProgressThrottle()
    private let state = Mutex(State())

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
        let limit = toFile ? request.transfer.maximumBodyBytes : memoryLimit
        if let limit, expected > limit {
            return fail(Self.oversize(expected, limit: limit, url: response.url))
        }
        let opened = state.withLock { state -> URLError? in
            state.response = response
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
        let outcome = state.withLock { state -> (progress: TransferProgress?, failure: URLError?) in
            guard !state.finished else { return (nil, nil) }
            if let file = state.file {
                let written: Int64
                do throws(URLError) {
                    written = try file.write(data)
                } catch {
                    return (nil, error)
                }
                if let limit = request.transfer.maximumBodyBytes, written > limit {
                    return (nil, Self.oversize(written, limit: limit, url: state.response?.url))
                }
                let expected = state.response?.expectedContentLength
                return (TransferProgress(direction: .download, completedBytes: written, expectedBytes: expected), nil)
            }
            let total = Int64(state.body.count) + Int64(data.count)
            if let limit = memoryLimit, total > limit {
                return (nil, Self.oversize(total, limit: limit, url: state.response?.url))
            }
            state.body.append(data)
            return (nil, nil)
        }
        if let failure = outcome.failure { return fail(failure) }
        if let progress = outcome.progress { report(progress, downloadThrottle) }
        return true
    }

    func sent(_ total: Int64) {
        guard request.transfer.progress != nil, let upload = request.transfer.upload else { return }
        report(TransferProgress(direction: .upload, completedBytes: total, expectedBytes: upload.length), uploadThrottle)
    }

    func refuse(_ failure: HTTPURLResponse) {
        state.withLock { $0.refused = failure }
    }

    /// The task ended: answers with what arrived, unless answered already.
    func complete(_ error: (any Error)?) {
        let taken = state.withLock { state -> (HTTPURLResponse?, Data, HTTPURLResponse?, DownloadFile?)? in
            guard !state.finished else { return nil }
            state.finished = true
            defer {
                state.body = Data()
                state.file = nil
            }
            return (state.response, state.body, state.refused, state.file)
        }
        guard let (response, body, refused, file) = taken else { return }
        if let error {
            file?.discard()
            // A challenge we turned down: its 401 is the answer, not a cancellation.
            if let refused { return completion(.success(TransportResponse(response: refused, data: body))) }
            return completion(.failure(error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])))
        }
        guard let response else { return completion(.failure(URLError(.badServerResponse))) }
        guard let file else { return completion(.success(TransportResponse(response: response, data: body))) }
        completion(Result { () throws(URLError) in TransportResponse(response: response, data: Data(), fileURL: try file.commit()) })
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

    private func report(_ progress: TransferProgress, _ throttle: ProgressThrottle) {
        guard let handler = request.transfer.progress, throttle.admit(progress) else { return }
        handler(progress)
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
