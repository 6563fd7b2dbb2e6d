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
    /// For a link to one record: its title once the record's name is known
    /// ("Author: %@"), so it does not say "user #5" twice.
    package var namedTitle: String?

    package init(_ title: UIText, _ target: Target, namedTitle: String? = nil) {
        self.title = title
        self.target = target
        self.namedTitle = namedTitle
    }

    package static func record(_ title: UIText, _ resource: String, id: Int, named namedTitle: String? = nil) -> ResourceLink {
        ResourceLink(title, .record(resource: resource, id: id), namedTitle: namedTitle)
    }

    /// This link titled with its record's name where `names` knows it.
    package func titled(with names: ReferenceNames) -> ResourceLink {
        guard let namedTitle, case .record(let resource, let id) = target,
              let name = names.name(resource: resource, id: id) else { return self }
        var named = self
        named.title = UIText(pattern: namedTitle, .verbatim(name))
        return named
    }

    package static func list(_ title: UIText, _ resource: String, _ filterName: String, _ value: String) -> ResourceLink {
        ResourceLink(title, .list(resource: resource, filter: FilterValue(filterName, value)))
    }

    /// The keys links take, in order: letters the browser leaves free while a
    /// detail is open (not e, f, g, j, k, l, n, q, r, s, which move, edit,
    /// add, sort, filter, refresh or quit).
    package static let defaultKeys: [Character] = Array("acdhimoptuvwxyzb")
}
