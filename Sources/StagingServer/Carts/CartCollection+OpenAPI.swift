import JSON

/// Carts in the OpenAPI document.
extension CartCollection {
    private typealias S = OpenAPISchema

    static var openAPI: CollectionAPI {
        let line = S.object([
            "id": S.described(S.integer, "The product's id."), "title": S.string, "price": S.number, "quantity": S.integer,
            "total": S.number, "discountPercentage": S.number, "discountedTotal": S.number, "thumbnail": S.string,
        ])
        let computedLine = S.replacing(line, ["discountedTotal": S.any])
        let record = S.object([
            "id": S.integer, "products": S.array(S.ref("CartLine")), "total": S.number, "discountedTotal": S.number,
            "userId": S.integer, "totalProducts": S.integer, "totalQuantity": S.integer,
        ])
        var written = S.replacing(record, ["products": S.array(S.ref("ComputedCartLine"))])
        written = S.described(written, "A cart computed from the catalogue: unknown products dropped, totals unrounded, each line with an integer `discountedPrice` instead of `discountedTotal`.")
        let sentLine = S.object(["id": S.integer, "quantity": S.integer], optional: ["quantity"])
        let body = S.object(
            ["userId": S.integer, "products": S.array(sentLine), "merge": S.described(S.boolean, "Update only: keep the stored lines and change or add the sent ones.")],
            optional: ["userId", "products", "merge"])
        return CollectionAPI(
            record: record,
            schemas: [
                ("CartLine", line),
                ("ComputedCartLine", S.described(Self.computed(computedLine), "A line of a written cart.")),
                ("ComputedCart", written),
            ],
            addBody: S.described(body, "`userId` (a user) and `products` (not empty) are required to add."),
            added: S.ref("ComputedCart"), updated: S.ref("ComputedCart"), writeErrors: [404],
            routes: [
                RouteAPI(
                    path: "carts/user/{id}", summary: "A user's carts", kind: .list(select: false, sort: false), response: S.ref("CartPage"),
                    parameters: [RouteAPI.idParameter("id", "A user id.")], errors: [404]),
                RouteAPI(
                    path: "users/{id}/carts", summary: "A user's carts", kind: .list(select: false, sort: false), response: S.ref("CartPage"),
                    parameters: [RouteAPI.idParameter("id", "A user id.")], errors: [404]),
            ])
    }

    /// A stored line's schema as a written cart's line: `discountedPrice` in place of `discountedTotal`.
    private static func computed(_ line: JSONValue) -> JSONValue {
        guard case .object(var object) = line, case .object(var properties)? = object["properties"] else { return line }
        properties["discountedTotal"] = nil
        properties["discountedPrice"] = S.integer
        object["properties"] = .object(properties)
        object["required"] = .array(properties.keys.sorted().map(JSONValue.string))
        return .object(object)
    }
}
