/// How many records a collection is generated with: the count asked for by
/// its name, else the collection's default.
enum CollectionCounts {
    static func count(of name: String, in counts: [String: Int]) -> Int {
        StagingCollections.standard.first { $0.name == name }?.count(in: counts) ?? counts[name] ?? 0
    }
}

extension StagingAPI.Configuration {
    package func count(of collection: String) -> Int { CollectionCounts.count(of: collection, in: counts) }
}

extension StagingServerOptions {
    package func count(of collection: String) -> Int { CollectionCounts.count(of: collection, in: counts) }
}
