/// Words of the interface, kept as their English text until they are shown,
/// gettext style: descriptors and states stay data, and the screen asks the
/// presenter for them in the person's language (`ErrorPresenter.text`).
///
/// A literal is looked up whole; an interpolation is looked up as its
/// English pattern ("Reviews (%@)") with its values put back in order.
/// Interpolated `UIText` values are translated too ("Edit \(singular)");
/// anything else (server data, numbers) is shown as it is.
package struct UIText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The English text, with `%@` where each value goes.
    package var key: String
    package var values: [UIText]
    /// Server data and numbers: shown as they are, never looked up.
    package var isVerbatim: Bool
    /// An amount, written in the language's number format when shown.
    package var amount: Amount?

    /// Amounts read the same way everywhere, in the language shown:
    /// `NumberFormat` writes them where the text is filled.
    package enum Amount: Sendable, Hashable {
        case count(Int)
        case price(Double)
    }

    /// A key known only at run time (a resource's title), still looked up.
    package init(_ key: String) {
        self.init(key: key, values: [], isVerbatim: false)
    }

    package init(stringLiteral value: String) {
        self.init(value)
    }

    package init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.key, values: stringInterpolation.values, isVerbatim: false)
    }

    private init(key: String, values: [UIText], isVerbatim: Bool, amount: Amount? = nil) {
        self.key = key
        self.values = values
        self.isVerbatim = isVerbatim
        self.amount = amount
    }

    /// A pattern known only at run time ("%@ min"), with its values.
    package init(pattern: String, _ values: UIText...) {
        self.init(key: pattern, values: values, isVerbatim: false)
    }

    /// Text that is not the interface's own: a name, a title from the server.
    package static func verbatim(_ text: String) -> UIText {
        UIText(key: text, values: [], isVerbatim: true)
    }

    /// A count grouped as the language groups it: "1,988" (never an id).
    package static func count(_ value: Int) -> UIText {
        UIText(key: String(value), values: [], isVerbatim: true, amount: .count(value))
    }

    /// A price in dollars with two decimals, grouped: "$1,899.99".
    package static func price(_ value: Double) -> UIText {
        UIText(key: String(value), values: [], isVerbatim: true, amount: .price(value))
    }

    /// The English text.
    package var description: String { filled(numbers: .english) { $0.key } }

    /// Whether it reads as nothing at all.
    package var isEmpty: Bool { isVerbatim && amount == nil && key.isEmpty }

    /// `pattern(key)` for this text and every translated value inside it,
    /// amounts written in `numbers`.
    package func filled(numbers: NumberFormat, _ pattern: (UIText) -> String) -> String {
        if let amount {
            switch amount {
            case .count(let value): return numbers.count(value)
            case .price(let value): return numbers.price(value)
            }
        }
        if isVerbatim { return key }
        let template = pattern(self)
        if template.contains("$@") {
            return Self.placing(values.map { $0.filled(numbers: numbers, pattern) }, into: template)
        }
        let parts = template.components(separatedBy: "%@")
        var result = parts[0]
        for (index, part) in parts.dropFirst().enumerated() {
            result += (values.indices.contains(index) ? values[index].filled(numbers: numbers, pattern) : "") + part
        }
        return result
    }

    /// `values` put where a translation numbers them, `%2$@` for the second,
    /// so a language can order them its own way ("No %@ match “%@”." is
    /// "没有与“%2$@”匹配的%1$@。"); a plain `%@` takes the next in order.
    static func placing(_ values: [String], into template: String) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            let digits = after.prefix { $0.isNumber }
            if after.hasPrefix("@") {
                result += values.indices.contains(next) ? values[next] : ""
                next += 1
                rest = after.dropFirst()
            } else if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$@"), let number = Int(digits) {
                result += values.indices.contains(number - 1) ? values[number - 1] : ""
                rest = after.dropFirst(digits.count + 2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    /// Every key this text is looked up by, its values' included.
    package var keys: [String] {
        isVerbatim ? [] : [key] + values.flatMap(\.keys)
    }

    package static func + (lhs: UIText, rhs: UIText) -> UIText { "\(lhs)\(rhs)" }

    /// Equal when they read the same in English, however they were built: a
    /// test's "Reviews (1)" is the detail's "Reviews (\(count))".
    package static func == (lhs: UIText, rhs: UIText) -> Bool { lhs.description == rhs.description }

    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    package struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var values: [UIText] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) { key += literal }

        package mutating func appendInterpolation(_ text: UIText) {
            key += "%@"
            values.append(text)
        }

        package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendInterpolation(UIText.verbatim(value.description))
        }
    }
}
