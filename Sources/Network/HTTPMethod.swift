/// The HTTP methods routes use.
public enum HTTPMethod: String, Sendable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case options = "OPTIONS"
    case trace = "TRACE"

    /// Safe to send twice: what pause (which cancels and sends again) and retry may repeat.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options, .trace: return true
        case .post, .patch: return false
        }
    }

    /// Whether a request may carry a body.
    public var allowsBody: Bool { self != .get && self != .head }

    /// Methods whose parameters travel in the query string by default.
    public var encodesParametersInURL: Bool {
        self == .get || self == .head || self == .delete
    }
}
