import Synchronization

/// Holds one disposable at a time: setting a new one disposes the old one.
public final class SerialDisposable: Cancelable {
    private let state = SanitizerVisibleMutex<(current: Disposable?, disposed: Bool)>((nil, false))

    /// A holder with nothing in it.
    public init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The disposable held now; setting one disposes the one before, or, once the holder is
    /// disposed, the new one.
    public var disposable: Disposable? {
        get { state.withLock { $0.current } }
        set {
            // Swapped in place: the one to dispose is the old one, or the new one once
            // the holder is disposed. Each copy of an optional existential goes through
            // its value witnesses, and the attempt timer of every request comes here.
            var outgoing = newValue
            state.withLock { state in
                if !state.disposed { swap(&state.current, &outgoing) }
            }
            outgoing?.dispose()
        }
    }

    /// Disposes what it holds, and anything set later.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.disposed else { return nil }
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}

/// Holds one disposable that arrives later than the owner needs a handle to it;
/// disposed before it arrives means it is disposed on arrival.
public final class SingleAssignmentDisposable: Cancelable {
    private let state = SanitizerVisibleMutex<(current: Disposable?, disposed: Bool)>((nil, false))

    /// A holder waiting for its one disposable.
    public init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Holds `disposable`, disposing it at once if the holder already was; set it once only.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.disposed { return true }
            precondition(state.current == nil, "SingleAssignmentDisposable assigned twice")
            state.current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes what it holds, or what it will be given.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.disposed else { return nil }
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
