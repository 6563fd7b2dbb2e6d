import JSON
import Models

extension Product: StagingRecord {
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
