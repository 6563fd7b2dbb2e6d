import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one file that owns URLSession: its configuration, its tasks, and the
/// redirect rule that keeps a token on the host it belongs to. Every task
/// answers through the session's delegate, so a body is limited as it
/// arrives, a download goes to its file, and progress is heard.
public final class URLSessionTransport: Transport {
    public static let defaultMaximumConnectionsPerHost = 6

    public let session: URLSession
    private let delegate = SessionDelegate()
    private let maximumBodyBytes: Int64?

    /// A body kept in memory past `maximumBodyBytes` ends the request with
    /// `dataLengthExceedsMaximum` as soon as it passes, as in CurlTransport.
    public init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        protocolClasses: [AnyClass] = [],
        maximumBodyBytes: Int64? = nil
    ) {
        self.maximumBodyBytes = maximumBodyBytes
        let configuration = URLSessionConfiguration.ephemeral
        #if canImport(FoundationNetworking)
        // FoundationNetworking counts these in whole seconds, truncating: 0.5 s would be
        // 0, and every request would time out at once. Round up instead.
        configuration.timeoutIntervalForRequest = timeouts.request.rounded(.up)
        configuration.timeoutIntervalForResource = timeouts.resource.rounded(.up)
        #else
        configuration.timeoutIntervalForRequest = timeouts.request
        configuration.timeoutIntervalForResource = timeouts.resource
        #endif
        configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
        // We own caching and cookies: URLCache does nothing useful on Linux,
        // and a cookie jar would carry credentials between hosts.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        if !protocolClasses.isEmpty {
            configuration.protocolClasses = protocolClasses + (configuration.protocolClasses ?? [])
        }
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: URLSessionDelegateQueue())
    }

    deinit {
        // The last reference often goes inside one of this session's own callbacks, on
        // its work queue, where invalidateAndCancel()'s workQueue.sync traps; so hop off.
        let session = self.session
        DispatchQueue.global().async { session.invalidateAndCancel() }
    }

    public func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let exchange = URLSessionExchange(request: request, maximumBodyBytes: maximumBodyBytes, completion: completion)
        let task: URLSessionTask
        if let upload = request.transfer.upload {
            if let data = upload.inMemory {
                task = session.uploadTask(with: request.request, from: data)
            } else if let file = upload.wholeFile {
                task = session.uploadTask(with: request.request, fromFile: file)
            } else {
                // A form with files: read from disk as URLSession asks for more. FoundationNetworking
                // sends a stream chunked whatever Content-Length says, so saying it would contradict the framing.
                var streamed = request.request
                streamed.setValue(nil, forHTTPHeaderField: "Content-Length")
                streamed.httpBodyStream = BodyInputStream(upload)
                task = session.dataTask(with: streamed)
            }
        } else {
            // A download too: a download task is quicker, but FoundationNetworking leaves its
            // temporary file behind when it is cancelled, where no one can find it.
            task = session.dataTask(with: request.request)
        }
        let handle = URLSessionTaskHandle(task: task)
        delegate.register(exchange, handle: handle)
        handle.resume()
        return handle
    }
}

/// URLSessionTask is not marked Sendable on Linux, so it is kept behind a lock.
final class URLSessionTaskHandle: TransportTask {
    let identifier: Int
    private let task: SanitizerVisibleMutex<URLSessionTask>

    init(task: sending URLSessionTask) {
        identifier = task.taskIdentifier
        self.task = SanitizerVisibleMutex(task)
    }

    func resume() { task.withLock { $0.resume() } }

    /// Cancels from another thread, soon: `URLSessionTask.cancel()` waits for the
    /// session's thread, which may be waiting for room in the callback queue a caller
    /// runs on (`URLSessionDelegateQueue`). The task's end is reported as before.
    func cancel() {
        DispatchQueue.global().async { [self] in task.withLock { $0.cancel() } }
    }
}

/// Follows redirects, but drops credentials when one leaves the origin the
/// request was sent to: a token is sent only to the host it came from.
enum RedirectGuard {
    static func redirected(_ request: URLRequest, from original: URL?) -> URLRequest {
        guard let original, let target = request.url, APIHost.origin(of: original) != APIHost.origin(of: target) else {
            return request
        }
        var stripped = request
        for name in ["Authorization", "Cookie", "Proxy-Authorization"] {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        return stripped
    }
}
