import Foundation
import Reactive
import Synchronization

/// Time as a test counts it: whole ticks, each `resolution` seconds long.
public typealias TestTime = Int

/// A scheduler whose clock moves only when the test says so: Reactive's
/// `VirtualTimeScheduler` counted in whole ticks. Work scheduled for the same
/// tick runs in the order it was scheduled; nothing sleeps.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerTimeConverter>, @unchecked Sendable { // state is its superclass's mutex
    /// The ticks `start(create:)` uses unless told otherwise, as in RxTest.
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created: TestTime = 100
        /// When it is subscribed: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }

    /// Seconds per tick: 1 by default as in RxTest; 0.001 makes a tick a millisecond.
    public var resolution: Double { converter.resolution }

    /// A scheduler whose clock starts at `initialClock`, each tick `resolution` seconds long.
    public init(initialClock: TestTime = 0, resolution: Double = 1.0) {
        super.init(initialClock: initialClock, converter: TestSchedulerTimeConverter(resolution: resolution))
    }

    /// Converts seconds to ticks, rounding to the nearest tick.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        converter.convertToVirtualTimeInterval(interval)
    }

    /// Relative work, "now" included, runs at least one tick later, as
    /// RxTest's simulated processing delay: `interval(0)` advances the clock.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        max(time, clock + 1)
    }

    /// Work at exactly `time` (or now, if that has passed).
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping @Sendable () -> Void) -> Disposable {
        scheduleAbsoluteVirtual(time, action)
    }

    /// Moves the clock forward by `interval` seconds, running what falls due.
    public func advance(by interval: RxTimeInterval) {
        advanceTo(clock + ticks(interval))
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

/// Ticks of `resolution` seconds.
public struct TestSchedulerTimeConverter: VirtualTimeConverterType {
    /// Seconds per tick.
    public let resolution: Double

    /// A converter for ticks of `resolution` seconds.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// The tick as a date: `tick × resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: TestTime) -> Date {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The nearest tick to a date.
    public func convertToVirtualTime(_ time: Date) -> TestTime {
        TestTime((time.timeIntervalSince1970 / resolution).rounded())
    }

    /// The seconds a number of ticks stands for.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The nearest number of ticks to some seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TestTime {
        TestTime((timeInterval / resolution).rounded())
    }

    /// `time` plus `offset` ticks.
    public func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime { time + offset }

    /// How two ticks compare.
    public func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
