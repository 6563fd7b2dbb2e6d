/// A dish recipes are written from: what goes in, how it is made, and
/// how upstream would tag it.
struct StagingDish: Sendable {
    let name: String
    let cuisine: String
    let tags: [String]
    let mealTypes: [String]
    let ingredients: [String]
    let instructions: [String]
}

/// The dishes the recipe generator draws from, with the non-ASCII text
/// (`°`, `é`, `ñ`, `ç`, CJK) upstream's recipes carry.
enum StagingKitchen {
    static let dishes: [StagingDish] = [
        .init(name: "Margherita Pizza", cuisine: "Italian", tags: ["Pizza", "Italian"], mealTypes: ["Dinner"],
              ingredients: ["Pizza dough", "Crushed tomatoes", "Fresh mozzarella", "Basil leaves", "Olive oil", "Salt to taste"],
              instructions: ["Preheat the oven to 250°C (480°F).", "Stretch the dough and spread the tomatoes over it.",
                             "Tear the mozzarella over the top.", "Bake for 10-12 minutes until the crust blisters.", "Finish with basil and olive oil."]),
        .init(name: "Crème Brûlée", cuisine: "French", tags: ["Dessert", "French", "Custard"], mealTypes: ["Dessert"],
              ingredients: ["Heavy cream", "Egg yolks", "Caster sugar", "Vanilla pod", "Demerara sugar"],
              instructions: ["Heat the oven to 150°C (300°F).", "Warm the cream with the split vanilla pod.",
                             "Whisk the yolks with the sugar, then pour in the warm cream.", "Bake in a water bath for 40 minutes.",
                             "Chill, sprinkle with sugar and caramelise with a torch."]),
        .init(name: "Jalapeño Poppers", cuisine: "Mexican", tags: ["Appetizer", "Spicy", "Cheese"], mealTypes: ["Appetizer", "Snack"],
              ingredients: ["Jalapeño peppers", "Cream cheese", "Cheddar cheese", "Bacon strips", "Garlic powder"],
              instructions: ["Halve the jalapeños and scrape out the seeds.", "Mix the cheeses with the garlic powder.",
                             "Fill the peppers and wrap each in bacon.", "Bake at 200°C (400°F) for 20 minutes."]),
        .init(name: "Chicken Biryani", cuisine: "Pakistani", tags: ["Biryani", "Chicken", "Main course", "Indian"], mealTypes: ["Dinner", "Lunch"],
              ingredients: ["Basmati rice", "Chicken thighs", "Yogurt", "Onions, thinly sliced", "Biryani masala", "Mint leaves", "Ghee"],
              instructions: ["Marinate the chicken in yogurt and masala for an hour.", "Fry the onions in ghee until deep brown.",
                             "Parboil the rice.", "Layer chicken, onions and rice, then steam on low heat for 25 minutes."]),
        .init(name: "Açaí Bowl", cuisine: "Brazilian", tags: ["Breakfast", "Smoothie bowl", "Vegan"], mealTypes: ["Breakfast", "Snacks"],
              ingredients: ["Frozen açaí purée", "Banana", "Almond milk", "Granola", "Fresh berries", "Honey"],
              instructions: ["Blend the açaí, half the banana and the milk until thick.", "Pour into a bowl.",
                             "Top with granola, berries, sliced banana and a drizzle of honey."]),
        .init(name: "Oyakodon (親子丼)", cuisine: "Japanese", tags: ["Rice bowl", "Japanese", "Chicken"], mealTypes: ["Lunch", "Dinner"],
              ingredients: ["Chicken thigh", "Eggs", "Onion", "Dashi", "Soy sauce", "Mirin", "Steamed rice"],
              instructions: ["Simmer the sliced onion in dashi, soy sauce and mirin.", "Add the chicken and cook through.",
                             "Pour over the beaten eggs and cover until just set.", "Slide over a bowl of rice."]),
        .init(name: "Mapo Tofu (麻婆豆腐)", cuisine: "Chinese", tags: ["Tofu", "Spicy", "Chinese"], mealTypes: ["Dinner"],
              ingredients: ["Silken tofu", "Ground pork", "Doubanjiang", "Sichuan peppercorns", "Garlic", "Scallions"],
              instructions: ["Fry the pork until crisp.", "Add the doubanjiang and garlic and fry until fragrant.",
                             "Add stock and the cubed tofu and simmer for 5 minutes.", "Finish with ground peppercorns and scallions."]),
        .init(name: "Gazpacho", cuisine: "Spanish", tags: ["Soup", "Vegetarian", "Summer"], mealTypes: ["Lunch", "Side Dish"],
              ingredients: ["Ripe tomatoes", "Cucumber", "Green pepper", "Garlic", "Sherry vinegar", "Olive oil"],
              instructions: ["Roughly chop the vegetables.", "Blend with the vinegar and oil until smooth.", "Chill for at least 2 hours and serve cold."]),
        .init(name: "Beef and Broccoli Stir-Fry", cuisine: "Asian", tags: ["Stir-fry", "Beef", "Quick"], mealTypes: ["Dinner"],
              ingredients: ["Flank steak, thinly sliced", "Broccoli florets", "Soy sauce", "Oyster sauce", "Ginger", "Cornstarch"],
              instructions: ["Toss the beef in cornstarch and soy sauce.", "Sear the beef in a hot wok and set aside.",
                             "Stir-fry the broccoli with ginger.", "Return the beef, add the oyster sauce and toss."]),
        .init(name: "Lemon Garlic Salmon", cuisine: "Mediterranean", tags: ["Salmon", "Seafood", "Main course"], mealTypes: ["Dinner"],
              ingredients: ["Salmon fillets", "Lemon", "Garlic, minced", "Butter", "Fresh dill"],
              instructions: ["Heat the oven to 200°C (400°F).", "Melt the butter with garlic and lemon juice.",
                             "Pour over the salmon and bake for 12-15 minutes.", "Garnish with dill."]),
        .init(name: "Caprese Salad", cuisine: "Italian", tags: ["Salad", "Caprese", "Vegetarian"], mealTypes: ["Lunch", "Side Dish"],
              ingredients: ["Tomatoes", "Fresh mozzarella", "Basil leaves", "Balsamic glaze", "Olive oil"],
              instructions: ["Slice the tomatoes and mozzarella.", "Alternate them on a plate with basil leaves.",
                             "Drizzle with olive oil and balsamic glaze."]),
        .init(name: "Mango Lassi", cuisine: "Indian", tags: ["Lassi", "Mango", "Drink"], mealTypes: ["Beverage"],
              ingredients: ["Ripe mango", "Yogurt", "Milk", "Sugar", "Ground cardamom"],
              instructions: ["Blend everything until smooth.", "Pour over ice and dust with cardamom."]),
        .init(name: "Chocolate Chip Cookies", cuisine: "American", tags: ["Cookies", "Dessert", "Baking"], mealTypes: ["Snack", "Dessert"],
              ingredients: ["Butter, softened", "Brown sugar", "Eggs", "Flour", "Baking soda", "Chocolate chips"],
              instructions: ["Cream the butter and sugar.", "Beat in the eggs, then fold in the flour and soda.",
                             "Stir in the chocolate chips.", "Bake at 180°C (350°F) for 10-12 minutes."]),
        .init(name: "Moroccan Chickpea Tagine", cuisine: "Moroccan", tags: ["Tagine", "Vegan", "Main course"], mealTypes: ["Dinner", "Lunch"],
              ingredients: ["Chickpeas", "Sweet potato", "Dried apricots", "Ras el hanout", "Tomatoes", "Fresh coriander"],
              instructions: ["Soften onions with the spices.", "Add the sweet potato, tomatoes and chickpeas.",
                             "Simmer for 30 minutes with the apricots.", "Serve scattered with coriander."]),
        .init(name: "Pão de Queijo", cuisine: "Brazilian", tags: ["Bread", "Cheese", "Gluten-free"], mealTypes: ["Snack", "Breakfast"],
              ingredients: ["Tapioca flour", "Milk", "Vegetable oil", "Eggs", "Parmesan cheese", "Salt"],
              instructions: ["Bring the milk, oil and salt to a boil and pour over the flour.", "Beat in the eggs and cheese.",
                             "Roll into balls and bake at 200°C (400°F) for 20 minutes."]),
        .init(name: "Tacos al Pastor 🌮", cuisine: "Mexican", tags: ["Tacos", "Pork", "Street food"], mealTypes: ["Lunch", "Dinner"],
              ingredients: ["Pork shoulder", "Guajillo chiles", "Pineapple", "Corn tortillas", "Onion", "Coriander", "Lime"],
              instructions: ["Marinate the sliced pork in the chile paste overnight.", "Grill the pork and pineapple until charred.",
                             "Chop and serve in warm tortillas with onion, coriander and lime."]),
    ]

    /// Words put before a dish's name after its first appearance, so names vary.
    static let styles = ["Classic", "Homemade", "Easy", "Spicy", "Grandma's", "Weeknight", "Rustic", "Smoky", "Quick"]
    static let difficulties = ["Easy", "Medium"]
}
