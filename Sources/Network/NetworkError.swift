import Foundation

/// Everything that can go wrong between a route and a decoded value, as
/// cases a caller can switch on. The words a person reads are the app's to
/// choose: the error stays a value until it is shown.
public enum NetworkError: Error, Sendable, Equatable {
    /// No route to the host: not connected, DNS failed, or the connection was refused.
    case offline(detail: String)
    /// The request's deadline or its retry budget ran out.
    case timedOut
    /// Cancelled: by `cancel`, a disposed stream or a cancelled task.
    case cancelled
    /// A status outside 200..<300 with the server's `{"message"}`, if it sent one.
    case http(status: Int, message: String?)
    /// The session is over: the token was rejected and could not be refreshed.
    case unauthorized(message: String?)
    /// 429: the server asks us to wait this many seconds, if it said.
    case rateLimited(retryAfter: TimeInterval?)
    /// The body was not the expected shape: names the type and the field path.
    case decoding(type: String, path: String, detail: String)
    /// HTML (or other non-JSON) where JSON was expected: usually a wrong URL or a proxy page.
    case notJSON(status: Int, contentType: String?)
    /// A body of a type the request's `Accept` did not allow (and JSON was not asked for).
    case unacceptableContentType(status: Int, contentType: String, accepted: String)
    /// The connection broke mid-response, or the response was not HTTP.
    case invalidResponse(detail: String)
    /// The body exceeded the configured maximum.
    case tooLarge(bytes: Int64, limit: Int64)
    /// The request could not be built: a bad base URL, or plain http to the release host.
    case invalidRequest(InvalidRequestReason)
    /// The TLS connection failed: an untrusted server, a pin that does not match,
    /// a client certificate missing, refused or unusable, no common version.
    case tls(TLSFailure)

    /// True when the data may still be fine locally and the network is what failed.
    public var isConnectivity: Bool {
        switch self {
        case .offline, .timedOut: return true
        default: return false
        }
    }

    /// The status code carried, if any.
    public var status: Int? {
        switch self {
        case .http(let status, _): return status
        case .unauthorized: return 401
        case .rateLimited: return 429
        case .notJSON(let status, _): return status
        case .unacceptableContentType(let status, _, _): return status
        default: return nil
        }
    }
}

extension NetworkError: CustomStringConvertible {
    /// For logs and developers; what a person reads comes from the app's error presenter.
    public var description: String {
        switch self {
        case .offline(let detail): return "offline: \(detail)"
        case .timedOut: return "timed out"
        case .cancelled: return "cancelled"
        case .http(let status, let message): return "HTTP \(status)" + (message.map { ": \($0)" } ?? "")
        case .unauthorized(let message): return "unauthorized" + (message.map { ": \($0)" } ?? "")
        case .rateLimited(let retryAfter): return "rate limited" + (retryAfter.map { ", retry after \($0) s" } ?? "")
        case .decoding(let type, let path, let detail):
            return "decoding \(type) failed" + (path.isEmpty ? "" : " at \(path)") + ": \(detail)"
        case .notJSON(let status, let contentType): return "not JSON (status \(status), \(contentType ?? "no content type"))"
        case .unacceptableContentType(let status, let type, let accepted):
            return "unacceptable content type (status \(status), \(type); accepted \(accepted))"
        case .invalidResponse(let detail): return "invalid response: \(detail)"
        case .tooLarge(let bytes, let limit): return "too large: \(bytes) bytes, limit \(limit)"
        case .invalidRequest(let reason): return "invalid request: \(reason)"
        case .tls(let failure): return "TLS: \(failure)"
        }
    }
}
