/// What relation routes (`/users/<id>/todos`, `/comments/post/<id>`) share:
/// the owner's id checked by its own collection, and the records pointing at it.
extension RouteMatch {
    /// The `:name` segment as an id of `owner`, failing exactly as
    /// `/<owner>/<id>` does. Nil when the dataset serves no such collection.
    func id<Owner: StagingCollection>(of owner: Owner.Type, parameter name: String = "id") throws(APIFailure) -> Int? {
        try dataset.collection(owner)?.id(self[parameter: name])
    }
}

extension StagingCollection {
    /// The positions of the records passing `isIncluded`, in id order.
    func indices(where isIncluded: (Record) -> Bool) -> [Int] {
        let all = records.all
        return all.indices.filter { isIncluded(all[$0]) }
    }

    /// A list under another collection's id, paged and then trimmed or
    /// sorted only as far as that route honours.
    func relatedList(
        _ match: RouteMatch, select: Bool, sort: Bool, where isIncluded: (Record) -> Bool
    ) throws(APIFailure) -> HTTPResponse {
        let query = try match.listQuery().ignoring(select: !select, sort: !sort)
        return .json(200, list(query, indices: indices(where: isIncluded)))
    }
}

extension Array where Element == String {
    /// Each value once, where it first appears: the order upstream's tag lists keep.
    var firstSeen: [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
