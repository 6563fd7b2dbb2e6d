/// One observer of a subject. A class, so a snapshot can hold it without
/// counting references and delivery can borrow it.
final class ObserverEntry<Element: Sendable>: Sendable {
    let key: UInt64
    let observer: AnyObserver<Element>

    init(key: UInt64, observer: AnyObserver<Element>) {
        self.key = key
        self.observer = observer
    }
}

/// The observers a subject delivers to, as the deliverer last copied them.
/// Immutable, and it owns its entries by hand, so sending borrows each one
/// without a retain and release per event.
final class ObserverSnapshot<Element: Sendable> {
    private let entries: [Unmanaged<ObserverEntry<Element>>]

    init(_ entries: [ObserverEntry<Element>]) {
        self.entries = entries.map { Unmanaged.passRetained($0) }
    }

    deinit {
        for entry in entries { entry.release() }
    }

    @inline(__always)
    func send(_ event: Event<Element>) {
        var index = 0
        let count = entries.count
        while index < count {
            entries[index]._withUnsafeGuaranteedRef { $0.observer.on(event) }
            index += 1
        }
    }
}
