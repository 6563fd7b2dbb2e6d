import JSON

/// Recipes in the OpenAPI document.
extension RecipeCollection {
    private typealias S = OpenAPISchema

    static var openAPI: CollectionAPI {
        let record = S.object([
            "id": S.integer, "name": S.string, "ingredients": S.strings, "instructions": S.strings, "prepTimeMinutes": S.integer,
            "cookTimeMinutes": S.integer, "servings": S.integer, "difficulty": S.string, "cuisine": S.string,
            "caloriesPerServing": S.integer, "tags": S.strings, "userId": S.integer, "image": S.string, "rating": S.number,
            "reviewCount": S.integer, "mealType": S.strings,
        ])
        return CollectionAPI(
            record: record,
            addBody: S.loosened(S.subset(record, fields, withID: false)),
            added: S.described(S.subset(record, fields, required: ["id"]), "`id` and the fields sent, as sent."),
            addStatus: 200,
            updated: S.described(S.subset(record, fields, required: ["id"] + fields), "`id` and the fifteen fields, each the sent value when truthy, else the stored one."),
            routes: [
                RouteAPI(path: "recipes/tags", summary: "Every tag, as plain strings in first-seen order", kind: .value, response: S.strings),
                RouteAPI(
                    path: "recipes/tag/{tag}", summary: "The recipes with a tag (the whole tag, ignoring case)",
                    kind: .list(select: true, sort: true), response: S.ref("RecipePage"), parameters: [RouteAPI.pathParameter("tag", "A tag.")]),
                RouteAPI(
                    path: "recipes/meal-type/{type}", summary: "The recipes of a meal type (the whole value, ignoring case)",
                    kind: .list(select: true, sort: true), response: S.ref("RecipePage"), parameters: [RouteAPI.pathParameter("type", "A meal type.")]),
            ])
    }
}
