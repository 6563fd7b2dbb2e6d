import JSON

/// One collection of an API, as data the registry turns into a resource:
/// where its list and records are, how it pages, searches, sorts and
/// filters, its columns, detail, picture, links and writes.
package struct DiscoveredResource: Sendable {
    /// `products`: the name in commands, tabs and the cache.
    package var id: String
    package var title: String
    package var singular: String
    /// The list's path: `/products`.
    package var listPath: String
    /// The key of the array in the answer (`items`, `data`, `results`…); nil when the answer is the array.
    package var itemsKey: String?
    /// One record: `/products/{id}`; nil when the API has no such path (the detail then shows the list's item).
    package var recordPath: String?
    /// The field holding each record's id.
    package var idField: String
    /// Whether its requests carry the credentials.
    package var requiresAuth: Bool
    package var paging: PagingStyle
    package var total: TotalSource?
    package var search: SearchStyle?
    package var sort: SortStyle?
    package var filters: [DiscoveredFilter]
    /// A parameter that asks for only some fields (`select=id,title`): a list
    /// then asks for its columns' alone, as Courier's own lists do.
    package var selectParameter: String?
    /// Filters answered at paths of their own, the value in the path's one
    /// `{…}`: a list owned by another record (`supplierId` →
    /// `/suppliers/{supplier_id}/products`), or a category's (`category` →
    /// `/products/category/{value}`).
    package var filterPaths: [String: String]
    /// For a list that exists only under another record's path (`/users/{id}/posts`
    /// with no `/posts`): the filter it must be asked with, the owner's id.
    /// Its tab then says where to find it; its owner's detail links to it.
    package var listedPer: String?
    package var columns: [DiscoveredColumn]
    /// What the list's items look like; nil or empty when the description does not say.
    package var itemSchema: JSONSchema?
    /// What one record looks like (the item's schema when the same).
    package var recordSchema: JSONSchema?
    /// The field naming the record's picture.
    package var picture: String?
    /// The fields that name one record for a person (`title`; `first_name`
    /// and `last_name`), which other resources' reference columns and links
    /// show instead of its id; empty when none does.
    package var nameFields: [String]
    /// The name fields are a person's given and family name, written in the
    /// order the name's script reads (王伟, Emily Johnson).
    package var namesPerson: Bool
    package var links: [DiscoveredLink]
    package var writes: DiscoveredWrites
    /// Fields never shown, stored or printed.
    package var secretFields: Set<String>
    /// Whether its search takes a sort (false when the search has a path of
    /// its own whose operation takes no sort parameter).
    package var sortsSearches: Bool

    package init(id: String, title: String, singular: String, listPath: String) {
        self.id = id
        self.title = title
        self.singular = singular
        self.listPath = listPath
        itemsKey = nil
        recordPath = nil
        idField = "id"
        requiresAuth = false
        paging = .none
        total = nil
        search = nil
        sort = nil
        filters = []
        selectParameter = nil
        filterPaths = [:]
        listedPer = nil
        columns = []
        itemSchema = nil
        recordSchema = nil
        picture = nil
        nameFields = []
        namesPerson = false
        links = []
        writes = DiscoveredWrites()
        secretFields = []
        sortsSearches = true
    }
}

/// How a list is paged.
package enum PagingStyle: Sendable, Hashable {
    /// One answer holds the whole list.
    case none
    /// `?skip=30&limit=30`.
    case skipLimit(skip: String, limit: String)
    /// `?offset=30&limit=30`.
    case offsetLimit(offset: String, limit: String)
    /// `?page=2&page_size=30`; `size` nil when the server decides the page's size.
    case page(page: String, size: String?, first: Int)
    /// `?cursor=<token>`: each answer names the next page's token at `next`
    /// (a dot path in the body), or in its `Link` header when nil.
    case cursor(parameter: String, size: String?, next: String?)
    /// RFC 8288: each answer's `Link: <…>; rel="next"` is the next page.
    case link(size: String?)
}

/// Where a list's total count is.
package enum TotalSource: Sendable, Hashable {
    /// A dot path in the body: `total`, `count`, `meta.total`.
    case body(String)
    /// `X-Total-Count`, or `Content-Range: items 0-24/319`.
    case header(String)
}

/// How a search is asked.
package struct SearchStyle: Sendable, Hashable {
    package var parameter: String
    /// A path of its own (`/products/search`), else the list's.
    package var path: String?

    package init(parameter: String, path: String? = nil) {
        self.parameter = parameter
        self.path = path
    }
}

