/// Makes recipe `id` for a seed, posted by one of the `userCount` users.
/// The first recipes are the dishes as named; later ones vary the name.
struct RecipeGenerator: Sendable {
    let seed: UInt64
    let userCount: Int

    /// Upstream has ten of fifty recipes with no cooking at all.
    static let defaultUncookedShare = 0.2

    func recipe(id: Int) -> StagingRecipe {
        var rng = SplitMix64(seed: seed, stream: 8, index: id)
        let dishes = StagingKitchen.dishes
        let dish = dishes[(id - 1) % dishes.count]
        var name = id <= dishes.count ? dish.name : "\(rng.pick(StagingKitchen.styles)) \(dish.name)"
        if let special = HostileStrings.title(forID: id, period: 11, offset: 7) { name = special }
        let difficulty = rng.pick(StagingKitchen.difficulties)
        let rating = id % 37 == 0 ? 5 : rng.decimal(4.1...4.9, places: 1)
        return StagingRecipe(
            id: id, name: name, ingredients: dish.ingredients, instructions: dish.instructions,
            prepTimeMinutes: 5 * rng.int(1...8), cookTimeMinutes: rng.chance(Self.defaultUncookedShare) ? 0 : 5 * rng.int(1...12),
            servings: rng.int(2...8), difficulty: difficulty, cuisine: dish.cuisine, caloriesPerServing: 10 * rng.int(12...60),
            tags: dish.tags, userId: rng.int(1...max(userCount, 1)), image: "\(StagingPictures.recipePrefix)/\(id).webp",
            rating: rating, reviewCount: rng.int(0...99), mealType: dish.mealTypes)
    }
}
