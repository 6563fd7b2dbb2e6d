import Synchronization

/// Something whose work can be stopped: a subscription, a timer, a URL task.
/// Disposing twice is harmless.
public protocol Disposable: Sendable {
    /// Stops the work; later calls do nothing.
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose` has been called.
    var isDisposed: Bool { get }
}

/// Ways to make a disposable.
public enum Disposables {
    /// A disposable that does nothing.
    @inlinable public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `action` once, on the first dispose.
    @inlinable public static func create(with action: @escaping @Sendable () -> Void) -> Cancelable {
        AnonymousDisposable(action)
    }

    /// A disposable that disposes all of the given ones together.
    public static func create(_ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }

    /// A disposable that disposes all of `disposables` together.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

@usableFromInline
struct NopDisposable: Disposable {
    static let instance = NopDisposable()
    @inlinable init() {}
    @inlinable func dispose() {}
}

@usableFromInline
final class AnonymousDisposable: Cancelable, @unchecked Sendable { // `action` is guarded by `lock`
    @usableFromInline let lock = TestAndSetLock()
    @exclusivity(unchecked) @usableFromInline var action: (@Sendable () -> Void)?

    @inlinable init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    @inlinable var isDisposed: Bool { lock.withLock { action == nil } }

    @inlinable
    func dispose() {
        let pending = lock.withLock { () -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }
}

/// A disposable that only records that it was disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed = Atomic<Bool>(false)
    /// A flag not yet set.
    public init() {}
    /// Whether `dispose` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }
    /// Sets the flag; whoever holds it checks `isDisposed` to stop.
    public func dispose() { disposed.store(true, ordering: .releasing) }
}
