import Foundation

/// Everything that can go wrong between a route and a decoded value, as
/// cases a caller can switch on. `message` is what a person reads.
public enum NetworkError: Error, Sendable, Equatable {
    /// No route to the host: not connected, DNS failed, or the connection was refused.
    case offline(detail: String)
    case timedOut
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
    /// The connection broke mid-response, or the response was not HTTP.
    case invalidResponse(detail: String)
    /// The body exceeded the configured maximum.
    case tooLarge(bytes: Int64, limit: Int64)
    /// The request could not be built: a bad base URL, or plain http to the release host.
    case invalidRequest(detail: String)

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
        default: return nil
        }
    }

    /// What a person can read and act on, in the process's language.
    public var message: String { message(in: .current) }

    public func message(in language: MessageLanguage) -> String {
        NetworkErrorMessages.text(for: self, in: language)
    }
}

extension NetworkError: LocalizedError {
    public var errorDescription: String? { message }
}

extension NetworkError: CustomStringConvertible {
    public var description: String { message(in: .english) }
}
