import Foundation

/// Which of an API's backends a client talks to: the routes are the same,
/// the base URL differs (the app's flag chooses; an API's module names its hosts).
public enum HostKind: String, Sendable, CaseIterable {
    /// The public API, which only speaks https.
    case release
    /// A staging server run by hand or by tests.
    case test
    /// A staging server started inside the app on an ephemeral port.
    case demo

    /// The badge a screen shows.
    public var badge: String { rawValue.uppercased() }
}

/// A host kind with the base URL requests go to.
public struct APIHost: Sendable, Equatable {
    /// Which of the API's backends this is.
    public let kind: HostKind
    /// The URL every route's path is put under; it may carry a path prefix (`/v2`).
    public let baseURL: URL
    /// The base URL as text without a trailing "/": every route's URL starts with it.
    private let base: String

    /// Builds a host, refusing plain http for the release host and anything but http(s).
    public init(kind: HostKind, baseURL: URL) throws(NetworkError) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
              baseURL.host != nil
        else {
            throw .invalidRequest(.unsupportedURL(baseURL.absoluteString))
        }
        if kind == .release && scheme != "https" {
            throw .invalidRequest(.insecureRelease(baseURL.absoluteString))
        }
        self.kind = kind
        self.baseURL = baseURL
        let text = baseURL.absoluteString
        base = text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// "scheme://host:port", what a token is bound to.
    public var origin: String { APIHost.origin(of: baseURL) }

    /// "scheme://host:port" of any URL, the port spelled out even when it is the scheme's default.
    public static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }

    /// Whether `url` is on `origin` ("scheme://host:port", as `origin(of:)` writes
    /// it): what a credential's origin check asks of every request. A URL a
    /// client made under its base URL is written as the origin (or, on the
    /// scheme's default port, the origin less its port) then a path, query or
    /// nothing, which is decided on the text; any other URL is parsed as
    /// `origin(of:)` parses it, which costs a microsecond or two.
    package static func isURL(_ url: URL, on origin: String) -> Bool {
        let text = url.absoluteString
        if begins(text, with: origin), endsAuthority(text, at: origin.utf8.count) { return true }
        if let short = withoutDefaultPort(origin), begins(text, with: String(short)), endsAuthority(text, at: short.utf8.count) {
            return true
        }
        return self.origin(of: url) == origin
    }

    /// Whether `text` starts with the bytes of `prefix`, compared in place. A URL's
    /// text comes from Foundation in a form whose bytes `utf8.starts(with:)` walked
    /// at some 65 instructions each, on every request that carries a token.
    private static func begins(_ text: String, with prefix: String) -> Bool {
        var text = text
        var prefix = prefix
        return text.withUTF8 { bytes in
            prefix.withUTF8 { start in
                // memcmp: `elementsEqual` over two buffers still went a byte at a time through generic code.
                guard bytes.count >= start.count else { return false }
                guard let left = bytes.baseAddress, let right = start.baseAddress else { return start.isEmpty }
                return memcmp(left, right, start.count) == 0
            }
        }
    }

    /// Whether the authority of `text` ends after its first `offset` bytes: what follows is a path, a query, a fragment or nothing.
    private static func endsAuthority(_ text: String, at offset: Int) -> Bool {
        guard let next = text.utf8.dropFirst(offset).first else { return true }
        return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }

    /// "https://host" for "https://host:443", "http://host" for "http://host:80"; nil for any other port.
    private static func withoutDefaultPort(_ origin: String) -> Substring? {
        if origin.hasPrefix("https://"), origin.hasSuffix(":443") { return origin.dropLast(4) }
        if origin.hasPrefix("http://"), origin.hasSuffix(":80") { return origin.dropLast(3) }
        return nil
    }

    /// The URL of a path under this host, keeping any path prefix of the base URL.
    public func url(for path: String) -> URL {
        URL(string: urlString(for: path)) ?? baseURL
    }

    /// The text of `url(for:)`, for a caller that adds a query before parsing it once.
    func urlString(for path: String) -> String {
        path.hasPrefix("/") ? base + path : base + "/" + path
    }
}
