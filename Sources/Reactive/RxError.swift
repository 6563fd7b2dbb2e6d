/// Errors the operators themselves raise, so a caller can tell "the source
/// failed" from "the operator gave up on it" and switch on the reason.
public enum RxError: Error, Equatable, Sendable {
    /// `timeout` saw no event within the allowed time.
    case timeout
    /// A sequence that had to produce an element completed without one.
    case noElements
    /// A sequence that had to produce one element produced a second.
    case moreThanOneElement
    /// An argument was outside the range the operator accepts.
    case argumentOutOfRange
    /// Work was disposed before it could finish.
    case disposed
}

extension RxError: CustomStringConvertible {
    /// What went wrong, in a sentence for logs.
    public var description: String {
        switch self {
        case .timeout: return "the sequence timed out: no event arrived within the allowed time"
        case .noElements: return "the sequence completed without producing an element"
        case .moreThanOneElement: return "the sequence produced more than one element where one was expected"
        case .argumentOutOfRange: return "an argument was outside the range the operator accepts"
        case .disposed: return "the subscription was disposed before the work finished"
        }
    }
}
