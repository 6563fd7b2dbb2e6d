import Foundation

/// Writes a `WrittenValue` as JSON text, byte for byte the way Foundation's
/// `JSONEncoder` writes it with `.sortedKeys`: members sorted by their keys'
/// UTF-8 bytes, pretty output indented two spaces a level with ` : ` after a
/// key and an empty container written open on its own line (`[`, a blank
/// line, `]`), only `"`, `\` and the C0 controls escaped (and `/` unless asked
/// not to), everything else (DEL, non-ASCII) written as it is.
struct JSONTextSink: ~Copyable {
    private var bytes: WrittenBytes
    /// Whether an object had a key in `watchedKeys`.
    private(set) var sawWatchedKey = false
    private let pretty: Bool
    private let escapesSlashes: Bool
    private let watchedKeys: Set<String>
    private var indent = 0
    /// The sorted order of the last objects seen with each number of keys:
    /// a page's records share their keys, so most objects sort nothing.
    private var shapes: [Int: Shape] = [:]

    private struct Shape {
        let keys: [String]
        let order: [Int]
        let watched: Bool
        /// One key twice. "Twice" is String's equality, JSONEncoder's
        /// dictionary's: `é` and `e` + U+0301 are one key, though their bytes sort apart.
        let repeats: Bool
        /// Each key written out once, quoted and escaped with its colon after it, one after
        /// another in `keys`' order: key `i` ends at `keyEnds[i]` and starts where key `i - 1` ends.
        /// A page's records share their keys, so a key costs one copy, not an escape scan.
        let keyText: [UInt8]
        let keyEnds: [Int]
    }

    init(pretty: Bool, escapesSlashes: Bool, watchedKeys: Set<String> = [], capacity: Int = Self.defaultCapacity) {
        self.pretty = pretty
        self.escapesSlashes = escapesSlashes
        self.watchedKeys = watchedKeys
        bytes = WrittenBytes(capacity: capacity)
    }

    /// Enough for a page of records without regrowing more than a few times.
    static let defaultCapacity = 16 * 1024

    /// The text written, and whether an object had a key in `watchedKeys`.
    consuming func finish() -> (data: Data, noticed: Bool) {
        let noticed = sawWatchedKey
        return (bytes.data(), noticed)
    }

    /// Writes `value`; false when an object has one key twice, which the
    /// writer leaves to `JSONEncoder` (its container rules decide which wins).
    mutating func write(_ value: WrittenValue) -> Bool {
        switch value {
        case .literal(let text):
            bytes.append(text)
        case .string(let text):
            Self.writeQuoted(text, escapesSlashes: escapesSlashes, into: &bytes)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            openLine()
            for (index, element) in array.elements.enumerated() {
                if index > 0 { separate() }
                if pretty { writeIndent() }
                guard write(element) else { return false }
            }
            closeLine()
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            return write(object)
        }
        return true
    }

    private mutating func write(_ object: WrittenObject) -> Bool {
        bytes.append(UInt8(ascii: "{"))
        openLine()
        let keys = object.keys
        let shape = shape(of: keys)
        if shape.repeats { return false }
        if shape.watched { sawWatchedKey = true }
        let written = shape.keyText.withUnsafeBufferPointer { keyText -> Bool in
            guard let text = keyText.baseAddress else { return shape.order.isEmpty }
            for (position, index) in shape.order.enumerated() {
                if position > 0 { separate() }
                if pretty { writeIndent() }
                let start = index == 0 ? 0 : shape.keyEnds[index - 1]
                bytes.append(text + start, count: shape.keyEnds[index] - start)
                guard write(object.values[index]) else { return false }
            }
            return true
        }
        guard written else { return false }
        closeLine()
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// Indices of `keys` in the order of their UTF-8 bytes, as JSONEncoder
    /// sorts them, whether one of them is watched, whether one repeats.
    private mutating func shape(of keys: [String]) -> Shape {
        if let known = shapes[keys.count], known.keys == keys { return known }
        let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        let watched = !watchedKeys.isEmpty && keys.contains(where: watchedKeys.contains)
        let repeats = zip(order, order.dropFirst()).contains { keys[$0] == keys[$1] }
            || (keys.contains { !$0.utf8.allSatisfy { $0 < 0x80 } } && Set(keys).count != keys.count)
        var text = WrittenBytes(capacity: keys.count * 16)
        var ends: [Int] = []
        ends.reserveCapacity(keys.count)
        for key in keys {
            Self.writeQuoted(key, escapesSlashes: escapesSlashes, into: &text)
            text.append(pretty ? " : " : ":")
            ends.append(text.count)
        }
        let shape = Shape(keys: keys, order: order, watched: watched, repeats: repeats, keyText: [UInt8](text.data()), keyEnds: ends)
        shapes[keys.count] = shape
        return shape
    }

    private mutating func openLine() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        indent += 1
    }

    private mutating func closeLine() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        indent -= 1
        writeIndent()
    }

    private mutating func separate() {
        bytes.append(UInt8(ascii: ","))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func writeIndent() {
        bytes.append(repeating: UInt8(ascii: " "), count: 2 * indent)
    }

    /// `text` quoted, with JSON's escapes.
    private static func writeQuoted(_ text: String, escapesSlashes: Bool, into bytes: inout WrittenBytes) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let count = utf8.count
            // Runs that need no escape are copied whole: most of a record's text. They are
            // found eight bytes at a time; only a word holding a byte to escape goes byte by byte.
            var runStart = 0
            var index = 0
            while index < count {
                let end = min(index + 8, count)
                if end - index == 8,
                   !needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), escapesSlashes: escapesSlashes) {
                    index = end
                    continue
                }
                while index < end {
                    let byte = base[index]
                    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                        || (byte == UInt8(ascii: "/") && escapesSlashes) {
                        bytes.append(base + runStart, count: index - runStart)
                        runStart = index + 1
                        appendEscape(byte, into: &bytes)
                    }
                    index += 1
                }
            }
            bytes.append(base + runStart, count: count - runStart)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a byte of `word` is one JSON text escapes: a C0 control, `"`, `\`, or `/` when
    /// slashes are escaped. A byte of a multi-byte scalar (0x80 and up) never is. Each test
    /// can flag a byte above a true match by its borrow, never a word with no match.
    @inline(__always) private static func needsEscape(_ word: UInt64, escapesSlashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let control = (word &- 0x20 &* ones) & ~word & highs
        let quote = zeroBytes(word ^ (UInt64(UInt8(ascii: "\"")) &* ones))
        let backslash = zeroBytes(word ^ (UInt64(UInt8(ascii: "\\")) &* ones))
        let slash = escapesSlashes ? zeroBytes(word ^ (UInt64(UInt8(ascii: "/")) &* ones)) : 0
        return control | quote | backslash | slash != 0
    }

    /// The short escapes JSON has, else `\u00XX` with lower-case hex digits, as JSONEncoder writes them.
    private static func appendEscape(_ byte: UInt8, into bytes: inout WrittenBytes) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x00..<0x20:
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0F))
        default:
            bytes.append(byte)  // `"`, `\` and `/` stand for themselves after the backslash
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
