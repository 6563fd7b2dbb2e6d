import JSON

/// Quotes in the OpenAPI document.
extension QuoteCollection {
    static var openAPI: CollectionAPI {
        CollectionAPI(
            record: OpenAPISchema.object(["id": OpenAPISchema.integer, "quote": OpenAPISchema.string, "author": OpenAPISchema.string]),
            routes: RandomRoutes.api(Self.self))
    }
}
