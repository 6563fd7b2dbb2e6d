import Foundation

/// Numbers as JSONDecoder reads them on Linux: checked when decoded, not
/// when scanned; an integer type takes `1.0` or `1e2` when the value is whole,
/// and a `Double` refuses what overflows to infinity or underflows to zero.
extension TapeView {
    /// The number's digits as JSON allows them, or nil.
    struct NumberParts {
        var negative: Bool
        /// The first 19 significant digits as an integer, and how many digits there were in all.
        var mantissa: UInt64
        var digits: Int
        /// The power of ten the mantissa is multiplied by.
        var exponent: Int
    }

    func integer<T: FixedWidthInteger>(_ entry: TapeEntry, as type: T.Type) throws(JSONContentError) -> T {
        let buffer = bytes(of: entry)
        try Self.prevalidate(buffer, hasExponent: entry.has(TapeEntry.exponent))
        if let value: T = Self.plainInteger(buffer) { return value }
        // Foundation's slow path: through a Double, and then through a Decimal past 2^53.
        guard let parts = Self.parts(buffer) else { throw JSONContentError(reason: "not a number") }
        let double = Self.double(parts, buffer)
        guard let value = T(exactly: double) else { throw JSONContentError(reason: "a number \(T.self) cannot hold") }
        guard double.magnitude < 0x1p53 else {
            throw JSONContentError(reason: "an integer past 2^53 written with a fraction or exponent", needsFoundation: true)
        }
        return value
    }

    func double(_ entry: TapeEntry) throws(JSONContentError) -> Double {
        let buffer = bytes(of: entry)
        if !entry.has(TapeEntry.exponent), let value = Self.plainDouble(buffer) { return value }
        try Self.prevalidate(buffer, hasExponent: entry.has(TapeEntry.exponent))
        guard let parts = Self.parts(buffer) else { throw JSONContentError(reason: "not a number") }
        let value = Self.double(parts, buffer)
        guard value.isFinite, value != 0 || Self.writtenAsZero(buffer) else { throw JSONContentError(reason: "a number a Double cannot hold") }
        return value
    }

    func float(_ entry: TapeEntry) throws(JSONContentError) -> Float {
        let buffer = bytes(of: entry)
        try Self.prevalidate(buffer, hasExponent: entry.has(TapeEntry.exponent))
        guard Self.parts(buffer) != nil, let value = Float(String(decoding: buffer, as: UTF8.self)) else {
            throw JSONContentError(reason: "not a number")
        }
        guard value.isFinite, value != 0 || Self.writtenAsZero(buffer) else { throw JSONContentError(reason: "a number a Float cannot hold") }
        return value
    }

