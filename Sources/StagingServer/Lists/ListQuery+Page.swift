import Foundation
import JSON

/// A list's page: sorted, cut at `skip` and `limit`, trimmed to `select`,
/// in the contract's envelope.
extension ListQuery {
    /// Sorts, pages and projects the records at `indices` into the
    /// contract's envelope; only the returned page is turned into JSON.
    func envelope<Record: StagingRecord>(_ indices: [Int], key: String, record: (Int) -> Record) -> JSONValue {
        let page = page(of: indices, record: record)
        return envelope(items: page.map { project(record($0).json) }, limit: page.count, key: key, total: indices.count)
    }

    /// The list answer: whole up to `ListStream.threshold` items, streamed
    /// as it is encoded above, so a page of a million starts at once.
    func response<Record: StagingRecord>(
        _ indices: [Int], key: String, record: @escaping @Sendable (Int) -> Record
    ) -> HTTPResponse {
        let page = page(of: indices, record: record)
        guard page.count > ListStream.threshold else {
            return .json(200, envelope(items: page.map { project(record($0).json) }, limit: page.count, key: key, total: indices.count))
        }
        let shell = envelope(items: [], limit: page.count, key: key, total: indices.count)
        return ListStream.response(shell: shell, key: key, page: Array(page)) { [self] in project(record($0).json) }
    }

    private func envelope(items: [JSONValue], limit: Int, key: String, total: Int) -> JSONValue {
        .object([
            key: .array(items), "total": .number(Double(total)),
            "skip": skip.map { .number(Double($0)) } ?? .null, "limit": .number(Double(limit)),
        ])
    }

    /// The positions of the page's records, sorted if asked.
    private func page<Record: StagingRecord>(of indices: [Int], record: (Int) -> Record) -> ArraySlice<Int> {
        var ordered = indices
        if let sortBy {
            // Values are extracted once; ties keep id order, so paging is stable.
            let keys = indices.map { record($0).sortValue(sortBy) }
            let positions = keys.indices.sorted { a, b in
                let comparison = Self.compare(keys[a], keys[b])
                if comparison == 0 { return a < b }
                return descending ? comparison > 0 : comparison < 0
            }
            ordered = positions.map { indices[$0] }
        }
        // As upstream: `slice(skip)` only when skip > 0, then `limitArray`:
        // 0 or more than there are is all, NaN none, and a negative limit
        // drops that many from the end (`slice(0, -5)`).
        let start = min(max(skip ?? 0, 0), ordered.count)
        let remaining = ordered.count - start
        let taken: Int
        switch limit {
        case nil: taken = 0
        case let limit? where limit == 0 || limit > remaining: taken = remaining
        case let limit? where limit < 0: taken = max(remaining + limit, 0)
        case let limit?: taken = limit
        }
        return ordered[start..<(start + taken)]
    }

    /// Keeps the selected fields plus `id`, as upstream does.
    func project(_ record: JSONValue) -> JSONValue {
        guard let select, case .object(let object) = record else { return record }
        var trimmed: [String: JSONValue] = [:]
        for field in ["id"] + select { if let value = object[field] { trimmed[field] = value } }
        return .object(trimmed)
    }

    /// Numbers before strings before everything else; a missing value sorts last.
    static func compare(_ a: JSONValue?, _ b: JSONValue?) -> Int {
        func rank(_ value: JSONValue?) -> Int {
            switch value {
            case .number: 0
            case .string: 1
            case .bool: 2
            case nil, .null: 4
            default: 3
            }
        }
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : x > y ? 1 : 0
        // By UTF-16 code unit, as JavaScript compares strings: not Swift's
        // `<`, which orders by Unicode scalars after normalising.
        case (.string(let x), .string(let y)):
            if x == y { return 0 }
            return x.utf16.lexicographicallyPrecedes(y.utf16) ? -1 : 1
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (x ? 1 : -1)
        default: return rank(a) - rank(b)
        }
    }
}
