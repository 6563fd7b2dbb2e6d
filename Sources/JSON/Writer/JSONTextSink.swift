/// Writes a `WrittenValue` as JSON text, byte for byte the way Foundation's
/// `JSONEncoder` writes it with `.sortedKeys`: members sorted by their keys'
/// UTF-8 bytes, pretty output indented two spaces a level with ` : ` after a
/// key and an empty container written open on its own line (`[`, a blank
/// line, `]`), only `"`, `\` and the C0 controls escaped (and `/` unless asked
/// not to), everything else (DEL, non-ASCII) written as it is.
struct JSONTextSink {
    private(set) var bytes: [UInt8] = []
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
    }

    init(pretty: Bool, escapesSlashes: Bool, watchedKeys: Set<String> = [], capacity: Int = Self.defaultCapacity) {
        self.pretty = pretty
        self.escapesSlashes = escapesSlashes
        self.watchedKeys = watchedKeys
        bytes.reserveCapacity(capacity)
    }

    /// Enough for a page of records without regrowing more than a few times.
    static let defaultCapacity = 16 * 1024

    /// Writes `value`; false when an object has one key twice, which the
    /// writer leaves to `JSONEncoder` (its container rules decide which wins).
    mutating func write(_ value: WrittenValue) -> Bool {
        switch value {
        case .literal(let text):
            append(text)
        case .string(let text):
            writeString(text)
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
        for (position, index) in shape.order.enumerated() {
            if position > 0 { separate() }
            if pretty { writeIndent() }
            writeString(keys[index])
            if pretty {
                append(" : ")
            } else {
                bytes.append(UInt8(ascii: ":"))
            }
            guard write(object.values[index]) else { return false }
        }
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
        let shape = Shape(keys: keys, order: order, watched: watched, repeats: repeats)
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
        let width = 2 * indent
        if width <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[0..<width])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs that need no escape are copied whole: most of a record's text.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || (byte == UInt8(ascii: "/") && escapesSlashes) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                appendEscape(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The short escapes JSON has, else `\u00XX` with lower-case hex digits, as JSONEncoder writes them.
    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x00..<0x20:
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0x0F))
        default:
            bytes.append(byte)  // `"`, `\` and `/` stand for themselves after the backslash
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
