import Foundation
import DummyJSON
import Network

/// How the host is chosen at start-up: `--host`, else `COURIER_HOST`, else demo;
/// `--base-url` points the chosen kind elsewhere.
package struct HostSelection: Sendable, Equatable {
    package var kind: HostKind
    package var baseURLOverride: URL?

    package init(kind: HostKind = .demo, baseURLOverride: URL? = nil) {
        self.kind = kind
        self.baseURLOverride = baseURLOverride
    }

    package static func resolve(flag: String?, baseURL: String?, environment: [String: String]) throws(NetworkError) -> HostSelection {
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
    package func host(demoURL: URL? = nil) throws(NetworkError) -> APIHost {
        if let baseURLOverride { return try APIHost(kind: kind, baseURL: baseURLOverride) }
        switch kind {
        case .release: return .dummyJSON
        case .test: return .stagingServer
        case .demo:
            guard let demoURL else { throw .invalidRequest(.demoServerNotStarted) }
            return try APIHost(kind: .demo, baseURL: demoURL)
        }
    }
}