    /// Foundation's first check, word for word in effect: no leading zero, a
    /// digit after a minus and before an exponent, a digit at the end.
    private static func prevalidate(_ buffer: UnsafeBufferPointer<UInt8>, hasExponent: Bool) throws(JSONContentError) {
        let count = buffer.count
        var firstDigit = 0
        if buffer[0] == UInt8(ascii: "-") {
            guard count > 1, isDigit(buffer[1]) else { throw JSONContentError(reason: "a minus without digits") }
            firstDigit = 1
        }
        if buffer[firstDigit] == UInt8(ascii: "0"), count > firstDigit + 1 {
            switch buffer[firstDigit + 1] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
            default: throw JSONContentError(reason: "a leading zero")
            }
        }
        if hasExponent {
            for index in (firstDigit + 1)..<count where buffer[index] | 0x20 == UInt8(ascii: "e") {
                guard isDigit(buffer[index - 1]) else { throw JSONContentError(reason: "an exponent without digits before it") }
                break
            }
        }
        guard isDigit(buffer[count - 1]) else { throw JSONContentError(reason: "a number that does not end in a digit") }
    }

    /// Whether a number read as zero counts as written as zero, by
    /// Foundation's own test, which tells a zero from an underflow: the first
    /// digit from 1 to 9 says no and the first `e` or `E` yes, with whole
    /// groups of four bytes read in order and the bytes left over after them
    /// read backwards (its loop is unrolled that way). So `-0.0e3` is refused,
    /// its `3` read before its `e`, and `0.0e3` taken; `0e1` to `0E9` are
    /// refused the same way, though its integers take them.
    private static func writtenAsZero(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        func verdict(_ byte: UInt8) -> Bool? {
            if byte &- UInt8(ascii: "1") < 9 { return false }
            return byte | 0x20 == UInt8(ascii: "e") ? true : nil
        }
        let wholeGroups = buffer.count & ~3
        for index in 0..<wholeGroups {
            if let answer = verdict(buffer[index]) { return answer }
        }
        for index in (wholeGroups..<buffer.count).reversed() {
            if let answer = verdict(buffer[index]) { return answer }
        }
        return true
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// An optional minus and digits only, in range for `T`; nil otherwise.
    @inline(__always) private static func plainInteger<T: FixedWidthInteger>(_ buffer: UnsafeBufferPointer<UInt8>) -> T? {
        let negative = buffer[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        var result: T = 0
        while index < buffer.count {
            let digit = buffer[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            let (next, carry) = negative
                ? shifted.subtractingReportingOverflow(T(truncatingIfNeeded: digit))
                : shifted.addingReportingOverflow(T(truncatingIfNeeded: digit))
            guard !overflow, !carry else { return nil }
            result = next
            index += 1
        }
        return result
    }

    /// `-?digits(.digits)?` of at most 19 digits, no leading zero, whose
    /// digits make an integer a Double holds exactly, read in one pass: a
    /// price, a rating, a measure. The value is that integer divided by a
    /// power of ten, one correctly rounded operation, as `double(_:_:)`
    /// computes it; nil for anything else, which takes the general path.
    @inline(__always) private static func plainDouble(_ buffer: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = buffer.count
        let negative = buffer[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        guard index < count else { return nil }
        if buffer[index] == UInt8(ascii: "0"), index + 1 < count, buffer[index + 1] != UInt8(ascii: ".") { return nil }
        var mantissa: UInt64 = 0
        let integerStart = index
        while index < count, case let digit = buffer[index] &- UInt8(ascii: "0"), digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        var digits = index - integerStart
        guard digits > 0 else { return nil }
        var scale = 0
        if index < count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count, case let digit = buffer[index] &- UInt8(ascii: "0"), digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index += 1
            }
            scale = index - fractionStart
            guard scale > 0 else { return nil }
            digits += scale
        }
        guard index == count, digits <= 19, mantissa <= 1 << 53 else { return nil }
        let value = scale == 0 ? Double(mantissa) : Double(mantissa) / exactPowersOfTen[scale]
        return negative ? -value : value
    }

    /// Splits a number by JSON's grammar: `-? int frac? exp?`; nil when it does not match.
    static func parts(_ buffer: UnsafeBufferPointer<UInt8>) -> NumberParts? {
        let count = buffer.count
        var index = 0
        let negative = buffer[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var dropped = 0
        var exponent = 0
        var sawDigits = false
        func take(_ digit: UInt8) {
            if significant == 0 && digit == 0 { return }
            if significant < 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                significant += 1
            } else {
                dropped += 1
            }
        }
        while index < count, isDigit(buffer[index]) {
            take(buffer[index] - UInt8(ascii: "0"))
            sawDigits = true
            index += 1
        }
        guard sawDigits else { return nil }
        exponent += dropped
        if index < count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count, isDigit(buffer[index]) {
                // A digit past the nineteenth is dropped and leaves the scale alone.
                if significant < 19 { exponent -= 1 }
                take(buffer[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > fractionStart else { return nil }
        }
        if index < count, buffer[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") {
                exponentNegative = buffer[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < count, isDigit(buffer[index]) {
                written = min(written * 10 + Int(buffer[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            guard index > exponentStart else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard index == count else { return nil }
        return NumberParts(negative: negative, mantissa: mantissa, digits: significant + dropped, exponent: exponent)
    }

    private static let exactPowersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// The correctly rounded Double: one exact operation when the mantissa and
    /// the power of ten are both exact Doubles (Clinger's fast path), the C
    /// library's conversion (in the C locale, as Swift's own parser uses) otherwise.
    static func double(_ parts: NumberParts, _ buffer: UnsafeBufferPointer<UInt8>) -> Double {
        if parts.mantissa == 0 { return parts.negative ? -0.0 : 0.0 }
        if parts.digits <= 19, parts.mantissa <= 1 << 53, abs(parts.exponent) <= 22 {
            var value = Double(parts.mantissa)
            value = parts.exponent < 0 ? value / exactPowersOfTen[-parts.exponent] : value * exactPowersOfTen[parts.exponent]
            return parts.negative ? -value : value
        }
        return Double(String(decoding: buffer, as: UTF8.self)) ?? .nan
    }
}
