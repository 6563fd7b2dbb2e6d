import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns routes into streams of `NetworkResult<T>`: builds the request for
/// the host, runs it through the plugins, a stub or URLSession, retry and
/// token refresh, validates and decodes. Streams are cold; disposing one
/// cancels its URL task.
public final class NetworkClient: Sendable {
    /// The host every route goes to (unless the route names an absolute URL).
    public let host: APIHost
    /// Counts the attempts in flight (`inFlight`).
    public let activity = ActivityPlugin()
    /// Publishes each session that ends (`sessionExpired`).
    public let sessionExpiry = SessionExpiryPlugin()
    /// Whether the server answered the last request: what "offline" means.
    public let reachability = ReachabilityPlugin()
    /// The last attempts sent, in memory: what an app shows of the request
    /// behind an error and lists as recent requests.
    public let journal = RequestJournal()
    /// The offline cache; nil with `--no-cache`.
    public let cache: OfflineCache?
    /// The cookie jar; nil unless configured, and then emptied at sign-out.
    public let cookieStore: CookieStore?

    let plugins: PluginChain
    let scheduler: any SchedulerType
    let cacheScheduler: any ImmediateSchedulerType
    let maximumBodyBytes: Int64
    let timeouts: Timeouts
    let registry = RequestRegistry()
    /// Every request's deadlines, on one timer of `scheduler`.
    let deadlines: RequestDeadlines
    /// How requests carry credentials; none unless configured.
    public let authenticator: any Authenticator
    /// Where error answers keep their message.
    public let errorMessages: any ErrorMessageReader
    let refreshes = RefreshCoordinator()
    /// The configuration's decoder, for routes that name none.
    let decoder: any BodyDecoder
    /// The configuration's default headers, merged once for every request.
    private let defaultHeaders: HeaderMerge
    private let realTransport: any Transport
    private let stubBehavior: @Sendable (any Route) -> StubBehavior
    private let sampleResponse: @Sendable (any Route) -> SampleResponse
    private let cacheableBodyFilter: (@Sendable (any Route, Data) -> Data)?
    /// HTTP authentication for the host's own origin (`NetworkConfiguration.credential`).
    private let credential: HTTPCredential?

    /// A client as `configuration` describes it; the built-in plugins (activity, session
    /// expiry, the request log) come before the configuration's own.
    public init(configuration: NetworkConfiguration) {
        host = configuration.host
        cache = configuration.cache
        cookieStore = configuration.cookieStore
        authenticator = configuration.authenticator
        errorMessages = configuration.errorMessages
        decoder = configuration.decoder
        scheduler = configuration.scheduler
        deadlines = RequestDeadlines(scheduler: configuration.scheduler)
        cacheScheduler = configuration.cacheScheduler
        maximumBodyBytes = configuration.maximumBodyBytes
        timeouts = configuration.timeouts
        defaultHeaders = HeaderMerge(configuration.defaultHeaders)
        stubBehavior = configuration.stubBehavior
        sampleResponse = configuration.sampleResponse
        cacheableBodyFilter = configuration.cacheableBodyFilter
        credential = configuration.credential
        realTransport = configuration.makeTransport()
        var plugins: [any NetworkPlugin] = [activity, sessionExpiry, reachability, journal]
        if let logPath = configuration.logPath { plugins.append(RequestLogPlugin(path: logPath)) }
        self.plugins = PluginChain(plugins + configuration.plugins)
    }

    // MARK: Streams

    /// The decoded value of a route, or the reason there is none; then completion.
    public func request<T: Decodable & Sendable>(
        _ route: any Route, as type: T.Type = T.self, id: RequestID? = nil
    ) -> Observable<NetworkResult<T>> {
        let decoder = route.bodyDecoder ?? self.decoder
        return results(of: route, id: id) { response in
            switch ResponseDecoder.decode(T.self, from: response, decoder: decoder) {
            case .success(let value): return .value(value)
            case .failure(let error): return .error(error)
            }
        }
    }

    /// A response's body as `T`, the way `request(_:as:)` decodes it: with
    /// `decoder` (the client's unless given), naming the type and field when it does not fit.
    public func decode<T: Decodable>(_ type: T.Type, from response: TransportResponse, decoder: (any BodyDecoder)? = nil)
        -> Result<T, NetworkError> {
        ResponseDecoder.decode(T.self, from: response, decoder: decoder ?? self.decoder)
    }

    /// The validated response itself (status, headers, body).
    public func requestRaw(_ route: any Route, id: RequestID? = nil) -> Observable<NetworkResult<TransportResponse>> {
        results(of: route, id: id) { .value($0) }
    }

