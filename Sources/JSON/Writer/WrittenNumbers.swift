/// Numbers as `JSONEncoder` writes them: integers in decimal, floating-point
/// values in Swift's shortest form that reads back to the same value
/// (`description`: `0.1`, `1e+20`, `5e-324`) less a trailing `.0`, so an
/// integral `Double` reads `100` and `-0.0` reads `-0`. Infinity and NaN have
/// no JSON form: nil, and the caller leaves them to JSONEncoder's error.
enum WrittenNumbers {
    static func text<Integer: BinaryInteger>(_ value: Integer) -> WrittenValue {
        .literal(String(value))
    }

    static func text(_ value: Double) -> WrittenValue? {
        guard value.isFinite else { return nil }
        return .literal(trimmed(value.description))
    }

    static func text(_ value: Float) -> WrittenValue? {
        guard value.isFinite else { return nil }
        return .literal(trimmed(value.description))
    }

    /// Bytes, not Characters: `hasSuffix` compares grapheme clusters, which
    /// cost more than the number's whole description.
    private static func trimmed(_ description: String) -> String {
        let utf8 = description.utf8
        guard utf8.count > 2, utf8.last == UInt8(ascii: "0"),
              utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".") else { return description }
        return String(Substring(utf8.dropLast(2)))
    }
}
