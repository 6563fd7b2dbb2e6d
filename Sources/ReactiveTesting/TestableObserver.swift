import Reactive
import Synchronization

/// Records every event it receives with the virtual time it arrived at: what
/// `TestScheduler.start(create:)` returns, or `record(on:)` subscribes now.
public final class TestableObserver<Element: Sendable>: ObserverType {
    private let scheduler: TestScheduler
    private let recorded = SanitizerVisibleMutex<[Recorded<Event<Element>>]>([])
    private let subscription = HeldSubscription()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event with its tick, in order.
    public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

    /// Just the elements, for tests that do not care when they came.
    public var elements: [Element] { events.compactMap { $0.value.element } }

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }

    /// Ends the subscription `record(on:)` made; later events are not recorded.
    public func dispose() { subscription.dispose() }

    func hold(_ disposable: Disposable) { subscription.hold(disposable) }
}
