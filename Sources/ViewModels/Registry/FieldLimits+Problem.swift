import APIDescription
import Foundation

/// A form checks a value against its field's limits (APIDescription's plain
/// data, which compiled resources use too) before anything is sent, each
/// refusal saying what would do. E-mail is a `FieldKind`, not checked here.
extension FieldLimits {
    /// Why `text` (not empty) will not do, or nil.
    package func problem(with text: String) -> UIText? {
        if !choices.isEmpty, !choices.contains(text) {
            return UIText(pattern: "one of %@", .verbatim(choices.joined(separator: ", ")))
        }
        let length = text.count
        if let minLength, length < minLength { return UIText(pattern: "at least %@ characters", .verbatim(String(minLength))) }
        if let maxLength, length > maxLength { return UIText(pattern: "at most %@ characters", .verbatim(String(maxLength))) }
        if let number = Double(text) {
            if let minimum, number < minimum { return UIText(pattern: "at least %@", .verbatim(Self.written(minimum))) }
            if let maximum, number > maximum { return UIText(pattern: "at most %@", .verbatim(Self.written(maximum))) }
            if let exclusiveMinimum, number <= exclusiveMinimum {
                return UIText(pattern: "more than %@", .verbatim(Self.written(exclusiveMinimum)))
            }
            if let exclusiveMaximum, number >= exclusiveMaximum {
                return UIText(pattern: "less than %@", .verbatim(Self.written(exclusiveMaximum)))
            }
        }
        if let format, let problem = Self.formatProblem(format, text) { return problem }
        if let pattern, let expression = try? NSRegularExpression(pattern: pattern),
           expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
            return UIText(pattern: "text matching %@", .verbatim(pattern))
        }
        return nil
    }

    static func formatProblem(_ format: String, _ text: String) -> UIText? {
        switch format.lowercased() {
        case "uri", "url":
            guard let url = URL(string: text), url.scheme != nil, !text.contains(" ") else { return "a URL (https://…)" }
        case "date":
            guard Self.isDate(text) else { return "a date (2024-05-01)" }
        case "date-time":
            guard (try? Date.ISO8601FormatStyle(includingFractionalSeconds: false).parse(text)) != nil
                    || (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)) != nil
            else { return "a date and time (2024-05-01T14:03:00Z)" }
        case "uuid":
            guard UUID(uuidString: text) != nil else { return "a UUID" }
        default:
            break
        }
        return nil
    }

    /// YYYY-MM-DD, a real day.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month) else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components) else { return false }
        return calendar.component(.day, from: date) == day
    }

    static func written(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
