import Foundation
import DummyJSON
import Models
import Network

extension RecipeSummary: ListItem {}

extension AnyResource {
    package static let recipes = AnyResource(Resource<RecipeSummary, Recipe>.recipes)
}

extension Resource where Summary == RecipeSummary, Record == Recipe {
    package static let listFields: [RecipeField] = [.name, .cuisine, .difficulty, .rating, .prepTimeMinutes, .cookTimeMinutes]
    /// The meal types DummyJSON's recipes have, offered on the `:` line after `mealType=`.
    static let mealTypes = ["Breakfast", "Lunch", "Dinner", "Snack", "Dessert", "Side Dish", "Appetizer", "Beverage"]

    package static var recipes: Self {
        Resource(
            id: "recipes", title: "Recipes", singular: "recipe", tabKey: "5", words: .recipes,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Name", width: 30, flexible: true) { $0.name },
                ResourceColumn("Cuisine", width: 14, priority: 2) { $0.cuisine ?? "" },
                ResourceColumn("Level", width: 7, priority: 4) { $0.difficulty ?? "" },
                // The number alone, as products show it: with its stars it is 10 wide and was always cut.
                ResourceColumn("Rating", width: 6, alignment: .right, priority: 1) { $0.rating.map { String(format: "%.2f", $0) } ?? "" },
                ResourceColumn("Time", width: 7, alignment: .right, priority: 5, format: "%@ min") { recipe in
                    recipe.prepTimeMinutes.map { "\($0 + (recipe.cookTimeMinutes ?? 0))" } ?? ""
                },
            ],
            route: { request in
                let select = request.wholeRecords ? nil : listFields
                let sort = request.sort.flatMap { key in RecipeField(rawValue: key.field).map { Sort($0, key.order) } }
                if !request.query.isEmpty { return RecipeRouter.search(request.query, request.paging, select: select, sort: sort) }
                switch request.filter?.name {
                case "tag": return RecipeRouter.tag(request.filter?.value ?? "", request.paging, select: select, sort: sort)
                case "mealType": return RecipeRouter.mealType(request.filter?.value ?? "", request.paging, select: select, sort: sort)
                default: return RecipeRouter.list(request.paging, select: select, sort: sort)
                }
            },
            recordRoute: { RecipeRouter.detail(id: $0) },
            detail: DetailContent.init(recipe:),
            sortFields: ["name", "rating", "prepTimeMinutes", "cookTimeMinutes", "caloriesPerServing", "reviewCount"],
            filters: [
                ResourceFilter(name: "tag", title: "Tag", choicesSource: FilterChoices(RecipeRouter.tags, cacheGroup: "recipes")),
                ResourceFilter(name: "mealType", title: "Meal type", choices: mealTypes),
            ],
            editing: .collection("recipes", fields: [
                EditableField("name", label: "Name", rule: .requiredText) { $0.name },
                EditableField("cuisine", label: "Cuisine") { $0.cuisine },
                EditableField("difficulty", label: "Difficulty") { $0.difficulty },
                EditableField("prepTimeMinutes", label: "Prep (min)", rule: FieldRule(.integer, minimum: 0)) { String($0.prepTimeMinutes) },
                EditableField("cookTimeMinutes", label: "Cook (min)", rule: FieldRule(.integer, minimum: 0)) { String($0.cookTimeMinutes) },
                EditableField("servings", label: "Servings", rule: FieldRule(.integer, minimum: 1)) { String($0.servings) },
            ]),
            links: { recipe in
                [.record("Author: user #\(recipe.userId)", "users", id: recipe.userId, named: .init(.userName, "Author: %@"))]
                    + recipe.tags.map { .list("Recipes tagged \($0)", "recipes", "tag", $0) }
                    + recipe.mealType.map { .list("More for \($0)", "recipes", "mealType", $0) }
            }
        )
    }
}

extension DetailContent {
    init(recipe: Recipe) {
        let numbered = { (steps: [String]) in steps.enumerated().map { Field("\($0.offset + 1).", $0.element) } }
        let sections = [
            Section("Overview", [
                Field("Cuisine", recipe.cuisine),
                Field("Difficulty", recipe.difficulty),
                Field("Rating", text: "\(DetailFormat.rating(recipe.rating)) (\(UIText.count(recipe.reviewCount)) reviews)"),
                Field("Time", text: "\(recipe.prepTimeMinutes) min preparation, \(recipe.cookTimeMinutes) min cooking"),
                Field("Servings", text: "\(recipe.servings), \(UIText.count(recipe.caloriesPerServing)) kcal each"),
                Field("Meal", recipe.mealType.joined(separator: ", ")),
                Field("Tags", text: recipe.tags.isEmpty ? "none" : .verbatim(recipe.tags.joined(separator: ", "))),
            ]),
            Section("Ingredients (\(recipe.ingredients.count))", recipe.ingredients.map { Field("•", $0) }),
            Section("Instructions", numbered(recipe.instructions)),
        ]
        self.init(title: .verbatim(recipe.name), subtitle: "\(recipe.cuisine) · \(recipe.difficulty)", sections: sections)
        picture = recipe.image.isEmpty ? nil : recipe.image
        // The two times against the longer: which part of the work takes the time shows at a glance.
        let longer = Double(max(recipe.prepTimeMinutes, recipe.cookTimeMinutes, 1))
        gauges = [
            DetailGauge("Rating", value: recipe.rating, maximum: 5, kind: .stars, text: .verbatim(String(format: "%.1f", recipe.rating))),
            DetailGauge("Prep time", value: Double(recipe.prepTimeMinutes), maximum: longer, kind: .bar, text: "\(recipe.prepTimeMinutes) min"),
            DetailGauge("Cook time", value: Double(recipe.cookTimeMinutes), maximum: longer, kind: .bar, text: "\(recipe.cookTimeMinutes) min"),
        ]
    }
}

extension ResourceWords {
    /// Recipes' names, columns, detail headings and labels, and links.
    package static let recipes: ResourceWords = [
        "Recipes": ("食谱", "食譜"),
        "recipes": ("食谱", "食譜"),
        "recipe": ("食谱", "食譜"),
        "Recipe": ("食谱", "食譜"),
        "Cuisine": ("菜系", "菜系"),
        "Level": ("难度", "難度"),
        "Difficulty": ("难度", "難度"),
        "Time": ("时间", "時間"),
        "Meal type": ("餐别", "餐別"),
        "Prep (min)": ("准备(分)", "準備(分)"),
        "Cook (min)": ("烹饪(分)", "烹飪(分)"),
        "Servings": ("份数", "份數"),
        "%@ min": ("%@分钟", "%@分鐘"),
        "Ingredients (%@)": ("食材（%@）", "食材（%@）"),
        "Instructions": ("步骤", "步驟"),
        "Meal": ("餐别", "餐別"),
        "%@ (%@ reviews)": ("%@（%@ 条评价）", "%@（%@ 則評價）"),
        "%@ min preparation, %@ min cooking": ("准备 %@ 分钟，烹饪 %@ 分钟", "準備 %@ 分鐘，烹飪 %@ 分鐘"),
        "%@, %@ kcal each": ("%@ 份，每份 %@ 千卡", "%@ 份，每份 %@ 大卡"),
        "Recipes tagged %@": ("标签为 %@ 的食谱", "標籤為 %@ 的食譜"),
        "More for %@": ("更多 %@ 食谱", "更多 %@ 食譜"),
        "Prep time": ("准备时间", "準備時間"),
        "Cook time": ("烹饪时间", "烹飪時間"),
    ]
}
