import Foundation
import Pictures

/// The pictures the generated records name, served by the staging server
/// itself at the paths upstream's CDN uses. Records carry root-relative
/// paths (`/product-images/…`), which a client resolves against the host it
/// called, so records, memo and ETags never depend on the Host header.
final class StagingPictures: Sendable {
    static let productPrefix = "/product-images"
    static let recipePrefix = "/recipe-images"
    /// Each picture is encoded once; a few hundred products' thumbnails are a few megabytes at most.
    static let defaultCacheEntries = 1024

    private let seed: UInt64
    private let encoded = PthreadLocked<[String: Data]>([:])

    init(seed: UInt64) { self.seed = seed }

    func serves(_ path: String) -> Bool {
        path.hasPrefix(Self.productPrefix + "/") || path.hasPrefix(Self.recipePrefix + "/")
    }

    /// 200 `image/webp` for a path a record names, 404 for any other.
    func response(for path: String, data: StagingDataset) -> HTTPResponse {
        if let cached = encoded.withLock({ $0[path] }) { return Self.webp(cached) }
        guard let hue = hue(of: path, data: data) else { return HTMLPages.notFound(path: path, method: "GET") }
        var rng = SplitMix64(seed: seed, stream: 20, index: Self.index(of: path))
        guard let bytes = try? WebPEncoder.encodeLossless(StagingPicture(hue: hue, rng: &rng).image()) else {
            return .message(500, "Could not encode \(path)")
        }
        let body = Data(bytes)
        encoded.withLock { cache in
            if cache.count >= Self.defaultCacheEntries { cache.removeAll(keepingCapacity: true) }
            cache[path] = body
        }
        return Self.webp(body)
    }

    /// The hue for a path some record names, or nil when no record names it.
    private func hue(of path: String, data: StagingDataset) -> Double? {
        let parts = path.split(separator: "/").map(String.init)
        if parts.first == String(Self.productPrefix.dropFirst()), parts.count == 4,
           let id = parts[2].split(separator: "-").last.flatMap({ Int($0) }),
           let product = data.collection(ProductCollection.self)?.records[id: id],
           product.thumbnail == path || product.images.contains(path),
           let category = StagingCatalog.categories.firstIndex(where: { $0.slug == product.category }) {
            return Double(category) * 360 / Double(StagingCatalog.categories.count)
        }
        if parts.first == String(Self.recipePrefix.dropFirst()), parts.count == 2,
           let id = Int(parts[1].replacingOccurrences(of: ".webp", with: "")),
           let recipe = data.collection(RecipeCollection.self)?.records[id: id], recipe.image == path {
            return Double(Self.index(of: recipe.cuisine) % 360)
        }
        return nil
    }

    /// FNV-1a: stable across runs and platforms, unlike `hashValue`.
    private static func index(of text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % 1_000_003)
    }

    private static func webp(_ body: Data) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", "image/webp"), ("Cache-Control", "public, max-age=86400")], body: body)
    }
}
