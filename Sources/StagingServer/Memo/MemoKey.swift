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
    static let ignoredParameters = ["delay"]

    init?(_ request: HTTPRequest, router: CollectionRouter) {
        let method = request.method
        guard method == "GET" || method == "HEAD" || ["GET", "HEAD"].contains(method.uppercased()) else { return nil }
        let path = request.path
        guard path.utf8.count > 1, path.utf8.last != UInt8(ascii: "/") else { return nil }
        // Split as `route` does, so `//products` stays the 404 it was; only
        // as far as the root at first, as most roots answer every GET alike.
        let leading = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard leading.count >= 2 else { return nil }
        needsToken = leading[1] == "auth"
        guard !needsToken || leading.count == 3 else { return nil }
        let root = needsToken ? leading[2].prefix { $0 != "/" } : leading[1]
        switch router.isEveryRouteRepeatable(under: root) {
        case nil: return nil
        case true?: break
        case false?:
            var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            if needsToken { parts = parts.dropFirst() }
            guard router.isRepeatable(parts) else { return nil }
        }

        // Built in one string: this runs for every GET, memo hit or not.
        let routed = !needsToken && leading[0].isEmpty ? path : "/" + (needsToken ? [leading[2]] : Array(leading.dropFirst())).joined(separator: "/")
        var key = Self.escape(routed)
        key.reserveCapacity(key.utf8.count + 64)
        key.append("?")
        // Sorted by name only, stably: for a repeated name the last value
        // wins, so `limit=5&limit=9` and `limit=9&limit=5` must stay apart.
        var first = true
        for item in Self.sortedByName(request.query) where !Self.ignoredParameters.contains(item.name) {
            if !first { key.append("&") }
            first = false
            key.append(Self.escape(item.name))
            key.append("=")
            key.append(Self.escape(item.value))
        }
        // The host is part of the answer: `/products/categories` builds its URLs from it.
        key.append("#")
        key.append(Self.escape(request.header("Host") ?? ""))
        self.key = key
    }

    /// Usually already in order (one or two parameters), and then not copied into a sort.
    private static func sortedByName(_ query: [(name: String, value: String)]) -> [(name: String, value: String)] {
        guard query.count > 1, !zip(query, query.dropFirst()).allSatisfy({ $0.name <= $1.name }) else { return query }
        return query.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
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
