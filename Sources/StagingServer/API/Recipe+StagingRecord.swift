import JSON
import Models

extension Recipe: StagingRecord {
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
