import Foundation

/// Where a value came from.
public enum ValueSource: Sendable, Equatable {
    /// The network answered.
    case network
    /// The offline cache: stored at that time; `offline` when the network failed behind it.
    case cache(storedAt: Date, offline: Bool)

    /// Whether this is the cache's copy because the network failed.
    public var isOffline: Bool {
        if case .cache(_, let offline) = self { return offline }
        return false
    }
}

/// A result with its source, so a screen can say "offline · cached 5 min ago".
public struct SourcedResult<Value: Sendable>: Sendable {
    /// The value or the error.
    public var result: NetworkResult<Value>
    /// Where it came from.
    public var source: ValueSource

    /// A result and where it came from.
    public init(_ result: NetworkResult<Value>, source: ValueSource) {
        self.result = result
        self.source = source
    }
}

extension SourcedResult: Equatable where Value: Equatable {}

extension SourcedResult {
    /// The same result from the same source, its value transformed.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> SourcedResult<Other> {
        SourcedResult<Other>(result.map(transform), source: source)
    }
}
