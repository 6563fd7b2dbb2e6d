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

    private static func trimmed(_ description: String) -> String {
        guard description.utf8.count > 2, description.hasSuffix(".0") else { return description }
        return String(description.dropLast(2))
    }
}
