import Foundation
import JSON

/// Serialises a `JSONValue` to exactly the bytes of
/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` on Linux,
/// at a fraction of the cost: the encoder boxed every value into its own
/// tree before writing, which was two thirds of a cold page.
///
/// What "exactly" means, from swift-foundation's JSONWriter (non-Darwin):
/// keys sort by their UTF-8 bytes; `"` and `\` are escaped, control
/// characters as `\b \f \n \r \t` or `\u00xx` (lowercase hex), everything
/// else (slashes, DEL, non-ASCII) is written raw. Numbers follow
/// `JSONValue.encode`: integral values in Int64 range as integers, others
/// as `Double.description` without a trailing `.0`. The tests compare the
/// two over every served record, so a Foundation change shows up there.
enum SortedJSONWriter {
    /// Nil for NaN or infinity, which JSONEncoder refuses too.
    static func data(_ value: JSONValue) -> Data? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        guard write(value, into: &bytes) else { return nil }
        return Data(bytes)
    }

    private static func write(_ value: JSONValue, into bytes: inout [UInt8]) -> Bool {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            guard let text = numberText(number) else { return false }
            bytes.append(contentsOf: text.utf8)
        case .string(let string): writeString(string, into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                guard write(element, into: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            let sorted = object.sorted { precedes($0.key, $1.key) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                guard write(member.value, into: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "}"))
        }
        return true
    }

    /// Byte order, as `utf8.lexicographicallyPrecedes` gives, but with one
    /// memcmp instead of a generic element-by-element walk.
    private static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let shared = min(a.count, b.count)
                let order = shared == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, shared)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    private static func numberText(_ number: Double) -> String? {
        if let exact = Int64(exactly: number) { return exact.description }
        guard number.isFinite else { return nil }
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Copies runs that need no escaping in one append; byte-by-byte
    /// appends were the writer's biggest cost on long descriptions.
    private static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(for: byte, into: &bytes)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}

extension HTTPResponse {
    /// A JSON answer. Sorted keys because Swift dictionaries iterate in a
    /// per-instance order: unsorted, the same record would get a new ETag
    /// every time. The writer refuses exactly what JSONEncoder refuses (NaN, infinity).
    static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        .json(status, SortedJSONWriter.data(value) ?? Data("{}".utf8))
    }
}
