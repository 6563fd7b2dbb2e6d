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

    /// Methods whose parameters travel in the query string by default.
    public var encodesParametersInURL: Bool {
        self == .get || self == .head || self == .delete
    }
}
