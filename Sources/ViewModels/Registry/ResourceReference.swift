/// A field of one resource that holds another's id — a post's `userId`, a
/// comment's `postId` — and which of that resource's fields name a record
/// for a person: a user by `firstName lastName`, a post by `title`.
/// Descriptors declare it on a column; the browser looks the names up
/// through the referenced resource's `nameRoute`, for the ids in view.
package struct ResourceReference: Sendable, Hashable {
    /// The referenced resource's id: `users`.
    package var resource: String
    /// Its fields that make the name.
    package var fields: [String]
    /// How they are put together.
    package var order: NameOrder

    package init(_ resource: String, shownBy fields: [String], order: NameOrder = .asListed) {
        self.resource = resource
        self.fields = fields
        self.order = order
    }
}
