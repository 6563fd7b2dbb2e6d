import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkClient {
    /// A route's value through the offline cache, as its policy says:
    /// - cache then network: the cached value at once, then the network's —
    ///   unless it is the same body (or a 304), when nothing more comes;
    /// - network else cache: the network's, or the cached one if the network fails;
    /// - network only: the network's.
    /// When the network fails behind a cached value, the cached value comes
    /// again marked offline, instead of an error.
    /// The cache is read, the cached value emitted and the request sent on the
    /// configuration's cache scheduler: never on the subscribing thread.
    /// `cacheGroup` labels the stored row with the caller's collection ("orders"),
    /// an opaque name for `OfflineCache.statistics()` and `removeCached(group:)`.
    public func requestSourced<T: Decodable & Sendable>(
        _ route: any Route, as type: T.Type = T.self, id: RequestID? = nil, cacheGroup: String? = nil
    ) -> Observable<SourcedResult<T>> {
        guard let cache, route.method == .get, route.cachePolicy != .networkOnly else {
            return request(route, as: T.self, id: id).map { SourcedResult($0, source: .network) }
        }
        return Observable.create { [self] observer in
            let lookup = SingleAssignmentDisposable()
            let operation = SingleAssignmentDisposable()
            lookup.setDisposable(cacheScheduler.schedule {
                // A scheduler may not skip a disposed action, and a dispose can land as it starts.
                guard !operation.isDisposed else { return }
                let sent = self.startSourced(route, as: T.self, id: id, group: cacheGroup, cache: cache, observer: observer,
                                             cancelled: operation)
                operation.setDisposable(sent)
            })
            return Disposables.create(lookup, operation)
        }
    }

    /// The cached value, then the request: runs on the cache scheduler. `cancelled`
    /// is checked after the lookup, which may have waited long on a busy file.
    private func startSourced<T: Decodable & Sendable>(
        _ route: any Route, as type: T.Type, id: RequestID?, group: String?, cache: OfflineCache,
        observer: AnyObserver<SourcedResult<T>>, cancelled: some Cancelable
    ) -> Disposable {
        let request: URLRequest
        do throws(NetworkError) {
            request = try prepareRequest(for: route)
        } catch {
            observer.onNext(SourcedResult(.error(error), source: .network))
            observer.onCompleted()
            return Disposables.create()
        }
        let key = CacheKey(request: request, user: cacheUser)
        let decoder = route.bodyDecoder ?? self.decoder
        let cached = cache.lookup(key).flatMap { entry -> (entry: CachedResponse, value: T)? in
            guard let value = try? decodeCached(entry, for: request, as: T.self, decoder: decoder).get() else { return nil }
            return (entry, value)
        }
        guard !cancelled.isDisposed else { return Disposables.create() }
        let emittedCached = route.cachePolicy == .cacheThenNetwork && cached != nil
        if emittedCached, let cached {
            observer.onNext(SourcedResult(.value(cached.value), source: .cache(storedAt: cached.entry.storedAt, offline: false)))
        }
        let id = id ?? .generate()
        let operation = perform(route, id: id, extraHeaders: Self.conditionalHeaders(for: cached?.entry),
                                prepared: request) { result in
            switch result {
            case .success(let response):
                if let outcome = self.settle(response, key: key, group: group, cached: cached, emittedCached: emittedCached,
                                             decoder: decoder) {
                    observer.onNext(outcome)
                }
            case .failure(let error):
                if Self.fallsBackToCache(error), let cached {
                    self.journal.noteAnsweredFromCache(id)
                    observer.onNext(SourcedResult(.value(cached.value), source: .cache(storedAt: cached.entry.storedAt, offline: true)))
                } else {
                    observer.onNext(SourcedResult(.error(error), source: .network))
                }
            }
            observer.onCompleted()
        }
        return operation
    }

    /// What a network answer means next to the cached one; nil when nothing new is to be shown.
    private func settle<T: Decodable & Sendable>(
        _ response: TransportResponse, key: CacheKey, group: String?, cached: (entry: CachedResponse, value: T)?,
        emittedCached: Bool, decoder: any BodyDecoder
    ) -> SourcedResult<T>? {
        guard let cache else { return nil }
        if response.status == 304 {
            guard let cached else {
                return SourcedResult(.error(.invalidResponse(detail: "304 without a cached copy")), source: .network)
            }
            cache.markRevalidated(key, etag: response.header("ETag"), lastModified: response.header("Last-Modified"), group: group)
            return emittedCached ? nil : SourcedResult(.value(cached.value), source: .network)
        }
        let unchanged = cached?.entry.body == response.data
        let value: T
        if unchanged, let cached, cached.entry.status == response.status {
            // The bytes the cached value was decoded from, with the same status: decoding them
            // again gives the same value. Most refreshes change nothing, so most skip a decode.
            value = cached.value
        } else {
            switch ResponseDecoder.decode(T.self, from: response, decoder: decoder) {
            case .success(let decoded): value = decoded
            case .failure(let error): return SourcedResult(.error(error), source: .network)
            }
        }
        if !Self.isStorable(response) {
            // no-store now: the copy kept from before must not be shown again either.
            if cached != nil { cache.remove(key) }
        } else if unchanged {
            cache.markRevalidated(key, etag: response.header("ETag"), lastModified: response.header("Last-Modified"), group: group)
        } else {
            cache.store(CachedResponse(
                status: response.status, headers: Self.headers(of: response.response), body: response.data,
                etag: response.header("ETag"), lastModified: response.header("Last-Modified"), storedAt: cache.now),
                for: key, group: group)
        }
        return unchanged && emittedCached ? nil : SourcedResult(.value(value), source: .network)
    }

    /// Forgets the rows of one group that whoever is signed in now cached from this
    /// host, as sign-out forgets all of theirs; "" is the rows stored without a group.
    public func removeCached(group: String) {
        cache?.removeAll(origin: host.origin, user: cacheUser, group: group)
    }

    /// Whose rows these are: the authenticator says who is signed in.
    var cacheUser: String { authenticator.cacheOwner }

    private func decodeCached<T: Decodable>(
        _ entry: CachedResponse, for request: URLRequest, as type: T.Type, decoder: any BodyDecoder
    ) -> Result<T, NetworkError> {
        guard let url = request.url else { return .failure(.invalidResponse(detail: "cached entry")) }
        // The HTTPURLResponse waits until someone asks for it: FoundationNetworking's
        // first one parses its Content-Type through NSString, 0.8 million
        // instructions of a one-shot `courier get` that shows a cached page.
        var fields = HTTPHeaderFields()
        for (name, value) in entry.headers { fields.append(name: name, value: value) }
        let response = TransportResponse(url: url, status: entry.status, version: "HTTP/1.1", fields: fields, data: entry.body)
        return ResponseDecoder.decode(T.self, from: response, decoder: decoder)
    }

    static func conditionalHeaders(for entry: CachedResponse?) -> [String: String] {
        var headers: [String: String] = [:]
        if let etag = entry?.etag { headers["If-None-Match"] = etag }
        if let lastModified = entry?.lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// Failures that mean "the network is not there right now", not "this is wrong".
    public static func fallsBackToCache(_ error: NetworkError) -> Bool {
        switch error {
        case .offline, .timedOut, .invalidResponse, .rateLimited, .notJSON: return true
        case .http(let status, _): return status >= 500
        default: return false
        }
    }

    /// 2xx, and not marked no-store.
    static func isStorable(_ response: TransportResponse) -> Bool {
        guard (200..<300).contains(response.status) else { return false }
        let control = response.header("Cache-Control")?.lowercased() ?? ""
        return !control.contains("no-store")
    }

    /// What is kept of a response's headers: all but the cookies it set, which
    /// are secrets the cookie store already has and a file on disk must not.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String, name.lowercased() != "set-cookie" { headers[name] = value }
        }
        return headers
    }
}
