import JSON
import Reactive
import Models

/// One row of a described list: the record's id and the values its columns
/// show, in column order, so 100,000 rows cost what their cells cost rather
/// than whole records. The whole record is kept only where the API has no
/// path for one record (the detail then shows what the list gave).
package struct DescribedRow: ListItem {
    package static let resourceKey = "items"

    package let id: Int
    package let cells: [JSONValue]
    package let whole: JSONValue?

    package init(id: Int, cells: [JSONValue], whole: JSONValue? = nil) {
        self.id = id
        self.cells = cells
        self.whole = whole
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
