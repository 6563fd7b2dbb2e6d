/// DummyJSON's 24 real product categories, with the vocabulary the
/// generator draws each category's products from.
struct StagingCategory: Sendable {
    let slug: String
    let name: String
    /// Upstream leaves `brand` off many products; `nil` entries reproduce that.
    let brands: [String?]
    let nouns: [String]
    let price: ClosedRange<Double>
}

enum StagingCatalog {
    static let categories: [StagingCategory] = [
        .init(slug: "beauty", name: "Beauty", brands: ["Essence", "Glamour Beauty", "Velvet Touch", nil],
              nouns: ["Mascara", "Eyeshadow Palette", "Powder Canister", "Red Lipstick", "Nail Polish"], price: 5...40),
        .init(slug: "fragrances", name: "Fragrances", brands: ["Calvin Klein", "Chanel", "Dior", "Gucci", nil],
              nouns: ["Eau de Parfum", "Cologne", "Perfume", "Body Mist"], price: 40...150),
        .init(slug: "furniture", name: "Furniture", brands: ["Annibale Colombo", "Furniture Co.", "Knoll", nil],
              nouns: ["Bed", "Sofa", "Bedside Table", "Office Chair", "Bathtub"], price: 100...2500),
        .init(slug: "groceries", name: "Groceries", brands: [nil, nil, "Farm Fresh"],
              nouns: ["Apple", "Beef Steak", "Cat Food", "Cooking Oil", "Green Tea", "Honey Jar", "Rice"], price: 1...30),
        .init(slug: "home-decoration", name: "Home Decoration", brands: [nil, "Decor Lane"],
              nouns: ["Decoration Swing", "Family Tree Photo Frame", "House Showpiece Plant", "Table Lamp"], price: 10...80),
        .init(slug: "kitchen-accessories", name: "Kitchen Accessories", brands: [nil, "Chef's Choice", "KitchenAid"],
              nouns: ["Bamboo Spatula", "Black Aluminium Cup", "Chopping Board", "Electric Stove", "Fine Mesh Strainer"], price: 2...90),
        .init(slug: "laptops", name: "Laptops", brands: ["Apple", "Asus", "Huawei", "Lenovo", "Dell"],
              nouns: ["MacBook Pro", "Zenbook", "Matebook X Pro", "Yoga 920", "XPS 13"], price: 500...2500),
        .init(slug: "mens-shirts", name: "Mens Shirts", brands: [nil, "Fashion Trends", "Urban Chic"],
              nouns: ["Blue & Black Check Shirt", "Gigabyte Aorus Men Tshirt", "Man Plaid Shirt", "Short Sleeve Shirt"], price: 15...60),
        .init(slug: "mens-shoes", name: "Mens Shoes", brands: ["Nike", "Puma", "Off White", nil],
              nouns: ["Air Jordan 1 Red And Black", "Baseball Cleats", "Sports Sneakers", "Running Shoes"], price: 40...250),
        .init(slug: "mens-watches", name: "Mens Watches", brands: ["Brown Leather", "Longines", "Rolex", "IWC"],
              nouns: ["Belt Watch", "Master Collection", "Cellini Date", "Submariner", "Ingenieur Automatic"], price: 80...15000),
        .init(slug: "mobile-accessories", name: "Mobile Accessories", brands: ["Apple", "Amazon", "Beats", nil],
              nouns: ["iPhone Charger", "MagSafe Battery Pack", "Wireless Earphones", "Phone Case", "Selfie Stick Monopod"], price: 10...550),
        .init(slug: "motorcycle", name: "Motorcycle", brands: ["Generic Motors", "Kawasaki", "MotoGP", "ScootMaster"],
              nouns: ["Motorcycle", "Z800", "MotoGP CI.H1", "Scooter", "Sportbike"], price: 2000...16000),
        .init(slug: "skin-care", name: "Skin Care", brands: [nil, "Olay", "Vaseline"],
              nouns: ["Attitude Super Leaves Hand Soap", "Olay Ultra Moisture Shea Butter Body Wash", "Body Lotion"], price: 5...30),
        .init(slug: "smartphones", name: "Smartphones", brands: ["Apple", "Samsung", "Oppo", "Realme", "Vivo"],
              nouns: ["iPhone", "Galaxy S", "A", "X", "V"], price: 100...1500),
        .init(slug: "sports-accessories", name: "Sports Accessories", brands: [nil, "Wilson", "Spalding"],
              nouns: ["American Football", "Baseball Ball", "Basketball Rim", "Cricket Bat", "Tennis Racket"], price: 5...120),
        .init(slug: "sunglasses", name: "Sunglasses", brands: [nil, "Ray-Ban", "Oakley"],
              nouns: ["Black Sun Glasses", "Classic Sun Glasses", "Green and Black Glasses", "Party Glasses"], price: 15...200),
        .init(slug: "tablets", name: "Tablets", brands: ["Apple", "Samsung"],
              nouns: ["iPad Mini 2021 Starlight", "Galaxy Tab S8 Plus Grey", "Galaxy Tab White"], price: 300...1200),
        .init(slug: "tops", name: "Tops", brands: [nil, "Fashion Trends"],
              nouns: ["Blue Frock", "Girl Summer Dress", "Gray Dress", "Short Frock", "Tartan Dress"], price: 15...60),
        .init(slug: "vehicle", name: "Vehicle", brands: ["Chrysler", "Dodge", "Durango"],
              nouns: ["300 Touring", "Charger SXT RWD", "Hemi Charger", "Pacifica Touring", "SXT RWD"], price: 20000...60000),
        .init(slug: "womens-bags", name: "Womens Bags", brands: ["Prada", "Heshe", "Gucci", nil],
              nouns: ["Blue Women's Handbag", "Heshe Women's Leather Bag", "Prada Women Bag", "White Faux Leather Backpack"], price: 50...900),
        .init(slug: "womens-dresses", name: "Womens Dresses", brands: [nil, "Dress Me Up"],
              nouns: ["Black Women's Gown", "Corset Leather With Skirt", "Dress Pea", "Marni Red & Black Suit"], price: 40...200),
        .init(slug: "womens-jewellery", name: "Womens Jewellery", brands: [nil, "Tiffany"],
              nouns: ["Green Crystal Earring", "Green Oval Earring", "Tropical Earring", "Silver Necklace"], price: 10...400),
        .init(slug: "womens-shoes", name: "Womens Shoes", brands: [nil, "Calvin Klein", "Pampi"],
              nouns: ["Black & Brown Slipper", "Calvin Klein Heel Shoes", "Golden Shoes Woman", "Pampi Shoes"], price: 20...120),
        .init(slug: "womens-watches", name: "Womens Watches", brands: ["IWC", "Rolex", nil],
              nouns: ["Ingenieur Automatic Steel", "Rolex Cellini Moonphase", "Rolex Datejust Women", "Watch Gold for Women"], price: 50...16000),
    ]

    static let adjectives = [
        "Classic", "Compact", "Premium", "Everyday", "Deluxe", "Lightweight", "Vintage", "Modern", "Eco", "Pro",
    ]
    static let warranties = ["1 week warranty", "1 month warranty", "3 months warranty", "1 year warranty", "2 year warranty", "Lifetime warranty", "No warranty"]
    static let shipping = ["Ships in 1-2 business days", "Ships in 3-5 business days", "Ships in 1 week", "Ships in 2 weeks", "Ships overnight"]
    static let returnPolicies = ["No return policy", "7 days return policy", "30 days return policy", "60 days return policy", "90 days return policy"]
    static let reviewComments = [
        "Would not recommend!", "Very satisfied!", "Highly impressed!", "Very unhappy with my purchase!",
        "Great value for money!", "Excellent quality!", "Disappointing product!", "Would buy again!", "Fast shipping!",
    ]
}
