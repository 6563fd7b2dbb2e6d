import APIDescription
import Foundation
import JSON

/// How a described column's value reads in its cell: money as money,
/// booleans as ✓ and ✗, date-times in local time, the rest as sent.
enum DescribedCell {
    static func text(_ value: JSONValue, kind: DiscoveredColumn.Kind) -> UIText {
        switch (kind, value) {
        case (_, .null): return .verbatim("")
        case (.boolean, .bool(let flag)): return .verbatim(flag ? "✓" : "✗")
        case (.money, .number(let amount)): return .price(amount)
        case (.money, .string(let text)): return Double(text).map(UIText.price) ?? .verbatim(text)
        case (.count, .number(let number)): return Int(exactly: number).map(UIText.count) ?? .verbatim(JSONText.text(value))
        case (.dateTime, .string(let text)): return .verbatim(localTime(text) ?? text)
        default: return .verbatim(JSONText.text(value))
        }
    }

    static func layout(_ column: DiscoveredColumn) -> (alignment: ColumnAlignment, priority: Int) {
        switch column.kind {
        case .id: (.right, 0)
        case .integer, .number, .money, .count: (.right, 2)
        case .boolean, .choice, .date, .dateTime: (.left, 3)
        case .text: (.left, column.flexible ? 1 : 2)
        }
    }

    private static let parsers = [Date.ISO8601FormatStyle(includingFractionalSeconds: false),
                                  Date.ISO8601FormatStyle(includingFractionalSeconds: true)]

    /// `2024-05-01T12:03:00Z` as `2024-05-01 14:03` where the clock is two hours on.
    static func localTime(_ text: String, in zone: TimeZone = .current) -> String? {
        guard let date = parsers.lazy.compactMap({ try? $0.parse(text) }).first else { return nil }
        let local = Calendar(identifier: .gregorian).dateComponents(in: zone, from: date)
        guard let year = local.year, let month = local.month, let day = local.day, let hour = local.hour, let minute = local.minute
        else { return nil }
        return String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, hour, minute)
    }
}

extension UIText {
    /// A word the API chose (a field's or a list's name, made readable): in
    /// the reader's language where the catalog knows it, as tabs, columns and
    /// sections are, else as the API says it (never read as a pattern).
    static func apiWord(_ text: String) -> UIText { UICatalog.entry(for: text) == nil ? .verbatim(text) : UIText(text) }
}
