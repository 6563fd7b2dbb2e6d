import Foundation

/// A string or number the scanner let through that cannot be read. JSONDecoder
/// judges these when decoding too, and reports them as it reports a syntax
/// error: `dataCorrupted` at the root, whichever field held them.
struct JSONContentError: Error {
    let reason: String
    /// Where only Foundation's own code gives the answer (a `Decimal`, an
    /// integer read through one): the whole document is decoded again by
    /// JSONDecoder.
    var needsFoundation = false
}

extension TapeView {
    /// The text of a string entry, as JSONDecoder makes it: escapes resolved,
    /// a surrogate pair joined, and an error for invalid UTF-8, a control
    /// character, an unknown escape or a lone surrogate.
    @inline(__always) func string(_ entry: TapeEntry) throws(JSONContentError) -> String {
        let buffer = bytes(of: entry)
        if entry.flags == TapeEntry.simple | TapeEntry.ascii {
            let length = Int(entry.b)
            if length >= TapeStringTable.shortest, length <= TapeStringTable.longest {
                return strings.pointee.string(in: bytes, offset: Int(entry.a), length: length)
            }
            return String(decoding: buffer, as: UTF8.self)
        }
        if entry.has(TapeEntry.simple) {
            guard let text = String(validating: buffer, as: UTF8.self) else { throw JSONContentError(reason: "invalid UTF-8 in a string") }
            return text
        }
        return try Self.unescaped(buffer)
    }

    /// A string with escapes or control bytes. The escapes' output is always
    /// whole scalars, so validating the result once finds exactly the invalid
    /// UTF-8 that validating each run between escapes would.
    private static func unescaped(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONContentError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(buffer.count)
        var index = 0
        let count = buffer.count
        while index < count {
            let byte = buffer[index]
            if byte < 0x20 { throw JSONContentError(reason: "an unescaped control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            // The scanner saw to it that a backslash has a byte after it, and `\u` four.
            let escaped = buffer[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try hexUnit(buffer, at: index)
                index += 4
                let scalar: Unicode.Scalar
                if UTF16.isLeadSurrogate(unit) {
                    guard count - index >= 2, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u") else {
                        throw JSONContentError(reason: "a high surrogate without a low one")
                    }
                    let trail = try hexUnit(buffer, at: index + 2)
                    guard UTF16.isTrailSurrogate(trail) else { throw JSONContentError(reason: "a high surrogate without a low one") }
                    index += 6
                    scalar = UTF16.decode(UTF16.EncodedScalar([unit, trail]))
                } else {
                    guard let single = Unicode.Scalar(unit) else { throw JSONContentError(reason: "a lone low surrogate") }
                    scalar = single
                }
                output.append(contentsOf: UTF8.encode(scalar)!)
            default:
                throw JSONContentError(reason: "an unknown escape in a string")
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw JSONContentError(reason: "invalid UTF-8 in a string") }
        return text
    }

    private static func hexUnit(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONContentError) -> UInt16 {
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let digit = buffer[index + offset]
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = digit - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: throw JSONContentError(reason: "a \\u escape without four hex digits")
            }
            unit = unit << 4 | UInt16(value)
        }
        return unit
    }

    /// Whether an object entry's key equals `key` byte for byte.
    @inline(__always) func key(_ entry: TapeEntry, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        Int(entry.b) == key.count && memcmp(bytes + Int(entry.a), key.baseAddress!, key.count) == 0
    }
}
