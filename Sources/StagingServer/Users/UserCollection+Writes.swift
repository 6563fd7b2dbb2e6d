import JSON

/// User writes answer the whole user shape, and save nothing.
extension UserCollection {
    /// The template filled with what was sent: empty strings, null numbers,
    /// empty nested objects and role `user` for the rest; unknown keys dropped.
    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        var user: [String: JSONValue] = ["id": .number(Double(count + 1))]
        for field in Self.fields {
            if let nested = Self.nested[field] {
                user[field] = Self.merge(nested, sent: body[field], stored: nil)
            } else {
                user[field] = body[field] ?? (["age", "height", "weight"].contains(field) ? .null : field == "role" ? "user" : "")
            }
        }
        return .json(201, .object(user))
    }

    /// Each top-level field sent replaces the stored one, even when falsy;
    /// nested objects merge field by field with truthy values winning.
    /// `"hair": null` fails as upstream's does, reading `color` of null.
    func update(id text: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        let stored = try record(id: text)
        if body["hair"] == .null { throw APIFailure(status: 500, message: "Cannot read properties of null (reading 'color')") }
        var user: [String: JSONValue] = ["id": .number(Double(try self.id(text)))]
        for field in Self.fields {
            if let nested = Self.nested[field] {
                user[field] = Self.merge(nested, sent: body[field], stored: stored[field])
            } else {
                user[field] = body[field] ?? stored[field] ?? .null
            }
        }
        return .json(200, .object(user))
    }

    /// The nested objects' shapes: a field list, or a nested object of its own.
    private indirect enum Shape {
        case fields([String])
        case object([(String, Shape?)])
    }

    private static let address: [(String, Shape?)] = [
        ("address", nil), ("city", nil), ("state", nil), ("stateCode", nil), ("postalCode", nil),
        ("coordinates", .fields(["lat", "lng"])), ("country", nil),
    ]

    private static let nested: [String: Shape] = [
        "hair": .fields(["color", "type"]),
        "address": .object(address),
        "bank": .fields(["cardExpire", "cardNumber", "cardType", "currency", "iban"]),
        "company": .object([("department", nil), ("name", nil), ("title", nil), ("address", .object(address))]),
        "crypto": .fields(["coin", "wallet", "network"]),
    ]

    /// `sent?.field || stored.field`; with nothing stored (an add), an empty
    /// string, or null for coordinates.
    private static func merge(_ shape: Shape, sent: JSONValue?, stored: JSONValue?) -> JSONValue {
        let pairs: [(String, Shape?)] = switch shape {
        case .fields(let names): names.map { ($0, nil) }
        case .object(let pairs): pairs
        }
        let isCoordinates = pairs.map(\.0) == ["lat", "lng"]
        var object: [String: JSONValue] = [:]
        for (key, inner) in pairs {
            if let inner {
                object[key] = merge(inner, sent: sent?[key], stored: stored?[key])
            } else if let value = sent?[key], value.isTruthy {
                object[key] = value
            } else {
                object[key] = stored == nil ? (isCoordinates ? .null : "") : stored?[key] ?? .null
            }
        }
        return .object(object)
    }
}
