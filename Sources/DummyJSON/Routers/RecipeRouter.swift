import Models
import Network

public enum RecipeField: String, Sendable, CaseIterable, Hashable {
    case id, name, ingredients, instructions, prepTimeMinutes, cookTimeMinutes, servings, difficulty, cuisine
    case caloriesPerServing, tags, userId, image, rating, reviewCount, mealType
}

/// The recipes API: lists that select and sort, a search by name, and lists by tag or meal type.
public enum RecipeRouter: DummyJSONRoute {
    case list(Paging = .first, select: [RecipeField]? = nil, sort: Sort<RecipeField>? = nil)
    /// A search, sorted where `sort` says (the server sorts a search's results).
    case search(String, Paging = .first, select: [RecipeField]? = nil, sort: Sort<RecipeField>? = nil)
    case detail(id: Int)
    /// Every tag, as plain strings in first-seen order.
    case tags
    /// Recipes with a tag, whole tag ignoring case (`Main course`).
    case tag(String, Paging = .first, select: [RecipeField]? = nil, sort: Sort<RecipeField>? = nil)
    /// Recipes of a meal type (`Dinner`, `Side Dish`).
    case mealType(String, Paging = .first, select: [RecipeField]? = nil, sort: Sort<RecipeField>? = nil)

    /// GET for every case, said without building the parameters; `relation` takes it from here.
    public var method: HTTPMethod { .get }

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select, let sort):
            return (method, "/auth/recipes", ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .search(let query, let paging, let select, let sort):
            let parameters = ListQuery(paging: paging, select: select, sort: sort).parameters
            return (method, "/auth/recipes/search", parameters.merging(["q": .string(query)]) { $1 })
        case .detail(let id):
            return (method, "/auth/recipes/\(id)", nil)
        case .tags:
            return (method, "/auth/recipes/tags", nil)
        case .tag(let tag, let paging, let select, let sort):
            return (method, "/auth/recipes/tag/\(FormEncoder.escape(tag))",
                    ListQuery(paging: paging, select: select, sort: sort).parameters)
        case .mealType(let type, let paging, let select, let sort):
            return (method, "/auth/recipes/meal-type/\(FormEncoder.escape(type))",
                    ListQuery(paging: paging, select: select, sort: sort).parameters)
        }
    }

    public var requiresAuth: Bool { true }
}
