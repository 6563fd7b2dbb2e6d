import Models

/// A record the API lists, searches, sorts and trims with `select`. The
/// conversion to `JSONValue` is written out by hand because going through
/// JSONEncoder and back costs ~50x more, which shows at 100k records; the
/// tests decode every served record back into its model to keep the two
/// in step.
protocol StagingRecord: Sendable {
    var id: Int { get }
    var json: JSONValue { get }
    /// The value `sortBy=field` orders by. Conformers answer the common
    /// scalar fields directly so sorting 100k records builds no JSON.
    func sortValue(_ field: String) -> JSONValue?
}

extension StagingRecord {
    func sortValue(_ field: String) -> JSONValue? { json[field] }
}

private func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
private func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
private func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

/// Drops the nil optionals, as upstream omits a missing `brand` rather than sending null.
private func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    var object: [String: JSONValue] = [:]
    object.reserveCapacity(pairs.count)
    for (key, value) in pairs where value != .null { object[key] = value }
    return .object(object)
}

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
        object([
            ("id", .number(Double(id))), ("title", .string(title)), ("description", .string(description)),
            ("category", .string(category)), ("price", .number(price)),
            ("discountPercentage", .number(discountPercentage)), ("rating", .number(rating)),
            ("stock", .number(Double(stock))), ("tags", strings(tags)), ("brand", string(brand)),
            ("sku", .string(sku)), ("weight", number(weight)),
            ("dimensions", dimensions.map { object([("width", .number($0.width)), ("height", .number($0.height)), ("depth", .number($0.depth))]) } ?? .null),
            ("warrantyInformation", string(warrantyInformation)), ("shippingInformation", string(shippingInformation)),
            ("availabilityStatus", .string(availabilityStatus)),
            ("reviews", .array(reviews.map { review in
                object([
                    ("rating", .number(review.rating)), ("comment", .string(review.comment)), ("date", .string(review.date)),
                    ("reviewerName", .string(review.reviewerName)), ("reviewerEmail", .string(review.reviewerEmail)),
                ])
            })),
            ("returnPolicy", string(returnPolicy)),
            ("minimumOrderQuantity", number(minimumOrderQuantity.map(Double.init))),
            ("meta", meta.map { object([("createdAt", string($0.createdAt)), ("updatedAt", string($0.updatedAt)), ("barcode", string($0.barcode)), ("qrCode", string($0.qrCode))]) } ?? .null),
            ("images", strings(images)), ("thumbnail", .string(thumbnail)),
        ])
    }
}

extension Post: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "title": .string(title)
        case "views": .number(Double(views))
        case "userId": .number(Double(userId))
        default: json[field]
        }
    }

    var json: JSONValue {
        object([
            ("id", .number(Double(id))), ("title", .string(title)), ("body", .string(body)), ("tags", strings(tags)),
            ("reactions", object([("likes", .number(Double(reactions.likes))), ("dislikes", .number(Double(reactions.dislikes)))])),
            ("views", .number(Double(views))), ("userId", .number(Double(userId))),
        ])
    }
}

extension Address {
    var json: JSONValue {
        object([
            ("address", .string(address)), ("city", .string(city)), ("state", .string(state)),
            ("stateCode", string(stateCode)), ("postalCode", .string(postalCode)),
            ("coordinates", coordinates.map { object([("lat", .number($0.lat)), ("lng", .number($0.lng))]) } ?? .null),
            ("country", .string(country)),
        ])
    }
}

extension User: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "firstName": .string(firstName)
        case "lastName": .string(lastName)
        case "age": .number(Double(age))
        case "username": .string(username)
        case "email": .string(email)
        default: json[field]
        }
    }

    var json: JSONValue {
        object([
            ("id", .number(Double(id))), ("firstName", .string(firstName)), ("lastName", .string(lastName)),
            ("maidenName", string(maidenName)), ("age", .number(Double(age))), ("gender", .string(gender)),
            ("email", .string(email)), ("phone", .string(phone)), ("username", .string(username)),
            ("password", string(password)), ("birthDate", .string(birthDate)), ("image", .string(image)),
            ("bloodGroup", string(bloodGroup)), ("height", number(height)), ("weight", number(weight)),
            ("eyeColor", string(eyeColor)),
            ("hair", hair.map { object([("color", .string($0.color)), ("type", .string($0.type))]) } ?? .null),
            ("ip", string(ip)), ("address", address.json), ("macAddress", string(macAddress)),
            ("university", string(university)),
            ("company", object([
                ("department", .string(company.department)), ("name", .string(company.name)),
                ("title", .string(company.title)), ("address", company.address?.json ?? .null),
            ])),
            ("ein", string(ein)), ("userAgent", string(userAgent)), ("role", .string(role.rawValue)),
        ])
    }
}
