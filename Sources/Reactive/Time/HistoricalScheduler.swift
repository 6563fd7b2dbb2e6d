import Foundation

/// Virtual time as dates: a `VirtualTimeScheduler` whose clock is a `Date`,
/// for replaying recorded data with its own timestamps, as RxSwift's.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable { // state is its superclass's mutex
    public init(initialClock: Date = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// Dates and seconds map to themselves.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public init() {}

    public func convertFromVirtualTime(_ virtualTime: Date) -> Date { virtualTime }
    public func convertToVirtualTime(_ time: Date) -> Date { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    public func offsetVirtualTime(_ time: Date, offset: TimeInterval) -> Date {
        time.addingTimeInterval(offset)
    }

    public func compareVirtualTime(_ lhs: Date, _ rhs: Date) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
