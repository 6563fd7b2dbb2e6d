import Reactive

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value: Sendable>: Sendable {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
    public static func next<T: Sendable>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    public static func completed<T: Sendable>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    public static func error<T: Sendable>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

/// When a test observable was subscribed and unsubscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    public static let infinite: TestTime = .max

    public let subscribe: TestTime
    public let unsubscribe: TestTime

    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = Subscription.infinite) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        unsubscribe == Self.infinite ? "(\(subscribe), ∞)" : "(\(subscribe), \(unsubscribe))"
    }
}

/// Shorthand for marble tests: `next(210, 1)`, `completed(300)`.
public func next<T: Sendable>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded(time: time, value: .next(element))
}

public func completed<T: Sendable>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded(time: time, value: .completed)
}

public func error<T: Sendable>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded(time: time, value: .error(error))
}
