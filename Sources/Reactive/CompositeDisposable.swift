import Synchronization

/// A group of disposables disposed together. One added after the group was
/// disposed is disposed at once, so no work outlives its owner.
public final class CompositeDisposable: Cancelable {
    /// Names one disposable in the group, to remove it again.
    public struct Key: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private struct State {
        var items: [UInt64: Disposable]? = [:]
        var nextKey: UInt64 = 0
    }

    private let state = SanitizerVisibleMutex(State())

    /// An empty group.
    public init() {}

    /// A group holding `disposables`.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                state.items![state.nextKey] = disposable
                state.nextKey += 1
            }
        }
    }

    /// A group holding the disposables given.
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool { state.withLock { $0.items == nil } }

    /// How many disposables it holds.
    public var count: Int { state.withLock { $0.items?.count ?? 0 } }

    /// Adds a disposable; returns nil (and disposes it) when the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> Key? {
        let key = state.withLock { state -> UInt64? in
            guard state.items != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.items![key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return Key(value: key)
    }

    /// Removes and disposes the disposable stored under `key`.
    public func remove(for key: Key) {
        let removed = state.withLock { $0.items?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, once; any added later is disposed on arrival.
    public func dispose() {
        let items = state.withLock { state -> [UInt64: Disposable]? in
            defer { state.items = nil }
            return state.items
        }
        guard let items else { return }
        for key in items.keys.sorted() { items[key]!.dispose() }
    }
}
