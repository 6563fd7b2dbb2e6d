/// `/<name>/random` and `/<name>/random/<n>`, as upstream serves them for
/// todos and quotes. Each answer differs, so the memo must not keep them.
enum RandomRoutes {
    /// The most records `random/<n>` answers; any other `n` gets `[]`.
    static let defaultMaximum = 10

    static func routes<Collection: StagingCollection>(for collection: Collection) -> [CollectionRoute] {
        [
            CollectionRoute("GET", "\(Collection.name)/random", isRepeatable: false) { _ throws(APIFailure) in
                guard collection.count > 0 else { return try .json(200, collection.record(id: "random")) }
                var generator = SystemRandomNumberGenerator()
                return .json(200, collection.json(at: Int.random(in: 0..<collection.count, using: &generator)))
            },
            CollectionRoute("GET", "\(Collection.name)/random/:n", isRepeatable: false) { match in
                guard let n = Int(match[parameter: "n"]), (1...defaultMaximum).contains(n) else { return .json(200, .array([])) }
                return .json(200, .array(distinctIndices(n, of: collection.count).map(collection.json(at:))))
            },
        ]
    }

    /// `n` different positions below `count` (fewer when there are fewer),
    /// drawn without touching the other records: a collection may hold millions.
    static func distinctIndices(_ n: Int, of count: Int) -> [Int] {
        var generator = SystemRandomNumberGenerator()
        var chosen: [Int] = []
        var seen = Set<Int>()
        while chosen.count < min(n, count) {
            let index = Int.random(in: 0..<count, using: &generator)
            if seen.insert(index).inserted { chosen.append(index) }
        }
        return chosen
    }
}

extension RandomRoutes {
    /// The two routes as the OpenAPI document lists them.
    static func api<Collection: StagingCollection>(_ collection: Collection.Type) -> [RouteAPI] {
        [
            RouteAPI(
                path: "\(Collection.name)/random", summary: "One random \(Collection.noun.lowercased())", kind: .value,
                response: OpenAPISchema.ref(Collection.noun), isRepeatable: false),
            RouteAPI(
                path: "\(Collection.name)/random/{n}", summary: "n different random \(Collection.name) for n from 1 to \(defaultMaximum); any other n: []",
                kind: .value, response: OpenAPISchema.array(OpenAPISchema.ref(Collection.noun)),
                parameters: [RouteAPI.pathParameter("n", "How many, 1 to \(defaultMaximum).")], isRepeatable: false),
        ]
    }
}
