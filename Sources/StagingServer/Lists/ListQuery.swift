import Foundation

/// The paging, projection and ordering parameters every request carries,
/// read from the query here and nowhere else, exactly as upstream's
/// request cleaner reads them: `Number()` to accept `limit` and `skip`,
/// `parseInt` to use them, `order` only with `sortBy`, `q` trimmed,
/// lower-cased and with each `-` read as a space. Every route checks them.
struct ListQuery: Equatable {
    static let defaultLimit = 30

    /// `0` means every item; nil is JavaScript's NaN (`limit=`), which gives none.
    var limit: Int? = defaultLimit
    /// Applied only above 0; nil (NaN) is echoed as null.
    var skip: Int? = 0
    var select: [String]?
    var sortBy: String?
    var descending = false
    /// The search text as upstream matches it.
    var search = ""

    init() {}

    init(_ request: HTTPRequest) throws(APIFailure) {
        let limit = QueryValue("limit", in: request)
        let skip = QueryValue("skip", in: request)
        if let limit, !JavaScriptNumber.isNumber(limit.text) { throw .notANumber("limit") }
        if let skip, !JavaScriptNumber.isNumber(skip.text) { throw .notANumber("skip") }
        search = try Self.search(QueryValue("q", in: request))
        try Self.checkDelay(QueryValue("delay", in: request))
        if let limit { self.limit = Self.integer(limit.text) }
        if let skip { self.skip = Self.integer(skip.text) }
        let sortBy = QueryValue("sortBy", in: request)
        if let sortBy, sortBy.isTruthy {
            self.sortBy = sortBy.text
            if let order = QueryValue("order", in: request), order.isTruthy {
                guard case .string(let text) = order else { throw APIFailure(status: 500, message: "order.toLowerCase is not a function") }
                switch text.lowercased() {
                case "asc": descending = false
                case "desc": descending = true
                default: throw .invalidOrder
                }
            }
        }
        select = Self.fields(QueryValue("select", in: request))
        if RequestBody.mediaType(request) == "multipart/form-data", !["POST", "PUT"].contains(request.method.uppercased()) {
            throw APIFailure(status: 400, message: "Multipart/form-data is not allowed with \(request.method.lowercased()) requests")
        }
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

    /// `select=title,price` → ["title", "price"], names kept as written
    /// (` price` stays a name no record has); a repeated `select` gives one
    /// name per value. Empty means no projection.
    static func fields(_ value: QueryValue?) -> [String]? {
        switch value {
        case .string(let text)?: text.isEmpty ? nil : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        case .array(let names)?: names
        default: nil
        }
    }

    /// `parseInt(text, 10)` as a count, nil for NaN; clamped to what an Int holds.
    static func integer(_ text: String) -> Int? {
        JavaScriptNumber.parseInt(text).map { Int(max(min($0, Double(Int.max / 2)), Double(Int.min / 2))) }
    }

    /// The milliseconds `?delay=` asks for once checked: 0 when absent.
    static func delayMilliseconds(_ request: HTTPRequest) -> Int {
        guard let delay = QueryValue("delay", in: request), delay.isTruthy else { return 0 }
        return integer(delay.text).map { min(max($0, 0), StagingAPI.maxDelayMilliseconds) } ?? 0
    }

    private static func search(_ value: QueryValue?) throws(APIFailure) -> String {
        switch value {
        case nil: return ""
        case .string(let text)?: return searchText(text)
        case .object(let fields)? where fields["valueSearch"] != nil: return searchText(fields["valueSearch"]!)
        default: throw APIFailure(status: 400, message: "Invalid 'q' - must be a string")
        }
    }

    /// Trimmed, lower-cased, each `-` a space: `Long-Lasting ` → `long lasting`.
    static func searchText(_ text: String) -> String {
        JavaScriptNumber.trim(text).lowercased().replacingOccurrences(of: "-", with: " ")
    }

    private static func checkDelay(_ value: QueryValue?) throws(APIFailure) {
        guard let value, value.isTruthy else { return }
        let number = JavaScriptNumber.number(value.text)
        if number.isNaN { throw APIFailure(status: 400, message: "Delay must be a number in milliseconds") }
        if number > Double(StagingAPI.maxDelayMilliseconds) { throw APIFailure(status: 400, message: "Delay cannot be greater than 5 seconds") }
        if number < 0 { throw APIFailure(status: 400, message: "Delay cannot be less than 0") }
    }
}
