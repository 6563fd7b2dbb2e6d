import Reactive

/// Whether the server answered the last request that ended: false when it
/// could not be reached (no connection, a timeout), true when it answered
/// anything at all, an error included. A cancelled request, or one never
/// sent, says nothing. An app's "offline" watches `isReachable`.
public final class ReachabilityPlugin: NetworkPlugin {
    private let relay = BehaviorRelay<Bool?>(value: nil)

    /// A plugin that has heard of no request yet (`isReachable` is nil until one ends).
    public init() {}

    /// Each change of the server's reachability, from the first request that ended.
    public var isReachable: Observable<Bool> { relay.asObservable().compactMap { $0 }.distinctUntilChanged() }

    public func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
        switch result {
        case .success: note(true)
        case .failure(let error) where error.isConnectivity: note(false)
        case .failure(.cancelled), .failure(.invalidRequest): break
        case .failure: note(true)
        }
        return result
    }

    /// Publishes only a change: nearly every request finds the server as the last one did,
    /// and watchers see only changes anyway. Read from the relay itself, so a change two
    /// requests published out of order is set right by the next request.
    private func note(_ reachable: Bool) {
        if relay.value != reachable { relay.accept(reachable) }
    }
}
