/// What collections are generated from: the seed, and how many records
/// each holds. A collection may read another's count, as posts do to pick
/// authors among the users.
struct CollectionContext: Sendable {
    let seed: UInt64
    /// By collection name; a collection not named has its default count.
    let counts: [String: Int]

    func count(of collection: any StagingCollection.Type) -> Int {
        collection.count(in: counts)
    }
}

extension StagingCollection {
    static func count(in counts: [String: Int]) -> Int { counts[name] ?? defaultCount }
}
