/// The HTTP methods routes use.
public enum HTTPMethod: String, Sendable, CaseIterable {
    /// GET: read; never carries a body.
    case get = "GET"
    /// HEAD: a GET's head alone.
    case head = "HEAD"
    /// POST: create, or any action.
    case post = "POST"
    /// PUT: replace.
    case put = "PUT"
    /// PATCH: change part of.
    case patch = "PATCH"
    /// DELETE: remove.
    case delete = "DELETE"
    /// OPTIONS: what the resource allows.
    case options = "OPTIONS"
    /// TRACE: the request echoed back.
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
