import Reactive
import Synchronization

/// Records every event it receives with the virtual time it arrived at.
public final class TestableObserver<Element: Sendable>: ObserverType {
    private let scheduler: TestScheduler
    private let recorded = SanitizerVisibleMutex<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

    /// Just the elements, for tests that do not care when they came.
    public var elements: [Element] { events.compactMap { $0.value.element } }

    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }
}
