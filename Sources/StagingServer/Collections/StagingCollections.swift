/// The collections `courier-server` serves, in the order its flags, usage
/// and startup line list them. Adding a resource adds its line here.
enum StagingCollections {
    static let standard: [any StagingCollection.Type] = [
        ProductCollection.self,
        PostCollection.self,
        UserCollection.self,
        CartCollection.self,
        RecipeCollection.self,
        CommentCollection.self,
        TodoCollection.self,
        QuoteCollection.self,
    ]
}
