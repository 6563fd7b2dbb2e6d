import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A cookie jar for one NetworkClient (`NetworkConfiguration.cookieStore`):
/// it keeps what responses set and adds what matches to each request, on
/// either transport and across the redirects they follow, under RFC 6265's
/// basic rules — host-only and Domain cookies, Path, Secure, Expires and
/// Max-Age, deletion by expiry. It lives in memory only. There is no
/// public-suffix list, so a Domain that is a bare top-level name is refused.
public final class CookieStore: Sendable {
    /// More than any one API sets; past it the oldest cookies go first.
    public static let defaultMaximumCount = 1000

    private let maximumCount: Int
    private let now: @Sendable () -> Date
    /// In creation order, which breaks ties when cookies go into a header.
    private let jar = SanitizerVisibleMutex<[Cookie]>([])

    /// `now` is the clock expiry is measured on; a test's own, say.
    public init(maximumCount: Int = CookieStore.defaultMaximumCount, now: @escaping @Sendable () -> Date = { Date() }) {
        self.maximumCount = max(1, maximumCount)
        self.now = now
    }

    /// The cookies kept, expired ones left out.
    public var cookies: [Cookie] {
        let now = now()
        return jar.withLock { $0.filter { !$0.isExpired(at: now) } }
    }

    /// What a request to `url` carries, longest paths first (RFC 6265 §5.4).
    public func cookies(for url: URL) -> [Cookie] {
        let now = now()
        let matching = jar.withLock { $0.enumerated().filter { $0.element.isSent(to: url, at: now) } }
        return matching.sorted { first, second in
            first.element.path.count != second.element.path.count
                ? first.element.path.count > second.element.path.count
                : first.offset < second.offset
        }.map(\.element)
    }

    /// The `Cookie` header for `url`, or nil when no cookie matches.
    public func cookieHeader(for url: URL) -> String? {
        let cookies = cookies(for: url)
        return cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Keeps what `response` sets, as set by its URL's host.
    public func store(from response: HTTPURLResponse) {
        guard let url = response.url, let header = response.value(forHTTPHeaderField: "Set-Cookie") else { return }
        store(setCookie: header, from: url)
    }

    /// Keeps what a `Set-Cookie` header (one field, or several joined by ", ") sets for a response from `url`.
    public func store(setCookie header: String, from url: URL) {
        let now = now()
        let cookies = SetCookieParser.fields(in: header).compactMap { SetCookieParser.cookie(from: $0, url: url, now: now) }
        guard !cookies.isEmpty else { return }
        jar.withLock { jar in
            for cookie in cookies {
                let identity = cookie.identity
                let existing = jar.firstIndex { $0.identity == identity }
                if cookie.isExpired(at: now) {
                    if let existing { jar.remove(at: existing) }
                } else if let existing {
                    // A replacement keeps the original's creation order.
                    jar[existing] = cookie
                } else {
                    jar.append(cookie)
                }
            }
            jar.removeAll { $0.isExpired(at: now) }
            if jar.count > maximumCount { jar.removeFirst(jar.count - maximumCount) }
        }
    }

    /// Forgets every cookie: at sign-out, say.
    public func removeAll() {
        jar.withLock { $0.removeAll() }
    }

    /// `request` with this store's cookies for its URL after any `Cookie` it carries of its own.
    func attaching(to request: URLRequest, own: String?) -> URLRequest {
        var request = request
        let parts = [own, request.url.flatMap(cookieHeader(for:))].compactMap { $0 }.filter { !$0.isEmpty }
        request.setValue(parts.isEmpty ? nil : parts.joined(separator: "; "), forHTTPHeaderField: "Cookie")
        return request
    }
}
