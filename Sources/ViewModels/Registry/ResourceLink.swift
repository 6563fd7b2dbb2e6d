/// A way from one record to others: a post's author, a user's todos, the
/// products of a category. The detail lists them, each under a key, and
/// following one goes to that record or list and leaves a breadcrumb.
package struct ResourceLink: Sendable, Hashable {
    package enum Target: Sendable, Hashable {
        /// One record: `users` 5.
        case record(resource: String, id: Int)
        /// A list under a filter: `todos` with `userId=5`.
        case list(resource: String, filter: FilterValue)

        package var resource: String {
            switch self {
            case .record(let resource, _), .list(let resource, _): resource
            }
        }
    }

    /// What the detail says: "Author: Emily Johnson", "Comments".
    package var title: UIText
    package var target: Target
    /// For a link to one record: how the record is named, and the title
    /// once its name is known ("Author: %@"), so it does not say "user #5" twice.
    package struct Naming: Sendable, Hashable {
        package var reference: ResourceReference
        package var title: String

        package init(_ reference: ResourceReference, _ title: String) {
            self.reference = reference
            self.title = title
        }
    }

    package var naming: Naming?

    package init(_ title: UIText, _ target: Target) {
        self.title = title
        self.target = target
    }

    /// A link to record `id` of `resource`; with `named`, titled `named.title`
    /// around the record's name once `named.reference` has looked it up.
    package static func record(_ title: UIText, _ resource: String, id: Int,
                               named: Naming? = nil) -> ResourceLink {
        var link = ResourceLink(title, .record(resource: resource, id: id))
        link.naming = named
        return link
    }

    /// The names a detail needs looked up for this link's title.
    package var reference: ResourceReference? { naming?.reference }

    /// This link titled with its record's name where `names` knows it.
    package func titled(with names: ReferenceNames) -> ResourceLink {
        guard let naming, case .record(_, let id) = target,
              let name = names.name(naming.reference, id: id) else { return self }
        var named = self
        named.title = UIText(pattern: naming.title, .verbatim(name))
        return named
    }

    package static func list(_ title: UIText, _ resource: String, _ filterName: String, _ value: String) -> ResourceLink {
        ResourceLink(title, .list(resource: resource, filter: FilterValue(filterName, value)))
    }

    /// The keys links take, in order: letters the browser leaves free while a
    /// detail is open (not e, f, g, j, k, l, n, o, q, r, s, y, which move,
    /// edit, add, sort, filter, refresh, copy, page or quit); a detail
    /// offers as many links as there are keys.
    package static let defaultKeys: [Character] = Array("acdhimptuvwxzb")
}
