/// One observer of a subject. A class, so a snapshot can hold it without
/// counting references and delivery can borrow it.
@usableFromInline
final class ObserverEntry<Element: Sendable>: Sendable {
    @usableFromInline let key: UInt64
    @usableFromInline let observer: AnyObserver<Element>

    @inlinable init(key: UInt64, observer: AnyObserver<Element>) {
        self.key = key
        self.observer = observer
    }
}

/// The observers a subject delivers to, as the deliverer last copied them.
/// Immutable, and it owns its entries by hand, so sending borrows each one
/// without a retain and release per event.
@usableFromInline
final class ObserverSnapshot<Element: Sendable> {
    @usableFromInline let entries: [Unmanaged<ObserverEntry<Element>>]

    @inlinable init(_ entries: [ObserverEntry<Element>]) {
        self.entries = entries.map { Unmanaged.passRetained($0) }
    }

    deinit {
        for entry in entries { entry.release() }
    }

    @inlinable @inline(__always)
    func send(_ event: Event<Element>) {
        var index = 0
        let count = entries.count
        while index < count {
            entries[index]._withUnsafeGuaranteedRef { $0.observer.on(event) }
            index += 1
        }
    }
}
