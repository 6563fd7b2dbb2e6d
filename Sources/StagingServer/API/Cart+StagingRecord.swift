import JSON
import Models

extension Cart: StagingRecord {
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

extension Cart.Line {
    /// Stored lines carry `discountedTotal`, a write's lines `discountedPrice`; whichever is nil is left out.
    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("title", .string(title)), ("price", .number(price)), ("quantity", .number(Double(quantity))),
            ("total", .number(total)), ("discountPercentage", .number(discountPercentage)),
            ("discountedTotal", RecordJSON.number(discountedTotal)), ("discountedPrice", RecordJSON.number(discountedPrice)),
            ("thumbnail", .string(thumbnail)),
        ])
    }
}
