import Foundation

/// How a virtual clock's units map to dates and intervals; a
/// `VirtualTimeScheduler` is built on one.
public protocol VirtualTimeConverterType: Sendable {
    /// What the virtual clock reads: ticks, or dates.
    associatedtype VirtualTimeUnit: Sendable
    /// What an interval of the virtual clock is counted in.
    associatedtype VirtualTimeIntervalUnit: Sendable

    /// The date a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> Date
    /// The virtual time a date stands for.
    func convertToVirtualTime(_ time: Date) -> VirtualTimeUnit
    /// The seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval some seconds stand for.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved on by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// How two virtual times compare: earlier, the same, or later.
public enum VirtualTimeComparison: Sendable {
    /// Earlier, the same, or later.
    case lessThan, equal, greaterThan
}

/// A scheduler whose clock moves only when told to: work runs in time order
/// (then in the order it was scheduled) as `start` or `advanceTo` moves the
/// clock to it. The base to build test or replay schedulers on, as RxSwift's.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable { // `state` is a mutex; the rest is immutable
    /// What the clock reads.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// What its intervals are counted in.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private struct Item {
        let time: VirtualTime
        let order: UInt64
        let action: @Sendable () -> Void
        let cancel: BooleanDisposable
    }

    private struct State {
        var clock: VirtualTime
        var queue: [Item] = []
        var order: UInt64 = 0
        var running = false
    }

    /// How the clock's units map to dates and intervals.
    public let converter: Converter
    private let state: SanitizerVisibleMutex<State>

    /// A scheduler whose clock starts at `initialClock`, read through `converter`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.state = SanitizerVisibleMutex(State(clock: initialClock))
    }

    /// The virtual time now.
    public var clock: VirtualTime { state.withLock { $0.clock } }
    public var now: Date { converter.convertFromVirtualTime(clock) }
    /// Whether `start` or `advanceTo` is running the clock now.
    public var isEnabled: Bool { state.withLock { $0.running } }

    /// Where relative work lands; a subclass can move it (a test scheduler adds a tick).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        schedule(after: 0, action)
    }

    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        scheduleRelativeVirtual(converter.convertToVirtualTimeInterval(dueTime), action)
    }

    /// Runs `action` `dueTime` later on the virtual clock (as `adjustScheduledTime` places it).
    @discardableResult
    public func scheduleRelativeVirtual(_ dueTime: VirtualTimeInterval, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(adjustScheduledTime(time), action)
    }

    /// Work at `time`, or now if that has passed.
    @discardableResult
    public func scheduleAbsoluteVirtual(_ time: VirtualTime, _ action: @escaping @Sendable () -> Void) -> Disposable {
        let cancel = BooleanDisposable()
        state.withLock { state in
            let due = converter.compareVirtualTime(time, state.clock) == .lessThan ? state.clock : time
            let item = Item(time: due, order: state.order, action: action, cancel: cancel)
            state.order += 1
            var index = state.queue.count
            while index > 0, converter.compareVirtualTime(state.queue[index - 1].time, due) == .greaterThan { index -= 1 }
            state.queue.insert(item, at: index)
        }
        return cancel
    }

    /// Runs everything scheduled, moving the clock, until nothing is left or `stop` is called.
    public func start() {
        advance { _ in true }
    }

    /// Runs the work due up to `time`, then sets the clock to it.
    public func advanceTo(_ time: VirtualTime) {
        advance { [converter] in converter.compareVirtualTime($0, time) != .greaterThan }
        state.withLock { state in
            if converter.compareVirtualTime(state.clock, time) == .lessThan { state.clock = time }
        }
    }

    /// Moves the clock on without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        state.withLock { $0.clock = converter.offsetVirtualTime($0.clock, offset: virtualInterval) }
    }

    /// Stops `start` after the work running now; what is scheduled later stays queued.
    public func stop() {
        state.withLock { $0.running = false }
    }

    private func advance(while isDue: (VirtualTime) -> Bool) {
        state.withLock { $0.running = true }
        while true {
            let next = state.withLock { state -> Item? in
                // Disposed work is dropped without moving the clock to it, as RxSwift's.
                while let first = state.queue.first, first.cancel.isDisposed { state.queue.removeFirst() }
                guard state.running, let first = state.queue.first, isDue(first.time) else { return nil }
                state.queue.removeFirst()
                if converter.compareVirtualTime(first.time, state.clock) == .greaterThan { state.clock = first.time }
                return first
            }
            guard let next else { break }
            if !next.cancel.isDisposed { next.action() }
        }
        state.withLock { $0.running = false }
    }
}
