import JSON

/// A product as the staging server serves it. Its own type, not the
/// client's, so the contract's two sides move apart only when one of them
/// changes on purpose. Fields the real data sometimes lacks are optional
/// and left out of the JSON when nil, as upstream omits a missing `brand`.
/// Encodable only so the tests can hold `json` to what the compiler writes.
struct StagingProduct: Sendable, Hashable, Encodable {
    var id: Int
    var title: String
    var description: String
    var category: String
    var price: Double
    var discountPercentage: Double
    var rating: Double
    var stock: Int
    var tags: [String]
    var brand: String?
    var sku: String
    var availabilityStatus: String
    var reviews: [Review]
    var images: [String]
    var thumbnail: String
    var weight: Double?
    var dimensions: Dimensions?
    var warrantyInformation: String?
    var shippingInformation: String?
    var returnPolicy: String?
    var minimumOrderQuantity: Int?
    var meta: Meta?

    struct Review: Sendable, Hashable, Encodable {
        var rating: Double
        var comment: String
        var date: String
        var reviewerName: String
        var reviewerEmail: String
    }

    struct Dimensions: Sendable, Hashable, Encodable {
        var width: Double
        var height: Double
        var depth: Double
    }

    struct Meta: Sendable, Hashable, Encodable {
        var createdAt: String?
        var updatedAt: String?
        var barcode: String?
        var qrCode: String?
    }
}

extension StagingProduct: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "title": .string(title)
        case "price": .number(price)
        case "rating": .number(rating)
        case "stock": .number(Double(stock))
        case "discountPercentage": .number(discountPercentage)
        case "category": .string(category)
        case "brand": brand.map(JSONValue.string)
        default: json[field]
        }
    }

    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("title", .string(title)), ("description", .string(description)),
            ("category", .string(category)), ("price", .number(price)),
            ("discountPercentage", .number(discountPercentage)), ("rating", .number(rating)),
            ("stock", .number(Double(stock))), ("tags", RecordJSON.strings(tags)), ("brand", RecordJSON.string(brand)),
            ("sku", .string(sku)), ("weight", RecordJSON.number(weight)),
            ("dimensions", dimensions.map { RecordJSON.object([("width", .number($0.width)), ("height", .number($0.height)), ("depth", .number($0.depth))]) } ?? .null),
            ("warrantyInformation", RecordJSON.string(warrantyInformation)), ("shippingInformation", RecordJSON.string(shippingInformation)),
            ("availabilityStatus", .string(availabilityStatus)),
            ("reviews", .array(reviews.map { review in
                RecordJSON.object([
                    ("rating", .number(review.rating)), ("comment", .string(review.comment)), ("date", .string(review.date)),
                    ("reviewerName", .string(review.reviewerName)), ("reviewerEmail", .string(review.reviewerEmail)),
                ])
            })),
            ("returnPolicy", RecordJSON.string(returnPolicy)),
            ("minimumOrderQuantity", RecordJSON.number(minimumOrderQuantity.map(Double.init))),
            ("meta", meta.map { RecordJSON.object([("createdAt", RecordJSON.string($0.createdAt)), ("updatedAt", RecordJSON.string($0.updatedAt)), ("barcode", RecordJSON.string($0.barcode)), ("qrCode", RecordJSON.string($0.qrCode))]) } ?? .null),
            ("images", RecordJSON.strings(images)), ("thumbnail", .string(thumbnail)),
        ])
    }
}
