import Foundation
import Reactive
import Synchronization

/// Time as a test counts it: whole ticks, each `resolution` seconds long.
public typealias TestTime = Int

/// A scheduler whose clock moves only when the test says so. Work scheduled
/// for the same tick runs in the order it was scheduled; nothing sleeps.
public final class TestScheduler: SchedulerType {
    /// The ticks `start(create:)` uses unless told otherwise, as in RxTest.
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created: TestTime = 100
        /// When it is subscribed: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }

    private struct Item {
        let time: TestTime
        let order: UInt64
        let action: @Sendable () -> Void
        let cancel: BooleanDisposable
    }

    private struct State {
        var clock: TestTime
        var queue: [Item] = []
        var order: UInt64 = 0
        var running = false
    }

    /// Seconds per tick: 1 by default as in RxTest; 0.001 makes a tick a millisecond.
    public let resolution: Double
    private let state: SanitizerVisibleMutex<State>

    /// A scheduler whose clock starts at `initialClock`, each tick `resolution` seconds long.
    public init(initialClock: TestTime = 0, resolution: Double = 1.0) {
        self.resolution = resolution
        self.state = SanitizerVisibleMutex(State(clock: initialClock))
    }

    /// The current tick.
    public var clock: TestTime { state.withLock { $0.clock } }

    /// The current tick as a date: `clock × resolution` seconds after 1970.
    public var now: Date { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// Converts seconds to ticks, rounding to the nearest tick.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        TestTime((interval / resolution).rounded())
    }

    /// Work for "now" runs one tick later, as in RxTest (its simulated
    /// processing delay): a loop that schedules itself for now cannot spin.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        schedule(after: 0, action)
    }

    /// Relative times at or before now land one tick later, as in RxTest; `scheduleAt` is exact.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let now = clock
        return scheduleAbsolute(at: max(now + ticks(dueTime), now + 1), action)
    }

    /// Schedules `action` at tick `time` (now, if `time` has passed).
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping @Sendable () -> Void) -> Disposable {
        scheduleAbsolute(at: time, action)
    }

    private func scheduleAbsolute(at time: TestTime, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let cancel = BooleanDisposable()
        state.withLock { state in
            let item = Item(time: max(time, state.clock), order: state.order, action: action, cancel: cancel)
            state.order += 1
            // Keep the queue sorted by (time, order); insertion from the back is the common case.
            var index = state.queue.count
            while index > 0, state.queue[index - 1].time > item.time { index -= 1 }
            state.queue.insert(item, at: index)
        }
        return cancel
    }

    /// Runs everything scheduled, moving the clock as far as the last item.
    public func start() {
        advance { _ in true }
    }

    /// Runs everything due at or before `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        advance { $0 <= time }
        state.withLock { $0.clock = max($0.clock, time) }
    }

    /// Moves the clock forward by `interval` seconds.
    public func advance(by interval: RxTimeInterval) {
        advanceTo(clock + ticks(interval))
    }

    /// Stops `start()` after the current item, leaving later work queued.
    public func stop() {
        state.withLock { $0.running = false }
    }

    private func advance(while isDue: (TestTime) -> Bool) {
        state.withLock { $0.running = true }
        while true {
            let next = state.withLock { state -> Item? in
                guard state.running, let first = state.queue.first, isDue(first.time) else { return nil }
                state.queue.removeFirst()
                state.clock = max(state.clock, first.time)
                return first
            }
            guard let next else { break }
            if !next.cancel.isDisposed { next.action() }
        }
        state.withLock { $0.running = false }
    }

    // MARK: Test fixtures

    /// An observer that stamps each event with the tick it came at.
    public func createObserver<Element: Sendable>(_ type: Element.Type = Element.self) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// A hot sequence: it emits at the given ticks whether or not anyone listens.
    public func createHotObservable<Element: Sendable>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, events: events)
    }

    /// A cold sequence: each subscription sees the events at ticks counted from its subscription.
    public func createColdObservable<Element: Sendable>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, events: events)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes
    /// at `disposed`, runs the clock, and returns what the observer saw.
    public func start<Element: Sendable>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let source = SanitizerVisibleMutex<Observable<Element>?>(nil)
        let subscription = SanitizerVisibleMutex<Disposable?>(nil)
        let observer = createObserver(Element.self)
        scheduleAt(created) { source.withLock { $0 = create() } }
        scheduleAt(subscribed) {
            let sequence = source.withLock { $0! }
            let disposable = sequence.subscribe(observer)
            subscription.withLock { $0 = disposable }
        }
        scheduleAt(disposed) { subscription.withLock { $0 }?.dispose() }
        start()
        return observer
    }

    /// Creates the sequence at `created`, subscribes at 200, disposes at `disposed`, runs the clock, and
    /// returns what the observer saw.
    public func start<Element: Sendable>(
        disposed: TestTime, create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }
}
