import Foundation
import JSON
import SafeText

/// What a view is written out as, by `:export FILE` (chosen by the file's
/// extension) and by `courier get --output`: the list's columns as CSV, or
/// whole records (secrets left out) as a JSON array or one JSON object a line.
package enum ExportFormat: String, Sendable, Equatable, CaseIterable {
    case csv, json, jsonl

    /// The format a file's extension names, nil for any other.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// Whether its rows are whole records rather than the list's columns.
    package var wantsWholeRecords: Bool { self != .csv }
}

/// The bytes of each format, shared by the app's export and the command
/// line so the two write the same rows. Every cell passes the sanitiser,
/// as a table's do; JSON keeps the server's strings exactly, a terminal's
/// controls written as `\uXXXX` (as `--json` writes them).
package enum ExportEncoding {
    /// The header: the columns' titles, as `courier get` prints them.
    package static func csvHeader(_ columns: [ColumnSpec]) -> String {
        columns.map { csvField($0.title) }.joined(separator: ",")
    }

    /// One line per item: its columns' texts as the table's cells, ids for references.
    package static func csvRows(_ items: ListItems, columns: [ColumnSpec]) -> [String] {
        let all = Array(columns.indices)
        return (0..<items.count).map { row in
            items.cells(row: row, columns: all).map { csvField(Sanitizer.singleLine($0)) }.joined(separator: ",")
        }
    }

    /// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
    package static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The records of a page as `pageJSON` writes it: the array under the
    /// envelope's key (`products`), or the page itself when it is an array.
    package static func records(inPage data: Data) -> [JSONValue]? {
        guard let page = try? JSONValue(jsonData: data) else { return nil }
        if let array = page.arrayValue { return array }
        guard let object = page.objectValue else { return nil }
        return object.keys.sorted().lazy.compactMap { object[$0]?.arrayValue }.first
    }

    /// A record on one line, keys sorted, controls escaped.
    package static func jsonLine(_ record: JSONValue) -> String {
        let data = (try? record.jsonData(sortedKeys: true)) ?? Data("null".utf8)
        return TerminalSafeJSON.escape(String(decoding: data, as: UTF8.self))
    }
}
