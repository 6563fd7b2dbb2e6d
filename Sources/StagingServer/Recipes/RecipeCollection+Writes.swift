import JSON

/// Recipe writes answer the recipe's fields that were sent (add) or merged
/// (update), and save nothing. Upstream's add answers 200, not 201.
extension RecipeCollection {
    static let fields = [
        "name", "ingredients", "instructions", "prepTimeMinutes", "cookTimeMinutes", "servings", "difficulty", "cuisine",
        "caloriesPerServing", "tags", "userId", "image", "rating", "reviewCount", "mealType",
    ]

    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        .json(200, WriteBody.sent(body, fields: Self.fields, id: count + 1))
    }

    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        try .json(200, WriteBody.merged(record(id: id), body, fields: Self.fields, id: self.id(id)))
    }
}
