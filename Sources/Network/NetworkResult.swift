/// What a request stream carries: a value or an error, never a stream error,
/// so a binding survives a failed request.
public enum NetworkResult<Value: Sendable>: Sendable {
    /// The request's answer, validated and decoded.
    case value(Value)
    /// Why there is no value.
    case error(NetworkError)

    /// From a `Result` whose failure is a `NetworkError`.
    public init(_ result: Result<Value, NetworkError>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error): self = .error(error)
        }
    }

    /// The value `body` returns, or the error it throws.
    public init(catching body: () throws(NetworkError) -> Value) {
        do {
            self = .value(try body())
        } catch {
            self = .error(error)
        }
    }

    /// The value, or nil for an error.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The error, or nil for a value.
    public var error: NetworkError? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// The same outcome as a `Result`, for code written against the standard library.
    public var result: Result<Value, NetworkError> {
        switch self {
        case .value(let value): return .success(value)
        case .error(let error): return .failure(error)
        }
    }

    /// The value transformed; an error stays as it is.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> NetworkResult<Other> {
        switch self {
        case .value(let value): return .value(transform(value))
        case .error(let error): return .error(error)
        }
    }

    /// The value through a step that may itself fail (decoding part of it, a
    /// check): its result, or the first error, so a chain never unwraps by hand.
    /// A step that throws fits through `NetworkResult(catching:)`.
    public func flatMap<Other: Sendable>(_ transform: (Value) -> NetworkResult<Other>) -> NetworkResult<Other> {
        switch self {
        case .value(let value): return transform(value)
        case .error(let error): return .error(error)
        }
    }

    /// The error transformed (a clearer one for a caller); a value stays as it is.
    public func mapError(_ transform: (NetworkError) -> NetworkError) -> NetworkResult<Value> {
        switch self {
        case .value(let value): return .value(value)
        case .error(let error): return .error(transform(error))
        }
    }

    /// The value, or the error thrown: `try result.get()` in code that throws.
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
    /// The empty value.
    public init() {}
    /// Reads nothing: any body, or none, is an `EmptyResponse`.
    public init(from decoder: any Decoder) throws {}
}
