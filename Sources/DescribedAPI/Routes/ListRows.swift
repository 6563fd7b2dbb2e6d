import APIDescription
import Foundation
import JSON
import Network

/// A list answer read straight into rows: the id and the columns' values
/// of each item, the total and the next cursor, in one pass of the JSON
/// decoder with no tree of the whole answer on the way. 100,000 items
/// cost what their cells cost, as a compiled resource's summaries do;
/// building a `JSONValue` of every record first left the process three
/// times larger. An answer of another shape throws, and `ListAnswer` reads it instead.
package struct ListRows: Sendable {
    /// What to take from each item and from around the list.
    package struct Plan: Sendable {
        package var itemsPath: [String]?
        package var idField: String
        package var columns: [(path: [String], kind: DiscoveredColumn.Kind)]
        package var totalPath: [String]?
        package var nextPath: [String]?

        package init(resource: DiscoveredResource) {
            func path(_ dotted: String) -> [String] { dotted.split(separator: ".").map(String.init) }
            itemsPath = resource.itemsKey.map(path)
            idField = resource.idField
            columns = resource.columns.map { (path($0.field), $0.kind) }
            if case .body(let field)? = resource.total { totalPath = path(field) }
            if case .cursor(_, _, let next?) = resource.paging { nextPath = path(next) }
        }
    }

    /// Each item's id, in order (nil where an item has none).
    package var ids: [JSONValue?]
    /// Every item's cells in one array, a row's after the row before it:
    /// one allocation for the page, not one per row.
    package var cells: [JSONValue]
    package var total: Int?
    package var nextCursor: String?

    static let planKey = CodingUserInfoKey(rawValue: "courier.listRows.plan")!

    private init(ids: [JSONValue?], cells: [JSONValue], total: Int?, nextCursor: String?) {
        self.ids = ids
        self.cells = cells
        self.total = total
        self.nextCursor = nextCursor
    }

    package init(_ data: Data, plan: Plan) throws {
        let decoder = JSONDecoder()
        decoder.userInfo[Self.planKey] = PlanBox(plan)
        self = try decoder.decode(Body.self, from: data.isEmpty ? Data("[]".utf8) : data).rows
    }

    private final class PlanBox: @unchecked Sendable { // immutable after init
        let plan: Plan
        init(_ plan: Plan) { self.plan = plan }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Body: Decodable {
        var rows: ListRows

        init(from decoder: any Decoder) throws {
            guard let plan = (decoder.userInfo[ListRows.planKey] as? PlanBox)?.plan else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no plan"))
            }
            var total: Int?, next: String?
            var ids: [JSONValue?] = [], cells: [JSONValue] = []
            if let itemsPath = plan.itemsPath, !itemsPath.isEmpty {
                let top = try decoder.container(keyedBy: Key.self)
                total = plan.totalPath.flatMap { Body.scalar(at: $0, in: top)?.intValue }
                next = plan.nextPath.flatMap { Body.scalar(at: $0, in: top) }.flatMap { $0.stringValue ?? $0.intValue.map(String.init) }
                var container = top
                for key in itemsPath.dropLast() { container = try container.nestedContainer(keyedBy: Key.self, forKey: Key(key)) }
                var list = try container.nestedUnkeyedContainer(forKey: Key(itemsPath[itemsPath.count - 1]))
                try Body.read(&list, plan: plan, ids: &ids, cells: &cells)
            } else {
                var list = try decoder.unkeyedContainer()
                try Body.read(&list, plan: plan, ids: &ids, cells: &cells)
            }
            rows = ListRows(ids: ids, cells: cells, total: total, nextCursor: next)
        }

        static func read(_ list: inout any UnkeyedDecodingContainer, plan: Plan, ids: inout [JSONValue?], cells: inout [JSONValue]) throws {
            if let count = list.count {
                ids.reserveCapacity(count)
                cells.reserveCapacity(count * plan.columns.count)
            }
            while !list.isAtEnd {
                let item = try list.nestedContainer(keyedBy: Key.self)
                for column in plan.columns { cells.append(cell(at: column.path, kind: column.kind, in: item)) }
                ids.append(scalar(at: [plan.idField], in: item))
            }
        }

        /// A cell, decoded as its column's kind first: one attempt for nearly every value.
        static func cell(at path: [String], kind: DiscoveredColumn.Kind, in container: KeyedDecodingContainer<Key>) -> JSONValue {
            guard let (holder, key) = leaf(path, in: container), holder.contains(key) else { return .null }
            if (try? holder.decodeNil(forKey: key)) == true { return .null }
            switch kind {
            case .id, .integer, .number, .money, .count:
                if let number = try? holder.decode(Double.self, forKey: key) { return .number(number) }
            case .boolean:
                if let flag = try? holder.decode(Bool.self, forKey: key) { return .bool(flag) }
            case .text, .choice, .date, .dateTime:
                if let text = try? holder.decode(String.self, forKey: key) { return .string(text) }
            }
            return (try? holder.decode(JSONValue.self, forKey: key)) ?? .null
        }

        /// An id, a total or a cursor: a number or text.
        static func scalar(at path: [String], in container: KeyedDecodingContainer<Key>) -> JSONValue? {
            guard let (holder, key) = leaf(path, in: container), holder.contains(key) else { return nil }
            if let number = try? holder.decode(Double.self, forKey: key) { return .number(number) }
            if let text = try? holder.decode(String.self, forKey: key) { return .string(text) }
            return nil
        }

        static func leaf(_ path: [String], in container: KeyedDecodingContainer<Key>) -> (KeyedDecodingContainer<Key>, Key)? {
            guard let last = path.last else { return nil }
            var holder = container
            for key in path.dropLast() {
                guard let inner = try? holder.nestedContainer(keyedBy: Key.self, forKey: Key(key)) else { return nil }
                holder = inner
            }
            return (holder, Key(last))
        }
    }
}
