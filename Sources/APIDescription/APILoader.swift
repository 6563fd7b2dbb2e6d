import Foundation

/// From `--api SOURCE` to resources: reads the source, and when it is a
/// profile that names a description, that too; discovers; lays the profile
/// over. The reading itself is the caller's (`fetch`): a file, or the
/// network core for a URL, so this module does no I/O.
package enum APILoader {
    package typealias Fetch = (DescriptionSource) throws(DescriptionError) -> Data

    package static func discover(_ source: DescriptionSource, fetch: Fetch) throws(DescriptionError) -> DiscoveredAPI {
        let root = try DescriptionReader.value(of: try fetch(source))
        guard APIProfile.isProfile(root) else {
            return APIDiscovery.discover(try DescriptionReader.description(root, from: source.baseURL))
        }
        let profile = try APIProfile(root, sourceURL: source.baseURL)
        var discovered: DiscoveredAPI?
        if let written = profile.description {
            let described = source.resolving(written)
            discovered = APIDiscovery.discover(try DescriptionReader.description(try fetch(described), from: described.baseURL))
        }
        return try ProfileOverlay.apply(profile, to: discovered)
    }
}

extension DescriptionSource {
    /// Another source named from this one: a URL as it is, a relative
    /// reference against this URL, a relative path beside this file.
    package func resolving(_ reference: String) -> DescriptionSource {
        let named = DescriptionSource(reference)
        switch (self, named) {
        case (_, .url): return named
        case (.url(let base), .file(let path)):
            return URL(string: path, relativeTo: base).map { .url($0.absoluteURL) } ?? named
        case (.file(let base), .file(let path)):
            guard !path.hasPrefix("/") else { return named }
            guard let slash = base.lastIndex(of: "/") else { return named }
            return .file(String(base[...slash]) + path)
        }
    }
}
