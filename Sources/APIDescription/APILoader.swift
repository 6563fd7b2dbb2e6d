import Foundation

/// From `--api SOURCE` to resources: reads the source, and when it is a
/// profile that names a description, that too; discovers; lays the profile
/// over. The reading itself is the caller's (`fetch`): a file, or the
/// network core for a URL, so this module does no I/O.
package enum APILoader {
    package typealias Fetch = (DescriptionSource) throws(DescriptionError) -> Data

    /// `profile`, when given, is laid over `source` (a description): `--profile FILE`.
    package static func discover(_ source: DescriptionSource, profile: DescriptionSource? = nil,
                                 fetch: Fetch) throws(DescriptionError) -> DiscoveredAPI {
        let root = try DescriptionReader.value(of: try fetch(source))
        if let profile {
            guard !APIProfile.isProfile(root) else {
                throw .badProfile(path: "", problem: "is given twice: --api names a profile already")
            }
            let overlay = try APIProfile(try DescriptionReader.value(of: try fetch(profile)), sourceURL: profile.baseURL)
            let description = try DescriptionReader.description(root, from: source.baseURL)
            return try ProfileOverlay.apply(overlay, to: APIDiscovery.discover(description), description: description)
        }
        guard APIProfile.isProfile(root) else {
            return APIDiscovery.discover(try DescriptionReader.description(root, from: source.baseURL))
        }
        let profile = try APIProfile(root, sourceURL: source.baseURL)
        var description: APIDescription?
        if let written = profile.description {
            let described = source.resolving(written)
            description = try DescriptionReader.description(try fetch(described), from: described.baseURL)
        }
        return try ProfileOverlay.apply(profile, to: description.map(APIDiscovery.discover), description: description)
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
