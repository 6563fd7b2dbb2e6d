import Foundation

/// A recipe as DummyJSON serves it.
public struct Recipe: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "recipes"

    public var id: Int
    public var name: String
    public var ingredients: [String]
    public var instructions: [String]
    public var prepTimeMinutes: Int
    public var cookTimeMinutes: Int
    public var servings: Int
    public var difficulty: String
    public var cuisine: String
    public var caloriesPerServing: Int
    public var tags: [String]
    public var userId: Int
    public var image: String
    public var rating: Double
    public var reviewCount: Int
    public var mealType: [String]

    public init(
        id: Int, name: String, ingredients: [String], instructions: [String], prepTimeMinutes: Int,
        cookTimeMinutes: Int, servings: Int, difficulty: String, cuisine: String, caloriesPerServing: Int,
        tags: [String], userId: Int, image: String, rating: Double, reviewCount: Int, mealType: [String]
    ) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
        self.instructions = instructions
        self.prepTimeMinutes = prepTimeMinutes
        self.cookTimeMinutes = cookTimeMinutes
        self.servings = servings
        self.difficulty = difficulty
        self.cuisine = cuisine
        self.caloriesPerServing = caloriesPerServing
        self.tags = tags
        self.userId = userId
        self.image = image
        self.rating = rating
        self.reviewCount = reviewCount
        self.mealType = mealType
    }
}

/// What a list row shows of a recipe (the list asks for these fields only).
public struct RecipeSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "recipes"

    public var id: Int
    public var name: String
    public var cuisine: String?
    public var difficulty: String?
    public var rating: Double?
    public var prepTimeMinutes: Int?
    public var cookTimeMinutes: Int?

    public init(
        id: Int, name: String, cuisine: String? = nil, difficulty: String? = nil, rating: Double? = nil,
        prepTimeMinutes: Int? = nil, cookTimeMinutes: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.difficulty = difficulty
        self.rating = rating
        self.prepTimeMinutes = prepTimeMinutes
        self.cookTimeMinutes = cookTimeMinutes
    }
}
