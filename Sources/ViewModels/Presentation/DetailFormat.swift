import Foundation

/// Ratings and discounts the way every screen shows them. Counts and
/// prices are `UIText.count` and `.price`, written in the language's
/// `NumberFormat` where they are drawn.
package enum DetailFormat {

    package static func discount(_ percent: Double) -> UIText {
        percent > 0 ? .verbatim(String(format: "−%.2f %%", percent)) : "none"
    }

    /// "4.9 ★★★★★": the number, then stars rounded to the nearest half down to whole stars.
    package static func rating(_ value: Double) -> String {
        let clamped = min(max(value, 0), 5)
        let stars = Int(clamped.rounded())
        return String(format: "%.2f ", clamped) + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }
}
