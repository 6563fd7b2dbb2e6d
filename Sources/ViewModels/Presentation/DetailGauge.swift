/// A number a detail shows as a small bar because a bar reads faster than
/// digits: a rating out of five as stars, a stock level against a scale,
/// a recipe's preparation and cooking times against each other (a chart of two bars).
/// The screen draws it for its width; this says only what it measures.
package struct DetailGauge: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Whole and empty stars out of `maximum` (a rating 0–5).
        case stars
        /// A bar filled to `value / maximum`, capped at full.
        case bar
    }

    package var label: UIText
    package var value: Double
    package var maximum: Double
    package var kind: Kind
    /// The number as it is written beside the bar: "4.2", "94", "25 min".
    package var text: UIText

    /// Most products keep under a hundred in stock; more fills the bar and the number says how many.
    package static let defaultStockScale: Double = 100

    package init(_ label: UIText, value: Double, maximum: Double, kind: Kind, text: UIText) {
        self.label = label
        self.value = value
        self.maximum = maximum
        self.kind = kind
        self.text = text
    }

    /// How full, 0...1; nothing for a value that is not a number or a scale that is not positive.
    package var fraction: Double {
        guard value.isFinite, maximum.isFinite, maximum > 0 else { return 0 }
        return min(1, max(0, value / maximum))
    }
}
