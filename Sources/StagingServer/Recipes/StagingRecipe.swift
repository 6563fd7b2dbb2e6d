import JSON

/// A recipe as the staging server serves it.
struct StagingRecipe: Sendable, Hashable, Encodable {
    var id: Int
    var name: String
    var ingredients: [String]
    var instructions: [String]
    var prepTimeMinutes: Int
    var cookTimeMinutes: Int
    var servings: Int
    var difficulty: String
    var cuisine: String
    var caloriesPerServing: Int
    var tags: [String]
    var userId: Int
    var image: String
    var rating: Double
    var reviewCount: Int
    var mealType: [String]
}

extension StagingRecipe: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "name": .string(name)
        case "rating": .number(rating)
        case "prepTimeMinutes": .number(Double(prepTimeMinutes))
        case "cookTimeMinutes": .number(Double(cookTimeMinutes))
        case "caloriesPerServing": .number(Double(caloriesPerServing))
        default: json[field]
        }
    }

    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("name", .string(name)), ("ingredients", RecordJSON.strings(ingredients)),
            ("instructions", RecordJSON.strings(instructions)), ("prepTimeMinutes", .number(Double(prepTimeMinutes))),
            ("cookTimeMinutes", .number(Double(cookTimeMinutes))), ("servings", .number(Double(servings))),
            ("difficulty", .string(difficulty)), ("cuisine", .string(cuisine)), ("caloriesPerServing", .number(Double(caloriesPerServing))),
            ("tags", RecordJSON.strings(tags)), ("userId", .number(Double(userId))), ("image", .string(image)),
            ("rating", .number(rating)), ("reviewCount", .number(Double(reviewCount))), ("mealType", RecordJSON.strings(mealType)),
        ])
    }
}
