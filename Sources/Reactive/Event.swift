/// One signal of a sequence. The grammar is `next* (error | completed)?`:
/// nothing is delivered after the first terminal event.
public enum Event<Element: Sendable>: Sendable {
    /// An element.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(any Error)
    /// The sequence ended; nothing follows.
    case completed

    /// The element, for `.next`.
    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error, for `.error`.
    @inlinable public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.error` or `.completed`: the last event of a sequence.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The same event with its element transformed; terminal events pass through.
    @inlinable public func map<Result: Sendable>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomStringConvertible {
    /// "next(1)", "error(…)", "completed".
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Errors compare by their type and description, which is what a test can state.
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let a), .next(let b)): return a == b
        case (.completed, .completed): return true
        case (.error(let a), .error(let b)):
            return type(of: a) == type(of: b) && String(describing: a) == String(describing: b)
        default: return false
        }
    }
}
