import Synchronization

/// The guard between a producer and one observer. It enforces the grammar
/// (nothing after a terminal event, nothing after dispose) and disposes the
/// producer's work once, whichever comes first.
/// Generic over its observer, so a `subscribe(onNext:)` observer is called
/// directly, not through one more closure.
@usableFromInline
final class SubscriptionSink<Observer: ObserverType>: Cancelable, @unchecked Sendable { // `upstream` and `released` are guarded by `upstreamLock`
    @usableFromInline typealias Element = Observer.Element

    @inlinable static var active: UInt8 { 0 }
    @inlinable static var stopped: UInt8 { 1 }
    @inlinable static var disposed: UInt8 { 2 }

    @usableFromInline let state = Atomic<UInt8>(0)
    /// The producer's disposable, held inline: one allocation less per
    /// subscription than a SingleAssignmentDisposable. `released` is set once
    /// the work is ended, so a disposable that arrives later is disposed at once.
    @usableFromInline let upstreamLock = TestAndSetLock()
    /// Not an Optional: an optional existential is copied and destroyed
    /// through run-time metadata, a nop disposable is not.
    @exclusivity(unchecked) @usableFromInline var upstream: Disposable = NopDisposable()
    @exclusivity(unchecked) @usableFromInline var released = false
    /// Last, so the fields above sit at offsets unspecialised code (`dispose`
    /// through `Disposable`) knows without asking the metadata.
    @usableFromInline let observer: Observer

    @inlinable init(observer: Observer) {
        self.observer = observer
        Resources.increment()
    }

    @inlinable func run(_ producer: Observable<Element>.Producer) {
        let subscription = producer(AnyObserver(on))
        // Ended while subscribing, as `just` does: its work ends now, no
        // need to store it (`release` may be taking the slot as we read).
        if state.load(ordering: .acquiring) != Self.active {
            subscription.dispose()
            return
        }
        let disposeNow = upstreamLock.withLock { () -> Bool in
            if released { return true }
            upstream = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    @inlinable var isDisposed: Bool { state.load(ordering: .acquiring) == Self.disposed }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard state.load(ordering: .relaxed) == Self.active else { return }
            observer.on(event)
        case .error, .completed:
            guard state.compareExchange(
                expected: Self.active, desired: Self.stopped, ordering: .acquiringAndReleasing
            ).exchanged else { return }
            observer.on(event)
            release()
        }
    }

    @inlinable func dispose() {
        let previous = state.exchange(Self.disposed, ordering: .acquiringAndReleasing)
        guard previous != Self.disposed else { return }
        if previous == Self.active { release() }
    }

    /// Ends the producer's work; runs once, after a terminal event or the first dispose.
    @inlinable func release() {
        let disposable = upstreamLock.withLock { () -> Disposable in
            released = true
            defer { upstream = NopDisposable() }
            return upstream
        }
        disposable.dispose()
        Resources.decrement()
    }
}
