import Synchronization

/// Something whose work can be stopped: a subscription, a timer, a URL task.
/// Disposing twice is harmless.
public protocol Disposable: Sendable {
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

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
    public init() {}
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }
    public func dispose() { disposed.store(true, ordering: .releasing) }
}
