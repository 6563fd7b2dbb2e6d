import Foundation

/// Virtual time as dates: a `VirtualTimeScheduler` whose clock is a `Date`,
/// for replaying recorded data with its own timestamps, as RxSwift's.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable { // state is its superclass's mutex
    /// A scheduler whose clock starts at `initialClock` (1970 unless given).
    public init(initialClock: Date = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// Dates and seconds map to themselves.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// The converter: it keeps nothing.
    public init() {}

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: Date) -> Date { virtualTime }
    /// The date itself.
    public func convertToVirtualTime(_ time: Date) -> Date { time }
    /// The seconds themselves.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }
    /// The seconds themselves.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    /// `time` moved on by `offset` seconds.
    public func offsetVirtualTime(_ time: Date, offset: TimeInterval) -> Date {
        time.addingTimeInterval(offset)
    }

    /// How two dates compare.
    public func compareVirtualTime(_ lhs: Date, _ rhs: Date) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
