/// `/recipes`, searched by name only, with tag and meal-type routes.
struct RecipeCollection: StagingCollection {
    static let name = "recipes"
    static let noun = "Recipe"
    static let defaultCount = 50

    let records: LazyRecords<StagingRecipe>

    init(_ context: CollectionContext) {
        let generator = RecipeGenerator(seed: context.seed, userCount: context.count(of: UserCollection.self))
        records = LazyRecords(count: context.count(of: Self.self)) { generator.recipe(id: $0) }
    }

    func matches(_ recipe: StagingRecipe, _ matcher: TextMatcher) -> Bool { matcher.matches(recipe.name) }

    var routes: [CollectionRoute] {
        [
            // Plain strings in first-seen order, unlike the post and product lists.
            CollectionRoute("GET", "recipes/tags") { [self] _ in .json(200, RecordJSON.strings(records.all.flatMap(\.tags).firstSeen)) },
            CollectionRoute("GET", "recipes/tag/:tag") { [self] match throws(APIFailure) in
                let tag = match[parameter: "tag"].lowercased()
                return try relatedList(match, select: true, sort: true) { $0.tags.contains { $0.lowercased() == tag } }
            },
            CollectionRoute("GET", "recipes/meal-type/:type") { [self] match throws(APIFailure) in
                let type = match[parameter: "type"].lowercased()
                return try relatedList(match, select: true, sort: true) { $0.mealType.contains { $0.lowercased() == type } }
            },
        ]
    }
}
