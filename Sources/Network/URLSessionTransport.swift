import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one file that owns URLSession: its configuration, its tasks, and the
/// redirect rule that keeps a token on the host it belongs to.
public final class URLSessionTransport: Transport {
    public static let defaultMaximumConnectionsPerHost = 6

    public let session: URLSession
    private let delegate = SessionDelegate()

    public init(
        timeouts: Timeouts = .default,
        maximumConnectionsPerHost: Int = URLSessionTransport.defaultMaximumConnectionsPerHost,
        protocolClasses: [AnyClass] = []
    ) {
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
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        // The last reference often goes inside one of this session's own callbacks, on
        // its work queue, where invalidateAndCancel()'s workQueue.sync traps; so hop off.
        let session = self.session
        DispatchQueue.global().async { session.invalidateAndCancel() }
    }

    public func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        send(request, redirects: .follow, completion: completion)
    }

    public func send(
        _ request: URLRequest, redirects: RedirectHook,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let delegate = self.delegate
        let taskID = Mutex<Int?>(nil)
        let task = session.dataTask(with: request) { data, response, error in
            let id = taskID.withLock { $0 }
            if let error {
                // A challenge we turned down: its 401 is the answer, not a cancellation.
                if let id, let refused = delegate.takeRefusedChallenge(for: id) {
                    let metrics = delegate.exchanges.finish(id, request: request, response: refused, body: data)
                    completion(.success(TransportResponse(response: refused, data: data ?? Data(), metrics: metrics)))
                    return
                }
                let metrics = delegate.exchanges.finish(id, request: request, response: nil, body: nil)
                completion(.failure((error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])).attaching(metrics)))
            } else if let response = response as? HTTPURLResponse {
                let metrics = delegate.exchanges.finish(id, request: request, response: response, body: data)
                completion(.success(TransportResponse(response: response, data: data ?? Data(), metrics: metrics)))
            } else {
                _ = delegate.exchanges.finish(id, request: request, response: nil, body: nil)
                completion(.failure(URLError(.badServerResponse)))
            }
        }
        taskID.withLock { $0 = task.taskIdentifier }
        delegate.exchanges.begin(task.taskIdentifier, hook: redirects)
        task.resume()
        return URLSessionTaskHandle(task: task)
    }
}

/// URLSessionTask is not marked Sendable on Linux, so it is kept behind a lock.
private final class URLSessionTaskHandle: TransportTask {
    private let task: Mutex<URLSessionTask>

    init(task: sending URLSessionTask) {
        self.task = Mutex(task)
    }

    func cancel() { task.withLock { $0.cancel() } }
}

/// URLSession's callbacks: redirects keep credentials on their origin and are
/// followed as each request's hook decides, and
/// an authentication challenge is answered with its own 401. FoundationNetworking
/// otherwise waits on a `WWW-Authenticate` challenge for ever — no timeout
/// ends it — and `.useCredential` with no credential crashes it.
final class SessionDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    /// The 401 of each challenge turned down, by task, until its completion takes it.
    private let refused = Mutex<[Int: HTTPURLResponse]>([:])
    let exchanges = URLSessionExchanges()

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let guarded = RedirectGuard.redirected(request, from: task.originalRequest?.url)
        completionHandler(exchanges.redirect(task.taskIdentifier, response: response, proposed: guarded))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // Credentials are the app's to send (its authenticator); the challenge's
        // response goes back to it as the answer.
        if let failure = challenge.failureResponse as? HTTPURLResponse {
            let id = task.taskIdentifier
            refused.withLock { $0[id] = failure }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func takeRefusedChallenge(for taskID: Int) -> HTTPURLResponse? {
        refused.withLock { $0.removeValue(forKey: taskID) }
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
