/// Makes product `id` of `count` for a seed. Each product draws from its
/// own generator, so it depends only on (seed, id, count) and the same
/// seed always serves the same catalogue.
struct ProductGenerator: Sendable {
    let seed: UInt64
    let count: Int

    /// Categories come in contiguous blocks, as upstream's ids do.
    func category(forID id: Int) -> StagingCategory {
        let categories = StagingCatalog.categories
        return categories[min(categories.count - 1, (id - 1) * categories.count / max(count, 1))]
    }

    func product(id: Int) -> StagingProduct {
        var rng = SplitMix64(seed: seed, stream: 1, index: id)
        let category = category(forID: id)
        let brand = rng.pick(category.brands)
        let noun = rng.pick(category.nouns)
        var title = Self.title(category: category, brand: brand, noun: noun, rng: &rng)
        var description = Self.description(category: category, title: title, brand: brand, noun: noun, rng: &rng)
        if let special = HostileStrings.title(forID: id, period: 16, offset: 3) {
            title = special
            description = "\(special) — \(description)"
        }
        let stock = rng.chance(0.05) ? 0 : rng.chance(0.1) ? rng.int(1...9) : rng.int(10...150)
        let status = stock == 0 ? "Out of Stock" : stock < 10 ? "Low Stock" : "In Stock"
        let slug = "\(category.slug)-\(id)"
        let created = "2025-\(Self.twoDigits(rng.int(1...12)))-\(Self.twoDigits(rng.int(1...28)))T09:41:02.053Z"
        let reviews = (0..<rng.int(1...4)).map { _ in Self.review(date: created, rng: &rng) }
        return StagingProduct(
            id: id, title: title, description: description, category: category.slug,
            price: rng.decimal(category.price), discountPercentage: rng.decimal(0.5...20),
            rating: rng.decimal(1...5), stock: stock,
            tags: [category.slug.split(separator: "-").first.map(String.init) ?? category.slug, noun.lowercased()],
            brand: brand,
            sku: Self.sku(category: category.slug, brand: brand, noun: noun, id: id),
            availabilityStatus: status, reviews: reviews,
            images: (1...rng.int(1...3)).map { "\(StagingPictures.productPrefix)/\(category.slug)/\(slug)/\($0).webp" },
            thumbnail: "\(StagingPictures.productPrefix)/\(category.slug)/\(slug)/thumbnail.webp",
            weight: Double(rng.int(1...10)),
            dimensions: .init(width: rng.decimal(5...30), height: rng.decimal(5...30), depth: rng.decimal(5...30)),
            warrantyInformation: rng.pick(StagingCatalog.warranties),
            shippingInformation: rng.pick(StagingCatalog.shipping),
            returnPolicy: rng.pick(StagingCatalog.returnPolicies),
            minimumOrderQuantity: rng.int(1...50),
            meta: .init(createdAt: created, updatedAt: created, barcode: String(rng.int(1_000_000_000_000...9_999_999_999_999)),
                        qrCode: "https://cdn.dummyjson.com/package/qr-code.png"))
    }

    private static func title(category: StagingCategory, brand: String?, noun: String, rng: inout SplitMix64) -> String {
        if category.slug == "smartphones" {
            let model = rng.int(5...15)
            switch brand {
            case "Apple": return "iPhone \(model)\(rng.pick(["", " Pro", " Pro Max", " mini"]))"
            case "Samsung": return "Samsung Galaxy S\(model)"
            default: return "\(brand ?? "Generic") \(rng.pick(["A", "X", "V", "K"]))\(model)\(rng.pick(["", " Pro", " Plus"]))"
            }
        }
        guard let brand, !noun.hasPrefix(brand) else {
            return "\(rng.pick(StagingCatalog.adjectives)) \(noun)"
        }
        return "\(brand) \(noun)"
    }

    private static func description(
        category: StagingCategory, title: String, brand: String?, noun: String, rng: inout SplitMix64
    ) -> String {
        if category.slug == "smartphones" {
            return "The \(title) is a smartphone with a \(rng.int(5...7)).\(rng.int(1...9))-inch display, "
                + "\(rng.pick([64, 128, 256, 512])) GB of storage and a camera that makes every phone call and photo count."
        }
        let maker = brand.map { " from \($0)" } ?? ""
        return "The \(title) is a \(rng.pick(StagingCatalog.adjectives).lowercased()) \(noun.lowercased())\(maker) "
            + "in our \(category.name.lowercased()) range. \(rng.pick(["Built to last.", "Loved by customers.", "A great gift.", "Limited stock."]))"
    }

    private static func review(date: String, rng: inout SplitMix64) -> StagingProduct.Review {
        let reviewer = rng.pick(reviewers)
        return StagingProduct.Review(
            rating: Double(rng.int(1...5)), comment: rng.pick(StagingCatalog.reviewComments), date: date,
            reviewerName: reviewer.name, reviewerEmail: reviewer.email)
    }

    /// Built once: formatting names per review was a visible share of generating 100k products.
    private static let reviewers: [(name: String, email: String)] =
        (StagingNames.femaleFirst + StagingNames.maleFirst).flatMap { first in
            StagingNames.last.map { last in ("\(first) \(last)", "\(first.lowercased()).\(last.lowercased())@x.dummyjson.com") }
        }

    private static func sku(category: String, brand: String?, noun: String, id: Int) -> String {
        // ASCII bytes only: Character.isLetter consults Unicode tables and dominated a profile.
        func code(_ text: String) -> String {
            var letters: [UInt8] = []
            for byte in text.utf8 where letters.count < 3 {
                switch byte {
                case 0x41...0x5A: letters.append(byte)
                case 0x61...0x7A: letters.append(byte - 0x20)
                default: continue
                }
            }
            while letters.count < 3 { letters.append(0x58) }
            return String(decoding: letters, as: UTF8.self)
        }
        return "\(code(category))-\(code(brand ?? "GEN"))-\(code(noun))-\(String(id).leftPadded(to: 3))"
    }

    static func twoDigits(_ value: Int) -> String { String(value).leftPadded(to: 2) }
}
