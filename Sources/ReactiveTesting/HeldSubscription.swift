import Reactive

/// The subscription a recorder made for itself, kept so the recorder can end
/// it; one disposed before it arrives is disposed as soon as it does.
final class HeldSubscription: Sendable {
    private let state = SanitizerVisibleMutex<(held: Disposable?, disposed: Bool)>((nil, false))

    func hold(_ disposable: Disposable) {
        let disposed = state.withLock { state -> Bool in
            if !state.disposed { state.held = disposable }
            return state.disposed
        }
        if disposed { disposable.dispose() }
    }

    func dispose() {
        let held = state.withLock { state -> Disposable? in
            state.disposed = true
            defer { state.held = nil }
            return state.held
        }
        held?.dispose()
    }
}
