import Foundation

/// One stored cookie, as RFC 6265 keeps it: where it may be sent (domain,
/// host-only, path, Secure) and until when.
public struct Cookie: Sendable, Equatable {
    /// The cookie's name.
    public var name: String
    /// Its value: a secret, masked in every log.
    public var value: String
    /// Lowercased, without a leading dot.
    public var domain: String
    /// Sent to `domain` alone, not to its subdomains: the response named no Domain.
    public var hostOnly: Bool
    /// The path it is sent under (RFC 6265's path-match).
    public var path: String
    /// Sent over HTTPS only.
    public var secure: Bool
    /// Hidden from scripts; kept for fidelity, since no script runs here.
    public var httpOnly: Bool
    /// Nil for a session cookie, which lives as long as its store.
    public var expires: Date?

    /// A cookie as a `Set-Cookie` field would make it; `domain` is lowercased and loses a leading dot.
    public init(
        name: String, value: String, domain: String, hostOnly: Bool = true, path: String = "/", secure: Bool = false,
        httpOnly: Bool = false, expires: Date? = nil
    ) {
        self.name = name
        self.value = value
        self.domain = domain.lowercased()
        self.hostOnly = hostOnly
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.expires = expires
    }

    /// Name, domain and path: a cookie with the same three replaces this one.
    var identity: String { "\(name)\u{0}\(domain)\u{0}\(path)" }

    func isExpired(at now: Date) -> Bool { expires.map { $0 <= now } ?? false }

    /// Whether a request to `url` carries this cookie (RFC 6265 §5.4).
    func isSent(to url: URL, at now: Date) -> Bool {
        guard let host = url.host?.lowercased(), !isExpired(at: now) else { return false }
        if secure, url.scheme?.lowercased() != "https" { return false }
        let hostMatches = hostOnly ? host == domain : Cookie.domainMatches(host: host, domain: domain)
        return hostMatches && Cookie.pathMatches(Cookie.requestPath(of: url), cookiePath: path)
    }

    /// `host` is `domain` or a name under it; an IP address only ever matches itself (§5.1.3).
    static func domainMatches(host: String, domain: String) -> Bool {
        if host == domain { return true }
        return host.hasSuffix("." + domain) && !isIPAddress(host)
    }

    static func isIPAddress(_ host: String) -> Bool {
        host.contains(":") || (!host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") })
    }

    /// §5.1.4: the same path, or one under the cookie's.
    static func pathMatches(_ requestPath: String, cookiePath: String) -> Bool {
        guard requestPath.hasPrefix(cookiePath) else { return false }
        return requestPath.count == cookiePath.count || cookiePath.hasSuffix("/")
            || requestPath.dropFirst(cookiePath.count).first == "/"
    }

    static func requestPath(of url: URL) -> String {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        return path.isEmpty ? "/" : path
    }

    /// §5.1.4: the directory of the request's path, for a cookie that names no Path.
    static func defaultPath(of url: URL) -> String {
        let path = requestPath(of: url)
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
