import Foundation

/// Strong validators for successful GETs, so clients and caches can
/// revalidate with `If-None-Match` and get a bodiless 304.
enum ETag {
    static func value(for body: Data) -> String {
        "\"\(SHA256.hash(body).prefix(16).hexString)\""
    }

    static func apply(to response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        let method = request.method.uppercased()
        guard method == "GET" || method == "HEAD", response.status == 200 else { return response }
        let tag = value(for: response.body)
        var tagged = response
        tagged.headers.append(("ETag", tag))
        if let condition = request.header("If-None-Match"), matches(condition, tag) {
            return HTTPResponse(status: 304, headers: [("ETag", tag)])
        }
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
