import JSON
import Models
@testable import StagingServer

/// A record only the tests serve.
struct Gadget: StagingRecord, Equatable {
    let id: Int
    let name: String
    let colour: String
    let ownerId: Int

    var json: JSONValue {
        ["id": .number(Double(id)), "name": .string(name), "colour": .string(colour), "ownerId": .number(Double(ownerId))]
    }
}

/// A resource defined wholly outside the server's sources: that this file
/// and a table entry are all it takes is what APICollectionTableTests show.
struct GadgetCollection: StagingCollection {
    static let name = "gadgets"
    static let noun = "Gadget"
    static let defaultCount = 12
    static let nonNumericID = NonNumericID.invalid
    static let colours = ["red", "green", "blue"]

    let records: LazyRecords<Gadget>
    /// How often `gadgets/random` has answered, so each answer differs.
    private let draws = PthreadLocked(0)

    init(_ context: CollectionContext) {
        let owners = max(context.count(of: UserCollection.self), 1)
        records = LazyRecords(count: context.count(of: Self.self)) { id in
            Gadget(id: id, name: "Gadget \(id)", colour: Self.colours[id % Self.colours.count], ownerId: (id - 1) % owners + 1)
        }
    }

    func matches(_ gadget: Gadget, _ matcher: TextMatcher) -> Bool {
        matcher.matches(gadget.name)
    }

    var routes: [CollectionRoute] {
        [
            CollectionRoute("GET", "gadgets/colour/:colour") { [self] match throws(APIFailure) in
                try .json(200, list(match.listQuery(), indices: indices { $0.colour == match[parameter: "colour"] }))
            },
            // Under another collection's path, failing exactly as `/users/<id>` does.
            CollectionRoute("GET", "users/:id/gadgets") { [self] match throws(APIFailure) in
                let owner = try match.dataset.collection(UserCollection.self)?.id(match[parameter: "id"])
                return try .json(200, list(match.listQuery(), indices: indices { $0.ownerId == owner }))
            },
            CollectionRoute("GET", "gadgets/random", isRepeatable: false) { [self] _ in
                let draw = draws.withLock { count in
                    count += 1
                    return count
                }
                return .json(200, json(at: draw % records.count))
            },
        ]
    }

    private func indices(where isIncluded: (Gadget) -> Bool) -> [Int] {
        let all = records.all
        return all.indices.filter { isIncluded(all[$0]) }
    }
}
