import Foundation

/// How upstream's JavaScript reads a query value as a number: `Number()`
/// decides whether it is one at all, then `parseInt(value, 10)` is what
/// is used, so `1.5` passes and means 1, and an empty value passes and
/// means NaN. Written from the language's definitions (StringToNumber,
/// parseInt), which staging must follow character for character.
enum JavaScriptNumber {
    /// `Number(text)`; NaN when it is not a number.
    static func number(_ text: String) -> Double {
        let trimmed = trim(text)
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        let scalars = Array(trimmed.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][Character(scalars[1])] {
            var value = 0.0
            for scalar in scalars[2...] {
                guard let digit = Int(String(scalar), radix: radix) else { return .nan }
                value = value * Double(radix) + Double(digit)
            }
            return value
        }
        guard isDecimalLiteral(scalars) else { return .nan }
        return Double(trimmed) ?? .nan
    }

    /// Whether `Number(text)` is not NaN: upstream's `isNumber`.
    static func isNumber(_ text: String) -> Bool { !number(text).isNaN }

    /// `parseInt(text, 10)`: the leading integer, or nil for NaN.
    static func parseInt(_ text: String) -> Double? {
        var scalars = Substring(trim(text)).unicodeScalars[...]
        var sign = 1.0
        if let first = scalars.first, first == "-" || first == "+" {
            if first == "-" { sign = -1 }
            scalars = scalars.dropFirst()
        }
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty else { return nil }
        return sign * (Double(String(String.UnicodeScalarView(digits))) ?? .infinity)
    }

    /// JavaScript's `String.prototype.trim`: white space and line terminators at both ends.
    static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhiteSpace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isWhiteSpace($0) })!
        return String(scalars[start...end])
    }

    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    private static func isDecimalLiteral(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var mantissa = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == scalars.count
    }
}
