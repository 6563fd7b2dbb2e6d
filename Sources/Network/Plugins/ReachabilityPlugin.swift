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
        case .success: relay.accept(true)
        case .failure(let error) where error.isConnectivity: relay.accept(false)
        case .failure(.cancelled), .failure(.invalidRequest): break
        case .failure: relay.accept(true)
        }
        return result
    }
}
