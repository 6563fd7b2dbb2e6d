import JSON
import Reactive
import Models

/// One row of a described list: the record's id and where its cells are.
/// A page's cells sit in one array (`DescribedCells`) that its rows share,
/// so 100,000 rows cost what their cells cost, with no array of their own
/// each. (Where the API has no path for one record, the whole records are
/// kept beside the list, by id: `KeptRecords`.)
package struct DescribedRow: ListItem {
    package static let resourceKey = "items"

    package let id: Int
    private let page: DescribedCells
    private let index: Int

    package init(id: Int, page: DescribedCells, index: Int) {
        self.id = id
        self.page = page
        self.index = index
    }

    /// A row on its own (a record's, a write's answer).
    package init(id: Int, cells: [JSONValue]) {
        self.init(id: id, page: DescribedCells(cells, width: cells.count), index: 0)
    }

    /// The values its columns show, in column order.
    package var cells: ArraySlice<JSONValue> { page.row(index) }

    package func cell(_ column: Int) -> JSONValue { page.cell(row: index, column: column) }

    package static func == (lhs: DescribedRow, rhs: DescribedRow) -> Bool {
        lhs.id == rhs.id && lhs.cells.elementsEqual(rhs.cells)
    }

    private enum CodingKeys: String, CodingKey { case id, cells }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int.self, forKey: .id), cells: try container.decode([JSONValue].self, forKey: .cells))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(Array(cells), forKey: .cells)
    }
}

/// The cells of one page of a described list, `width` to a row, shared by its rows. Immutable.
package final class DescribedCells: Sendable {
    private let values: [JSONValue]
    let width: Int

    package init(_ values: [JSONValue], width: Int) {
        self.values = values
        self.width = width
    }

    func row(_ index: Int) -> ArraySlice<JSONValue> {
        let start = index * width
        return start + width <= values.count ? values[start..<(start + width)] : []
    }

    func cell(row: Int, column: Int) -> JSONValue {
        let at = row * width + column
        return column < width && at < values.count ? values[at] : .null
    }
}

/// Ids as the registry knows them (whole numbers) for records whose ids are
/// text (UUIDs, slugs): each text id gets a negative number of its own, and
/// the number leads back to the text for the record's path. Whole-number
/// ids are themselves. One table per resource, shared by its lists, detail and writes.
package final class RecordIDTable: Sendable {
    private struct Table {
        var numbers: [String: Int] = [:]
        var texts: [Int: String] = [:]
    }

    private let table = SanitizerVisibleMutex(Table())

    package init() {}

    /// The number for an id value; nil when the record has none.
    package func number(for value: JSONValue?) -> Int? {
        switch value {
        case .number(let number)?:
            if let whole = Int(exactly: number) { return whole }
            return intern(JSONText.text(.number(number)))
        case .string(let text)?:
            if let whole = Int(text), String(whole) == text { return whole }
            return intern(text)
        default:
            return nil
        }
    }

    /// A number for a row without an id of its own, by where it came.
    package func number(forPosition position: Int) -> Int { intern("\u{0}row \(position)") }

    /// The id as the API writes it in a path.
    package func text(for number: Int) -> String {
        table.withLock { $0.texts[number] } ?? String(number)
    }

    private func intern(_ text: String) -> Int {
        table.withLock { table in
            if let known = table.numbers[text] { return known }
            let number = -(table.numbers.count + 1)
            table.numbers[text] = number
            table.texts[number] = text
            return number
        }
    }
}
