import Foundation

/// The paging, projection and ordering parameters every list accepts,
/// read from the query here and nowhere else, with upstream's errors.
struct ListQuery: Equatable {
    static let defaultLimit = 30

    /// `0` means every item.
    var limit = defaultLimit
    var skip = 0
    var select: [String]?
    var sortBy: String?
    var descending = false

    init() {}

    init(_ request: HTTPRequest) throws(APIFailure) {
        if let text = request.queryValue("limit") {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw .notANumber("limit") }
            limit = max(value, 0)
        }
        if let text = request.queryValue("skip") {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw .notANumber("skip") }
            skip = max(value, 0)
        }
        if let order = request.queryValue("order") {
            switch order {
            case "asc": descending = false
            case "desc": descending = true
            default: throw .invalidOrder
            }
        }
        if let field = request.queryValue("sortBy"), !field.isEmpty { sortBy = field }
        select = Self.fields(request.queryValue("select"))
    }

    /// The query a route that ignores `select` or `sortBy` lists with;
    /// the parameters were still checked, as upstream checks them everywhere.
    func ignoring(select ignoresSelect: Bool = false, sort ignoresSort: Bool = false) -> ListQuery {
        var query = self
        if ignoresSelect { query.select = nil }
        if ignoresSort {
            query.sortBy = nil
            query.descending = false
        }
        return query
    }

    /// `select=title,price` → ["title", "price"]; empty means no projection.
    static func fields(_ text: String?) -> [String]? {
        guard let text else { return nil }
        let fields = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return fields.isEmpty ? nil : fields
    }
}