/// How a sort is asked.
package struct SortStyle: Sendable, Hashable {
    package enum Order: Sendable, Hashable {
        /// A parameter of its own: `order=asc|desc`.
        case parameter(String)
        /// `-price` sorts down (`ordering=-price`, as Django REST framework does).
        case minusPrefix
        /// `price:desc`.
        case colonSuffix
    }

    package var parameter: String
    package var order: Order
    package var fields: [String]

    package init(parameter: String, order: Order, fields: [String]) {
        self.parameter = parameter
        self.order = order
        self.fields = fields
    }
}

package struct DiscoveredFilter: Sendable, Hashable {
    package var name: String
    package var title: String
    /// The values it takes, when the description lists them (offered on the `:` line).
    package var choices: [String]
    /// It names another record by id.
    package var takesID: Bool
    /// The ids it takes are text (UUIDs, slugs), not whole numbers.
    package var takesTextID: Bool
    /// Whether the operation that answers it also takes the search, and the
    /// sort (`CombinationDiscovery`): a filter answered at a path of its own
    /// often takes neither, and a search there would be silently ignored.
    package var searchable: Bool
    package var sortable: Bool

    package init(name: String, title: String, choices: [String] = [], takesID: Bool = false, takesTextID: Bool = false,
                 searchable: Bool = true, sortable: Bool = true) {
        self.name = name
        self.title = title
        self.choices = choices
        self.takesID = takesID || takesTextID
        self.takesTextID = takesTextID
        self.searchable = searchable
        self.sortable = sortable
    }
}

/// One list column: which field, what it holds, how wide.
package struct DiscoveredColumn: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case id, text, integer, number, money, boolean, date, dateTime
        /// A whole number grouped as the language groups it (1,988): a count, never an id or a year.
        case count
        /// One of a few values.
        case choice
    }

    /// A dot path into the item: `price`, `dimensions.width`.
    package var field: String
    package var title: String
    package var kind: Kind
    package var width: Int
    package var flexible: Bool

    package init(field: String, title: String, kind: Kind, width: Int, flexible: Bool = false) {
        self.field = field
        self.title = title
        self.kind = kind
        self.width = width
        self.flexible = flexible
    }
}

/// A way from a record to others.
package struct DiscoveredLink: Sendable, Hashable {
    package enum Target: Sendable, Hashable {
        /// The record whose id is at `field` (a dot path; `supplier.id` for an embedded record).
        case record(resource: String, field: String)
        /// Each record whose id is in the array at `field` (`items`, with `idField` in each).
        case records(resource: String, field: String, idField: String)
        /// The list of `resource` owned by this record: filtered by `filter` = this record's id.
        case list(resource: String, filter: String)
    }

    package var title: String
    package var target: Target

    package init(title: String, target: Target) {
        self.title = title
        self.target = target
    }
}

/// What can be written, and how.
package struct DiscoveredWrites: Sendable {
    package enum UpdateMethod: String, Sendable { case patch, put }

    /// The path a new record is posted to; nil when none can be made.
    package var createPath: String?
    /// PATCH sends the changed fields, PUT every field of the form.
    package var updateMethod: UpdateMethod?
    package var canDelete = false
    /// The fields of a new record and of an edit, with their rules.
    package var fields: [DiscoveredField] = []

    package init() {}
}

/// One writable field and what JSON Schema says it accepts.
package struct DiscoveredField: Sendable, Hashable {
    package var key: String
    package var title: String
    package var constraints: FieldConstraints
    /// Asked for only when making a record (an owner's id, a write-once field).
    package var addOnly: Bool

    package init(key: String, title: String, constraints: FieldConstraints, addOnly: Bool = false) {
        self.key = key
        self.title = title
        self.constraints = constraints
        self.addOnly = addOnly
    }
}

/// A field's rules from its JSON Schema: what the form checks before anything is sent.
package struct FieldConstraints: Sendable, Hashable {
    package enum ValueType: String, Sendable, Hashable { case string, integer, number, boolean }

    package var type: ValueType = .string
    package var isRequired = false
    /// Choices, ranges, lengths, pattern and format; `format` is also where `email` is said.
    package var limits = FieldLimits()

    package init(type: ValueType = .string, isRequired: Bool = false) {
        self.type = type
        self.isRequired = isRequired
    }
}