    /// The route's one result, a response made into a value by `transform` in the
    /// completion itself: a `map` after the stream would put another sink and
    /// subscription between the answer and its subscriber for each request.
    private func results<T: Sendable>(
        of route: any Route, id: RequestID?, _ transform: @escaping @Sendable (TransportResponse) -> NetworkResult<T>
    ) -> Observable<NetworkResult<T>> {
        Observable.create { [self] observer in
            let operation = perform(route, id: id ?? .generate()) { result in
                switch result {
                case .success(let response): observer.onNext(transform(response))
                case .failure(let error): observer.onNext(.error(error))
                }
                observer.onCompleted()
            }
            return operation
        }
    }

    /// The decoded value, for async code; cancelling the task cancels the request.
    public func value<T: Decodable & Sendable>(_ route: any Route, as type: T.Type = T.self, id: RequestID? = nil) async throws(NetworkError) -> T {
        let waiter = ResultWaiter<T>()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.start(continuation, subscription: request(route, as: T.self, id: id).subscribe(onNext: { waiter.resume($0) }))
            }
        } onCancel: {
            waiter.cancel()
        }
        return try result.get()
    }

    /// Starts `route` through its pipeline. `extraHeaders` go on after the
    /// plugins (the cache's conditional headers); `prepared` is the first
    /// attempt's request when the cache already built it for its key, so the
    /// plugins prepare each attempt once.
    @discardableResult
    func perform(
        _ route: any Route, id: RequestID, extraHeaders: [String: String] = [:], registered: Bool = true,
        prepared: URLRequest? = nil, transfer: TransferOptions = TransferOptions(),
        completion: @escaping RequestOperation.Completion
    ) -> RequestOperation {
        let pipeline = pipeline(for: route, extraHeaders: extraHeaders, prepared: prepared, transfer: transfer, registered: registered)
        let operation = RequestOperation(id: id, pipeline: pipeline, completion: filteringCacheable(route, completion))
        pipeline.registry?.add(operation)
        operation.start()
        return operation
    }

    func pipeline(
        for route: any Route, extraHeaders: [String: String], prepared: URLRequest?, transfer: TransferOptions, registered: Bool
    ) -> RequestPipeline {
        let first = SanitizerVisibleMutex(prepared)
        let transport = transport(for: route)
        return RequestPipeline(
            route: route,
            prepare: { [self] () throws(NetworkError) -> URLRequest in
                let early = first.withLock { request in
                    defer { request = nil }
                    return request
                }
                var request: URLRequest
                if let early { request = early } else { request = try prepareRequest(for: route) }
                for (name, value) in extraHeaders { request.setValue(value, forHTTPHeaderField: name) }
                // The body first: it is nil for nearly every request, and the method is the route's `relation`, computed.
                if request.httpBody?.isEmpty == false, !route.method.allowsBody {
                    throw .invalidRequest(.bodyNotAllowed(method: route.method.rawValue))
                }
                return request
            },
            transport: transport,
            transfer: transfer,
            plugins: plugins,
            authenticator: authenticator,
            messages: errorMessages,
            refresh: { [self] request, completion in refreshes.refresh(after: request, client: self, completion: completion) },
            signOut: { [self] in authenticator.signOut(client: self) },
            retry: { [self] attempt, error, decided in route.retrier.retry(attempt, for: self, dueTo: error, completion: decided) },
            maximumBodyBytes: maximumBodyBytes,
            credential: credential(for: route),
            revalidatesCache: extraHeaders.keys.contains { ["if-none-match", "if-modified-since"].contains($0.lowercased()) },
            attemptTimeout: route.timeout ?? timeouts.request,
            retryBudget: route.retryBudget ?? timeouts.retryBudget,
            // A class check, not a cast to a protocol: a process's first such cast scans every conformance.
            transportTimesTransfers: transport is CurlTransport,
            scheduler: scheduler,
            deadlines: deadlines,
            registry: registered ? registry : nil
        )
    }

    /// `completion` behind the configuration's `cacheableBodyFilter`, for a route the cache may keep.
    private func filteringCacheable(_ route: any Route, _ completion: @escaping RequestOperation.Completion)
        -> RequestOperation.Completion {
        guard let filter = cacheableBodyFilter, route.cachePolicy != .networkOnly else { return completion }
        return { result in
            guard case .success(let response) = result, (200..<300).contains(response.status), !response.data.isEmpty else {
                return completion(result)
            }
            completion(.success(response.replacing(data: filter(route, response.data), fileURL: response.fileURL,
                                                   metrics: response.metrics)))
        }
    }

    /// Sends `route` once through the pipeline, outside the registry, for an
    /// authenticator's refresh: `pauseAll` must not pause it, or a request
    /// resumed on its own would wait for ever on a refresh nobody resumes.
    public func send(_ route: any Route, completion: @escaping @Sendable (Result<TransportResponse, NetworkError>) -> Void) {
        perform(route, id: RequestID.generate(), registered: false, completion: completion)
    }

    // MARK: Building and sending

    /// The route's request with every header on it (defaults, the route's, Basic
    /// credentials, the authenticator's and the plugins'), made once; then the
    /// authenticator and plugins that change the request itself.
    func prepareRequest(for route: any Route) throws(NetworkError) -> URLRequest {
        var parts = try route.requestParts(for: host, defaultHeaders: defaultHeaders)
        // Basic goes up front; a challenge's answer is the transport's (TransportRequest.credential).
        if let credential = credential(for: route), credential.scheme == .basic, parts.fields.value("Authorization") == nil {
            parts.fields.set("Authorization", credential.basicAuthorization)
        }
        parts.fields.add(authenticator.headers(for: route, to: parts.url, client: self))
        for plugin in plugins.preparing { parts.fields.add(plugin.headers(for: route, to: parts.url)) }
        var request = parts.urlRequest
        request = authenticator.authenticate(request, for: route, client: self)
        for plugin in plugins.preparing { request = plugin.prepare(request, for: route) }
        return request
    }

    /// The route's own credential, else the client's for a route on the host's origin.
    func credential(for route: any Route) -> HTTPCredential? {
        if let own = route.credential { return own }
        guard let credential else { return nil }
        let url = route.absoluteURL ?? host.url(for: route.path)
        return APIHost.origin(of: url) == host.origin ? credential : nil
    }

    func transport(for route: any Route) -> any Transport {
        let behavior = stubBehavior(route)
        let sampleResponse = self.sampleResponse
        let base: any Transport = behavior == .never
            ? realTransport : StubTransport(sample: { sampleResponse(route) }, behavior: behavior, scheduler: scheduler)
        // Most routes follow redirects and most clients keep no cookies: nothing to wrap.
        if case .follow = route.redirectPolicy, cookieStore == nil { return base }
        return RouteTransport(base: base, redirectPolicy: route.redirectPolicy, cookies: cookieStore)
    }

    // MARK: Requests in flight

    /// The requests in flight, waiting to retry, refreshing or paused (not streams).
    public var pending: [PendingRequest] { registry.pending }
    /// Ends the request named `id` with `cancelled`.
    public func cancel(_ id: RequestID) { registry.operation(id)?.cancel() }
    /// Pauses the request named `id`: its attempt is stopped and `resume` sends it again
    /// (a POST already on the wire is left to finish).
    public func pause(_ id: RequestID) { registry.operation(id)?.pause() }
    /// Sends a paused request again; its stream gets the answer.
    public func resume(_ id: RequestID) { registry.operation(id)?.resume() }
    /// Cancels every pending request.
    public func cancelAll() { registry.all.forEach { $0.cancel() } }
    /// Pauses every pending request (when the app is suspended, say).
    public func pauseAll() { registry.all.forEach { $0.pause() } }
    /// Sends every paused request again.
    public func resumeAll() { registry.all.forEach { $0.resume() } }

    /// Attempts in flight, for a spinner.
    public var inFlight: Observable<Int> { activity.inFlight }
    /// Whether the server answered the last request, each time that changes.
    public var isReachable: Observable<Bool> { reachability.isReachable }
    /// The error each time a request finds the session over.
    public var sessionExpired: Observable<NetworkError> { sessionExpiry.sessionExpired }

    // MARK: Session

    /// Forgets the credentials (the authenticator's sign-out) and the rows
    /// their owner cached from this host.
    ///
    /// The credentials go at once. With `inBackground`, the cached rows go on
    /// the cache scheduler, so a caller on the main queue never waits on the
    /// cache file; they are the signed-out owner's rows whoever signs in next.
    public func signOut(inBackground: Bool = false) {
        let owner = authenticator.cacheOwner
        authenticator.signOut(client: self)
        cookieStore?.removeAll()
        guard owner != NoAuthentication.owner, let cache else { return }
        let origin = host.origin
        let remove: @Sendable () -> Void = { cache.removeAll(origin: origin, user: owner) }
        if inBackground {
            _ = cacheScheduler.schedule(remove)
        } else {
            remove()
        }
    }
}

/// Bridges one request to a continuation: resumed exactly once, with the
/// result or with `cancelled` when the task is cancelled first.
private final class ResultWaiter<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<NetworkResult<T>, Never>?
        var subscription: Disposable?
        var outcome: NetworkResult<T>?
    }

    private let state = SanitizerVisibleMutex(State())

    func start(_ continuation: CheckedContinuation<NetworkResult<T>, Never>, subscription: Disposable) {
        let early = state.withLock { state -> NetworkResult<T>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            state.subscription = subscription
            return nil
        }
        if let early {
            subscription.dispose()
            continuation.resume(returning: early)
        }
    }

    func resume(_ result: NetworkResult<T>) {
        let continuation = state.withLock { state -> CheckedContinuation<NetworkResult<T>, Never>? in
            guard state.outcome == nil else { return nil }
            state.outcome = result
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: result)
    }

    func cancel() {
        let subscription = state.withLock { $0.subscription }
        resume(.error(.cancelled))
        subscription?.dispose()
    }
}
