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
    /// Six, as browsers allow.
    public static let defaultMaximumConnectionsPerHost = 6

    /// The session every request goes through; its delegate is the transport's own.
    public let session: URLSession
    private let delegate = SessionDelegate()
    private let maximumBodyBytes: Int64?
    private let hostOptions: [String: HostOptions]

    /// A body kept in memory past `maximumBodyBytes` ends the request with
    /// `dataLengthExceedsMaximum` as soon as it passes, as in CurlTransport.
    public convenience init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        protocolClasses: [AnyClass] = [],
        maximumBodyBytes: Int64? = nil
    ) {
        self.init(timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, protocolClasses: protocolClasses,
                  maximumBodyBytes: maximumBodyBytes, hostOptions: [:])
    }

    /// The same, and `hostOptions` are refused: a request to a host with any
    /// set fails before it is sent, since FoundationNetworking on Linux can
    /// honour none of them.
    public init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        protocolClasses: [AnyClass] = [],
        maximumBodyBytes: Int64? = nil,
        hostOptions: [String: HostOptions]
    ) {
        self.maximumBodyBytes = maximumBodyBytes
        self.hostOptions = Dictionary(hostOptions.filter { !$0.value.isDefault }.map { ($0.key.lowercased(), $0.value) }) { $1 }
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

    /// Sends through a task of the session, its answer heard by the delegate: a body limited as it
    /// arrives, a download to its file, progress, redirects as the hook decides. A request to a host
    /// with options URLSession cannot honour, or with a Digest credential, is refused before sending.
    public func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        // From one of this session's own callbacks (a refresh's answer restarting the requests
        // that waited for it), making and resuming a task waits for the session's thread, which
        // may itself be waiting for room in the callback queue this callback holds: start it
        // from another thread instead.
        if OperationQueue.current === session.delegateQueue {
            let deferred = URLSessionDeferredTask()
            DispatchQueue.global().async { [self] in deferred.started(start(request, completion: completion)) }
            return deferred
        }
        return start(request, completion: completion)
    }

    private func start(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        if let refusal = refusal(of: request.request.url) ?? refusal(of: request.credential, for: request.request.url) {
            completion(.failure(refusal))
            return URLSessionRefusedTask()
        }
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

extension URLSessionTransport {
    /// Why a request to `url` cannot go through URLSession: its host has options
    /// FoundationNetworking on Linux offers no way to honour.
    func refusal(of url: URL?) -> URLError? {
        guard let url, let host = url.host?.lowercased(), let options = hostOptions[host] else { return nil }
        var missing: [String] = []
        if options.unixSocketPath != nil { missing.append("a Unix domain socket") }
        if options.tls.certificateAuthorities != nil { missing.append("a CA bundle") }
        if !options.tls.pinnedPublicKeys.isEmpty { missing.append("pinned public keys") }
        if options.tls.clientCertificate != nil { missing.append("a client certificate") }
        if options.tls.minimumVersion != nil { missing.append("a minimum TLS version") }
        let feature = "URLSession on Linux cannot use " + missing.joined(separator: ", ") + " for \(host); use libcurl"
        return URLError(.unsupportedURL, userInfo: [
            NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: feature, TransportErrorKey.unsupported: feature,
        ])
    }
}

extension URLSessionTransport {
    /// FoundationNetworking on Linux hands a delegate Basic challenges only: a
    /// Digest one ends as its 401, so a credential for Digest alone is refused.
    func refusal(of credential: HTTPCredential?, for url: URL?) -> URLError? {
        guard credential?.scheme == .digest else { return nil }
        return Self.digestUnsupported(url)
    }

    static func digestUnsupported(_ url: URL?) -> URLError {
        let feature = "URLSession on Linux cannot answer a Digest challenge; use libcurl"
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: feature, TransportErrorKey.unsupported: feature]
        if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
        return URLError(.userAuthenticationRequired, userInfo: userInfo)
    }
}

/// The task of a request refused before it was sent: nothing to stop.
private struct URLSessionRefusedTask: TransportTask {
    func cancel() {}
}

/// A task started from another thread: a cancel that comes first is passed on once it starts.
private final class URLSessionDeferredTask: TransportTask {
    private enum State {
        case waiting(cancelled: Bool)
        case started(any TransportTask)
    }

    private let state = SanitizerVisibleMutex(State.waiting(cancelled: false))

    func started(_ task: any TransportTask) {
        let cancelled = state.withLock { state in
            defer { state = .started(task) }
            if case .waiting(let cancelled) = state { return cancelled }
            return false
        }
        if cancelled { task.cancel() }
    }

    func cancel() {
        let task: (any TransportTask)? = state.withLock { state in
            switch state {
            case .waiting: state = .waiting(cancelled: true); return nil
            case .started(let task): return task
            }
        }
        task?.cancel()
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
