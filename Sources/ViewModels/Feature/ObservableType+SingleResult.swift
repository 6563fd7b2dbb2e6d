import Network
import Reactive

extension ObservableType {
    /// A one-shot request's answer as the `Single` the network promises: one
    /// result, then completion. A result stream never fails, so that a
    /// feature's effects outlive a failed request; a broken promise (no
    /// answer, or two) is therefore an error result too, not a stream error.
    package func singleResult<Value: Sendable>() -> Single<NetworkResult<Value>> where Element == NetworkResult<Value> {
        asSingle().catch { error in .just(.error(.invalidResponse(detail: "\(error)"))) }
    }
}
