import Foundation

/// Formats numbers the way every screen shows them.
package enum DetailFormat {
    package static func price(_ value: Double) -> String { String(format: "$%.2f", value) }

    package static func discount(_ percent: Double) -> UIText {
        percent > 0 ? .verbatim(String(format: "−%.2f %%", percent)) : "none"
    }

    /// "4.9 ★★★★★": the number, then stars rounded to the nearest half down to whole stars.
    package static func rating(_ value: Double) -> String {
        let clamped = min(max(value, 0), 5)
        let stars = Int(clamped.rounded())
        return String(format: "%.2f ", clamped) + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }

    package static func count(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
