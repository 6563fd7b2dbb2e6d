import Reactive

/// Publishes the error when a request ends with the session over, so the app
/// can send the person back to the login screen with the reason.
public final class SessionExpiryPlugin: NetworkPlugin {
    private let relay = PublishRelay<NetworkError>()

    /// A plugin nobody has heard from yet.
    public init() {}

    /// Each `unauthorized` error that ends a request, as it happens.
    public var sessionExpired: Observable<NetworkError> { relay.asObservable() }

    /// Publishes an `unauthorized` result, and passes every result on unchanged.
    public func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
        if case .failure(let error) = result, case .unauthorized = error {
            relay.accept(error)
        }
        return result
    }
}
