import JSON

/// A cart as the staging server serves it: a user's lines of real products.
struct StagingCart: Sendable, Hashable, Encodable {
    var id: Int
    var products: [Line]
    var total: Double
    var discountedTotal: Double
    var userId: Int
    var totalProducts: Int
    var totalQuantity: Int

    /// Stored lines carry `discountedTotal`, a write's lines `discountedPrice`; whichever is nil is left out.
    struct Line: Sendable, Hashable, Encodable {
        var id: Int
        var title: String
        var price: Double
        var quantity: Int
        var total: Double
        var discountPercentage: Double
        var discountedTotal: Double?
        var discountedPrice: Double?
        var thumbnail: String
    }
}

extension StagingCart: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "total": .number(total)
        case "userId": .number(Double(userId))
        default: json[field]
        }
    }

    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("products", .array(products.map(\.json))), ("total", .number(total)),
            ("discountedTotal", .number(discountedTotal)), ("userId", .number(Double(userId))),
            ("totalProducts", .number(Double(totalProducts))), ("totalQuantity", .number(Double(totalQuantity))),
        ])
    }
}

extension StagingCart.Line {
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("title", .string(title)), ("price", .number(price)), ("quantity", .number(Double(quantity))),
            ("total", .number(total)), ("discountPercentage", .number(discountPercentage)),
            ("discountedTotal", RecordJSON.number(discountedTotal)), ("discountedPrice", RecordJSON.number(discountedPrice)),
            ("thumbnail", .string(thumbnail)),
        ])
    }
}
