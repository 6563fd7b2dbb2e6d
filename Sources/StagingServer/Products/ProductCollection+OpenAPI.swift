import JSON

/// Products in the OpenAPI document.
extension ProductCollection {
    private typealias S = OpenAPISchema

    static let writableFields = [
        "title", "price", "discountPercentage", "stock", "rating", "images", "thumbnail", "description", "brand", "category",
    ]

    static var openAPI: CollectionAPI {
        let record = S.object([
            "id": S.integer, "title": S.string, "description": S.string,
            "category": S.described(S.string, "A category slug, as `/products/category-list` lists them."),
            "price": S.number, "discountPercentage": S.number, "rating": S.number, "stock": S.integer, "tags": S.strings,
            "brand": S.described(S.string, "Absent (never null) on about half of the products."),
            "sku": S.string, "weight": S.number,
            "dimensions": S.object(["width": S.number, "height": S.number, "depth": S.number]),
            "warrantyInformation": S.string, "shippingInformation": S.string,
            "availabilityStatus": S.enumeration(["In Stock", "Low Stock", "Out of Stock"]),
            "reviews": S.array(S.object([
                "rating": S.integer, "comment": S.string, "date": S.dateTime, "reviewerName": S.string, "reviewerEmail": S.string,
            ])),
            "returnPolicy": S.string, "minimumOrderQuantity": S.integer,
            "meta": S.object(["createdAt": S.dateTime, "updatedAt": S.dateTime, "barcode": S.string, "qrCode": S.string]),
            "images": S.described(S.strings, "Picture URLs: absolute on the release host, root-relative paths on staging."),
            "thumbnail": S.string,
        ], optional: ["brand"])
        let category = S.object(["slug": S.string, "name": S.string, "url": S.described(S.string, "Always on the release host, also on staging: build links from `slug`.")])
        return CollectionAPI(
            record: record,
            schemas: [("ProductCategory", category)],
            addBody: S.described(S.loosened(S.subset(record, writableFields, withID: false)), "Only these ten fields are kept; anything else is dropped."),
            added: S.described(
                S.subset(record, writableFields, required: ["id"]),
                "`id` (the stored count + 1, the same on every call) and those of the ten fields that were sent, as sent."),
            updated: S.described(
                S.subset(record, writableFields, required: ["id", "title", "price", "discountPercentage", "stock", "rating", "images", "thumbnail", "description", "category"]),
                "Eleven keys: `id` and the ten writable fields, each the sent value when it is truthy, else the stored one (so 0, \"\", false and null are ignored). `brand` is absent when neither stored nor sent."),
            routes: [
                RouteAPI(path: "products/categories", summary: "Every category", kind: .value, response: S.array(S.ref("ProductCategory"))),
                RouteAPI(path: "products/category-list", summary: "Every category's slug", kind: .value, response: S.strings),
                RouteAPI(
                    path: "products/category/{slug}", summary: "The products of a category (slug matched ignoring case; unknown: an empty list)",
                    kind: .list(select: true, sort: true), response: S.ref("ProductPage"),
                    parameters: [RouteAPI.pathParameter("slug", "A category slug, as `/products/category-list` lists them.")]),
            ])
    }
}
