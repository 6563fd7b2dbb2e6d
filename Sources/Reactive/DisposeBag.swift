import Synchronization

/// Owns subscriptions and disposes them all when it goes away: a view model
/// or a screen keeps one, and its bindings end with it.
public final class DisposeBag: Sendable {
    private let state = SanitizerVisibleMutex<(items: [Disposable], disposed: Bool)>(([], false))

    /// An empty bag.
    public init() {}

    /// Keeps `disposable` until the bag goes; one added after that is disposed at once.
    public func insert(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.items.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes everything held so far; the bag stays usable for new items.
    public func drain() {
        let items = state.withLock { state -> [Disposable] in
            defer { state.items = [] }
            return state.items
        }
        for item in items { item.dispose() }
    }

    deinit {
        let items = state.withLock { state -> [Disposable] in
            state.disposed = true
            return state.items
        }
        for item in items { item.dispose() }
    }
}

extension Disposable {
    /// Puts the subscription in `bag`, which disposes it when the bag goes.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
