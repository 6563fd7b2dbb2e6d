extension ResourceRegistry {
    /// Courier's own resources, in tab order: the one line a new resource adds
    /// outside its own files.
    package static let standardResources: [AnyResource] = [.products, .posts, .users, .carts, .recipes, .comments, .todos, .quotes]

    package static let standard = ResourceRegistry(standardResources)
}
