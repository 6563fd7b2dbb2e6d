import Foundation

/// Which requests have an answer that depends on nothing but the request,
/// and the memo key for them.
///
/// Only GET and HEAD (routed alike) of the collections, package or under
/// `/auth/`: lists, searches, items and their own routes, unless a route
/// says its answer changes per request. `/auth/me`, login and refresh
/// depend on the token and the clock, writes change per body, and `/` or
/// a trailing slash are too cheap to bother.
struct MemoKey: Equatable {
    let key: String
    /// `/auth/<collection>` shares the package entry, but the token is still
    /// checked on every request before the memo is consulted.
    let needsToken: Bool

    /// `delay` is left out because it is applied around the body, never in it.
    static let ignoredParameters: Set<String> = ["delay"]

    init?(_ request: HTTPRequest, router: CollectionRouter) {
        let method = request.method.uppercased()
        guard method == "GET" || method == "HEAD" else { return nil }
        let path = request.path
        guard path.count > 1, !path.hasSuffix("/") else { return nil }
        // Split as `route` does, so `//products` stays the 404 it was.
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        needsToken = parts.first == "auth"
        if needsToken { parts = parts.dropFirst() }
        guard router.isRepeatable(parts) else { return nil }

        // Sorted by name only, stably: for a repeated name the last value
        // wins, so `limit=5&limit=9` and `limit=9&limit=5` must stay apart.
        let query = request.query.enumerated()
            .filter { !Self.ignoredParameters.contains($0.element.name) }
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .map { "\(Self.escape($0.element.name))=\(Self.escape($0.element.value))" }
            .joined(separator: "&")
        // The host is part of the answer: `/products/categories` builds its URLs from it.
        let host = request.header("Host") ?? ""
        key = Self.escape("/" + parts.joined(separator: "/")) + "?" + query + "#" + Self.escape(host)
    }

    /// Names and values are already decoded, so the separators are
    /// escaped to keep `a=b&c` as a value apart from two parameters.
    private static func escape(_ text: String) -> String {
        // Bytes, not Characters: this runs for every part of every GET's key.
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x26 || $0 == 0x3D || $0 == 0x3F || $0 == 0x23 }) else { return text }
        return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "&", with: "%26")
            .replacingOccurrences(of: "=", with: "%3D").replacingOccurrences(of: "?", with: "%3F")
            .replacingOccurrences(of: "#", with: "%23")
    }
}
