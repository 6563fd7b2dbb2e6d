/// What a request stream carries: a value or an error, never a stream error,
/// so a binding survives a failed request.
public enum NetworkResult<Value: Sendable>: Sendable {
    case value(Value)
    case error(NetworkError)

    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    public var error: NetworkError? {
        if case .error(let error) = self { return error }
        return nil
    }

    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> NetworkResult<Other> {
        switch self {
        case .value(let value): return .value(transform(value))
        case .error(let error): return .error(error)
        }
    }

    public func get() throws(NetworkError) -> Value {
        switch self {
        case .value(let value): return value
        case .error(let error): throw error
        }
    }
}

extension NetworkResult: Equatable where Value: Equatable {}

/// The body of a response that has none (204), or whose body the caller ignores.
public struct EmptyResponse: Decodable, Sendable, Equatable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
}
