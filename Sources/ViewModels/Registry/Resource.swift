import DummyJSON
import Models
import Network

/// Everything Courier knows about one resource of the API, written once in
/// the resource's own file: its names and tab key, how its lists and
/// records are asked for, its list columns, its detail, and what can be
/// searched, sorted, filtered and edited. The registry hands it, erased to
/// `AnyResource`, to the tabs, keys, help, command line, view models and cache.
package struct Resource<Summary: ListItem, Record: PageItem>: Sendable {
    /// The resource's name in commands, tabs and the cache: `products`.
    package var id: String
    /// The tab's title: "Products".
    package var title: String
    /// One of them, for messages: "product".
    package var singular: String
    /// The key that shows its tab.
    package var tabKey: Character?
    /// Its words in Chinese (names, columns, headings, links), which
    /// `UICatalog` gathers when the resource is registered.
    package var words: ResourceWords
    package var columns: [ResourceColumn<Summary>]
    /// The route for a page of the list, a search or a filter.
    package var route: @Sendable (ListRequest) -> any Route
    /// The route for one whole record.
    package var recordRoute: @Sendable (Int) -> any Route
    /// How a record reads in the detail view.
    package var detail: @Sendable (Record) -> DetailContent
    package var isSearchable: Bool
    /// Fields the server can sort this list by.
    package var sortFields: [String]
    package var filters: [ResourceFilter]
    /// Which of search, filter and sort the routes apply together.
    package var combinations: ListCombinations
    /// What a person may change, and the route that sends it; nil when read-only.
    package var editing: ResourceEditing<Record>?
    /// Keys of the record's fields that are never shown (bank details, say):
    /// left out of `--json` wherever they appear, like `alwaysSecret`.
    package var secretFields: Set<String>
    /// Where a record leads: its author, its comments, its category's products.
    package var links: @Sendable (Record) -> [ResourceLink]
    /// One record with only `fields`: where other resources' reference
    /// columns get this resource's names from (a post's author, a comment's
    /// post), one id at a time. Nil when nothing refers to it.
    package var nameRoute: (@Sendable (_ id: Int, _ fields: [String]) -> any Route)?
    /// The records whose ids are probably `ids` (a page of the list where ids
    /// follow positions), with only `fields`, in one answer: how a run of ids
    /// close together is named in one request. Ids the answer lacks are
    /// asked for one by one. Nil when the API has no such page.
    package var nameRangeRoute: (@Sendable (_ ids: ClosedRange<Int>, _ fields: [String]) -> any Route)?

    /// Secret in every resource's records.
    package static var alwaysSecret: Set<String> { ["password"] }

    package init(
        id: String, title: String, singular: String, tabKey: Character? = nil, words: ResourceWords = [:], columns: [ResourceColumn<Summary>],
        route: @escaping @Sendable (ListRequest) -> any Route, recordRoute: @escaping @Sendable (Int) -> any Route,
        detail: @escaping @Sendable (Record) -> DetailContent, isSearchable: Bool = true, sortFields: [String] = [],
        filters: [ResourceFilter] = [], combinations: ListCombinations = .default, editing: ResourceEditing<Record>? = nil, secretFields: Set<String> = [],
        links: @escaping @Sendable (Record) -> [ResourceLink] = { _ in [] },
        nameRoute: (@Sendable (_ id: Int, _ fields: [String]) -> any Route)? = nil,
        nameRangeRoute: (@Sendable (_ ids: ClosedRange<Int>, _ fields: [String]) -> any Route)? = nil
    ) {
        self.id = id
        self.title = title
        self.singular = singular
        self.tabKey = tabKey
        self.words = words
        self.columns = columns
        self.route = route
        self.recordRoute = recordRoute
        self.detail = detail
        self.isSearchable = isSearchable
        self.sortFields = sortFields
        self.filters = filters
        self.combinations = combinations
        self.editing = editing
        self.secretFields = secretFields
        self.links = links
        self.nameRoute = nameRoute
        self.nameRangeRoute = nameRangeRoute
    }
}

/// What a person may change, and the routes that send it: an update of a
/// record, and where the API allows, a new record and a delete.
package struct ResourceEditing<Record>: Sendable {
    package var fields: [EditableField<Record>]
    /// The write for record `id` with the changed fields' new values by key.
    package var route: @Sendable (_ id: Int, _ changes: [String: String]) -> any Route
    /// What a new record is made from (empty when the API makes none).
    package var newFields: [EditableValue]
    package var add: (@Sendable (_ values: [String: String]) -> any Route)?
    package var delete: (@Sendable (_ id: Int) -> any Route)?

    package init(fields: [EditableField<Record>], route: @escaping @Sendable (Int, [String: String]) -> any Route,
                 newFields: [EditableValue] = [], add: (@Sendable ([String: String]) -> any Route)? = nil,
                 delete: (@Sendable (Int) -> any Route)? = nil) {
        self.fields = fields
        self.route = route
        self.newFields = newFields
        self.add = add
        self.delete = delete
    }

    /// Every write of a collection through `RecordWrite`, each value sent
    /// as its field's rule says (numbers as numbers, yes/no as a bool).
    /// `addOnly` fields are asked for when making a record, not when editing
    /// one (the owner of a todo, say).
    package static func collection(
        _ name: String, fields: [EditableField<Record>], addOnly: [EditableValue] = [], canAdd: Bool = true, canDelete: Bool = true
    ) -> ResourceEditing {
        var rules: [String: FieldRule] = [:]
        for field in fields { rules[field.key] = field.rule }
        for field in addOnly { rules[field.key] = field.rule }
        let json: @Sendable ([String: String]) -> Parameters = { [rules] values in
            var parameters = Parameters()
            for (key, value) in values { parameters[key] = (rules[key] ?? FieldRule.text).json(value) }
            return parameters
        }
        let update: @Sendable (Int, [String: String]) -> any Route = { id, changes in
            RecordWrite.update(collection: name, id: id, json(changes))
        }
        let add: @Sendable ([String: String]) -> any Route = { values in RecordWrite.add(collection: name, json(values)) }
        let delete: @Sendable (Int) -> any Route = { id in RecordWrite.delete(collection: name, id: id) }
        let blank: [EditableValue] = fields.map { EditableValue(key: $0.key, label: $0.label, value: "", rule: $0.rule) }
        return ResourceEditing(fields: fields, route: update, newFields: canAdd ? blank + addOnly : [],
                               add: canAdd ? add : nil, delete: canDelete ? delete : nil)
    }
}

/// One editable field: its key in the write, its label, what it accepts,
/// its current value.
package struct EditableField<Record>: Sendable {
    package var key: String
    package var label: UIText
    package var rule: FieldRule
    package var value: @Sendable (Record) -> String

    package init(_ key: String, label: UIText, rule: FieldRule = .text, value: @escaping @Sendable (Record) -> String) {
        self.key = key
        self.label = label
        self.rule = rule
        self.value = value
    }
}
