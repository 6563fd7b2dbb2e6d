import Foundation

/// Strong validators for successful GETs, so clients and caches can
/// revalidate with `If-None-Match` and get a bodiless 304.
enum ETag {
    static func value(for body: Data) -> String {
        "\"\(SHA256.hash(body).prefix(16).hexString)\""
    }

    /// The tag a routed response carries, or nil when it gets none
    /// (not a GET or HEAD, or not a 200). Hashing is the costly part, so
    /// memoised answers call this once and `apply(_:tag:for:)` per request.
    static func tag(for response: HTTPResponse, method: String) -> String? {
        let method = method.uppercased()
        // A streamed body is not whole until it has been sent.
        guard method == "GET" || method == "HEAD", response.status == 200, response.bodyStream == nil else { return nil }
        return value(for: response.body)
    }

    static func apply(to response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        apply(to: response, tag: tag(for: response, method: request.method), for: request)
    }

    /// Adds the header and answers 304 when the request's `If-None-Match` matches.
    static func apply(to response: HTTPResponse, tag: String?, for request: HTTPRequest) -> HTTPResponse {
        guard let tag else { return response }
        if let condition = request.header("If-None-Match"), matches(condition, tag) {
            return HTTPResponse(status: 304, headers: [("ETag", tag)])
        }
        var tagged = response
        tagged.headers.append(("ETag", tag))
        return tagged
    }

    /// If-None-Match uses weak comparison (RFC 9110 §13.1.2), so `W/` is ignored.
    static func matches(_ condition: String, _ tag: String) -> Bool {
        condition.split(separator: ",").contains { candidate in
            var trimmed = candidate.trimmingCharacters(in: .whitespaces)
            if trimmed == "*" { return true }
            if trimmed.hasPrefix("W/") { trimmed.removeFirst(2) }
            return trimmed == tag
        }
    }
}
