import DummyJSON
import Network

/// A resource's filter and the value chosen for it: `category=smartphones`.
package struct FilterValue: Sendable, Hashable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A field to sort a list by, and which way.
package struct SortKey: Sendable, Hashable {
    package var field: String
    package var order: SortOrder

    package init(_ field: String, _ order: SortOrder = .ascending) {
        self.field = field
        self.order = order
    }
}

/// Which slice of which list to load: a search, a filter or the whole list,
/// sorted or not, and whether whole records are wanted or only the fields
/// the list's columns show.
package struct ListRequest: Sendable, Hashable {
    package var paging: Paging
    /// The search text; empty means no search.
    package var query: String
    package var filter: FilterValue?
    package var sort: SortKey?
    /// Every field of each record (`courier get --json`), not only the columns'.
    package var wholeRecords: Bool

    package init(paging: Paging = .first, query: String = "", filter: FilterValue? = nil, sort: SortKey? = nil,
                 wholeRecords: Bool = false) {
        self.paging = paging
        self.query = query
        self.filter = filter
        self.sort = sort
        self.wholeRecords = wholeRecords
    }

    /// The owner's id when the list is filtered by one (`userId=5`): the
    /// list is then the owner's, at a route of its own (`/users/5/todos`).
    package func ownerID(_ filterName: String) -> Int? {
        guard let filter, filter.name == filterName else { return nil }
        return Int(filter.value)
    }
}

/// One page of a list, its items with their type erased.
package struct ListPage: Sendable, Equatable {
    package var items: ListItems
    package var total: Int
    package var skip: Int

    package init(items: ListItems, total: Int, skip: Int) {
        self.items = items
        self.total = total
        self.skip = skip
    }
}

/// A filter a resource offers: products by category, say.
package struct ResourceFilter: Sendable, Hashable {
    /// The name used in requests and commands: `category`.
    package var name: String
    /// What a person reads: "Category".
    package var title: String
    /// The value names another record by id (`userId=5`): a whole number.
    package var takesID: Bool
    /// The values it takes, when they are few and known (a described enum): offered on the `:` line.
    package var choices: [String]
    /// The ids it takes are text (a described API's UUIDs or slugs), not whole numbers.
    package var takesTextID: Bool
    /// Where the server lists the values it takes (a product's categories), for the `:` line to offer.
    package var choicesSource: FilterChoices?

    package init(name: String, title: String, takesID: Bool = false, choices: [String] = [], takesTextID: Bool = false,
                 choicesSource: FilterChoices? = nil) {
        self.name = name
        self.title = title
        self.takesID = takesID || takesTextID
        self.choices = choices
        self.choicesSource = choicesSource
        self.takesTextID = takesTextID
    }

    /// Whether `value` can be what this filter takes: a record's id (a whole
    /// number from 1, or any text where ids are text) for a filter by id.
    package func accepts(_ value: String) -> Bool {
        guard takesID else { return true }
        return takesTextID ? !value.isEmpty : Int(value).map { $0 >= 1 } == true
    }

    /// A filter by the id of the record that owns these: `userId`, `postId`.
    package static func owner(_ name: String, title: String) -> ResourceFilter {
        ResourceFilter(name: name, title: title, takesID: true)
    }
}
