/// What a list's items answer: its search, filter and sort. Items kept under
/// other criteria would be a list the search line does not describe.
package struct ListCriteria: Sendable, Hashable {
    package var query: String
    package var filter: FilterValue?
    package var sort: SortKey?

    package init(query: String = "", filter: FilterValue? = nil, sort: SortKey? = nil) {
        self.query = query
        self.filter = filter
        self.sort = sort
    }

    package init(_ request: ListRequest) {
        self.init(query: request.query, filter: request.filter, sort: request.sort)
    }
}
