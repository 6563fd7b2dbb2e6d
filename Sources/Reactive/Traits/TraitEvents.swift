/// How a Single ends: with its element or with an error. Its own enum rather
/// than RxSwift's `Result` alias, so it can be `Equatable` for marble tests;
/// `result` and `init(_:)` convert.
public enum SingleEvent<Element: Sendable>: Sendable {
    /// The one element.
    case success(Element)
    /// The error.
    case failure(any Error)

    /// The same outcome from a `Result`.
    public init(_ result: Result<Element, any Error>) {
        switch result {
        case .success(let element): self = .success(element)
        case .failure(let error): self = .failure(error)
        }
    }

    /// The same outcome as a `Result`.
    public var result: Result<Element, any Error> {
        switch self {
        case .success(let element): .success(element)
        case .failure(let error): .failure(error)
        }
    }

    /// The element, or the error thrown.
    public func get() throws -> Element {
        try result.get()
    }
}

/// Errors compare as `Event`'s do: by their type and description, which is what a test can state.
extension SingleEvent: Equatable where Element: Equatable {
    public static func == (lhs: SingleEvent, rhs: SingleEvent) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.failure(let left), .failure(let right)): sameError(left, right)
        default: false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.error(let left), .error(let right)): sameError(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): sameError(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

/// Two errors a test would call the same: same type, same description.
func sameError(_ left: any Error, _ right: any Error) -> Bool {
    type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
}
