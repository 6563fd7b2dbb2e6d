import Reactive

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value: Sendable>: Sendable {
    /// When it happened, in ticks.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value stamped with its tick.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    /// "value @ time".
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
    /// An element at `time`: `.next(210, 1)`.
    public static func next<T: Sendable>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// Completion at `time`.
    public static func completed<T: Sendable>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An error at `time`.
    public static func error<T: Sendable>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

/// When a test observable was subscribed and unsubscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The end of time: a subscription not yet disposed.
    public static let infinite: TestTime = .max

    /// The tick of the subscription.
    public let subscribe: TestTime
    /// The tick of its end; `infinite` while it lasts.
    public let unsubscribe: TestTime

    /// A subscription from `subscribe` until `unsubscribe` (for ever unless given).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = Subscription.infinite) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// "(subscribe, unsubscribe)", with ∞ for one that lasts.
    public var debugDescription: String {
        unsubscribe == Self.infinite ? "(\(subscribe), ∞)" : "(\(subscribe), \(unsubscribe))"
    }
}

/// Shorthand for marble tests: `next(210, 1)`, `completed(300)`.
public func next<T: Sendable>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded(time: time, value: .next(element))
}

/// Completion at `time`.
public func completed<T: Sendable>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded(time: time, value: .completed)
}

/// An error at `time`.
public func error<T: Sendable>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded(time: time, value: .error(error))
}
