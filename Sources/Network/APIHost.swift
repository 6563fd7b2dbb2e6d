import Foundation

/// Which backend Courier talks to.
public enum HostKind: String, Sendable, CaseIterable {
    /// The public DummyJSON API.
    case release
    /// A staging server run by hand or by tests.
    case test
    /// The staging server started inside the app on an ephemeral port.
    case demo

    public static let defaultReleaseURL = URL(string: "https://dummyjson.com")!
    public static let defaultTestURL = URL(string: "http://127.0.0.1:8080")!

    /// The badge a screen shows.
    public var badge: String { rawValue.uppercased() }
}

/// A host kind with the base URL requests go to.
public struct APIHost: Sendable, Equatable {
    public let kind: HostKind
    public let baseURL: URL

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
    }

    public static let release = try! APIHost(kind: .release, baseURL: HostKind.defaultReleaseURL)
    public static let test = try! APIHost(kind: .test, baseURL: HostKind.defaultTestURL)

    /// "scheme://host:port", what a token is bound to.
    public var origin: String { APIHost.origin(of: baseURL) }

    public static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }

    /// The URL of a path under this host, keeping any path prefix of the base URL.
    public func url(for path: String) -> URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        let tail = path.hasPrefix("/") ? path : "/" + path
        return URL(string: base + tail) ?? baseURL
    }
}

/// How the host is chosen at start-up: `--host`, else `COURIER_HOST`, else demo;
/// `--base-url` points the chosen kind elsewhere.
public struct HostSelection: Sendable, Equatable {
    public var kind: HostKind
    public var baseURLOverride: URL?

    public init(kind: HostKind = .demo, baseURLOverride: URL? = nil) {
        self.kind = kind
        self.baseURLOverride = baseURLOverride
    }

    public static func resolve(flag: String?, baseURL: String?, environment: [String: String]) throws(NetworkError) -> HostSelection {
        let name = flag ?? environment["COURIER_HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? HostKind.demo.rawValue
        guard let kind = HostKind(rawValue: name.lowercased()) else {
            throw .invalidRequest(.unknownHost(name))
        }
        var selection = HostSelection(kind: kind)
        if let baseURL {
            guard let url = URL(string: baseURL), url.scheme != nil else {
                throw .invalidRequest(.unsupportedURL(baseURL))
            }
            selection.baseURLOverride = url
        }
        return selection
    }

    /// The host for a kind that has a fixed URL; demo needs its server's port first.
    public func host(demoURL: URL? = nil) throws(NetworkError) -> APIHost {
        if let baseURLOverride { return try APIHost(kind: kind, baseURL: baseURLOverride) }
        switch kind {
        case .release: return .release
        case .test: return .test
        case .demo:
            guard let demoURL else { throw .invalidRequest(.demoServerNotStarted) }
            return try APIHost(kind: .demo, baseURL: demoURL)
        }
    }
}
