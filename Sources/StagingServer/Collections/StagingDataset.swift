/// Everything the staging API serves: one of each collection, made from
/// the seed. Immutable apart from LazyRecords' build-once caches, so it is
/// shared freely.
struct StagingDataset: Sendable {
    /// In table order; the first is what a `huge` fault serves when the path names none.
    let collections: [any StagingCollection]
    private let byName: [String: any StagingCollection]

    init(_ context: CollectionContext, collections types: [any StagingCollection.Type]) {
        collections = types.map { $0.init(context) }
        byName = Dictionary(collections.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func collection(named name: String) -> (any StagingCollection)? { byName[name] }

    /// A collection by its type, for code that needs its records as what they are (login needs users).
    func collection<Collection: StagingCollection>(_ type: Collection.Type) -> Collection? {
        byName[type.name] as? Collection
    }
}
