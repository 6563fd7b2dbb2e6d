/// JSON text made safe to print: every scalar a terminal would act on is
/// written as a `\uXXXX` escape, which a JSON parser reads back as the very
/// same scalar. Unlike `Sanitizer`, nothing is removed: `--json` output
/// stays exact for scripts while no byte of it moves a cursor, sets the
/// clipboard or reorders what a person reads.
package enum TerminalSafeJSON {
    package static func escape(_ json: String) -> String {
        var json = json
        return json.withUTF8 { escape(bytes: UnsafeRawBufferPointer($0)) }.map { String(decoding: $0, as: UTF8.self) } ?? json
    }

    /// The same escapes over the bytes an encoder wrote, or nil when they
    /// are safe as they are. `--json` prints them as they come, rather than
    /// make a String of them first, which would check every byte once more
    /// (a tenth of a `courier get`'s own work). A byte that is not part of
    /// well-formed UTF-8, which no encoder writes, becomes U+FFFD, so what
    /// comes out always is.
    package static func escape(bytes json: UnsafeRawBufferPointer) -> [UInt8]? {
        let bytes = json.bindMemory(to: UInt8.self)
        return isPrintableASCII(bytes) ? nil : escaped(bytes)
    }

    /// Whether every byte is printable ASCII or a line feed, eight bytes at a
    /// time. Such text goes out as it came, JSON or not (valid JSON has no
    /// raw line feed in a string): a page with no letter beyond ASCII is
    /// never scanned for strings.
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            // A word with a mark may hold only line feeds (or a false mark above one): byte by byte.
            if notPrintable(in: Self.word(bytes, at: index)) != 0,
               !(index..<index + 8).allSatisfy({ isPlain(bytes[$0]) }) { return false }
            index += 8
        }
        return (index..<bytes.count).allSatisfy { isPlain(bytes[$0]) }
    }

    @inline(__always) private static func isPlain(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F) || byte == 0x0A
    }

    /// The bytes with every active scalar escaped (and every ill-formed
    /// byte replaced), or nil when none was.
    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // Runs of safe bytes are copied whole: a page of records is tens of
        // kilobytes, most of it printable ASCII, and one non-ASCII letter in
        // it must not make every byte an append of its own.
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        var runStart = 0
        var index = 0
        /// Copies the safe bytes before `index`, before what replaces the bytes at it.
        func copyRun() {
            if output.isEmpty { output.reserveCapacity(bytes.count + bytes.count / 8) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        while index < bytes.count {
            // Eight bytes at a time while nothing in them is active or moves
            // the string state; then straight to the first byte that does.
            if !escaped, index + 8 <= bytes.count {
                let spoilers = Self.spoilers(in: Self.word(bytes, at: index))
                index += spoilers == 0 ? 8 : spoilers.trailingZeroBitCount / 8
                if spoilers == 0 { continue }
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                // Printable ASCII is never active; only the string state moves.
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 1 && !inString && (byte == 0x0A || byte == 0x09 || byte == 0x0D) {
                // Whitespace between tokens: an escape here would not be JSON.
                index += 1
                continue
            }
            if length <= 1 && inString { escaped = false }
            if length == 0 {
                copyRun()
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                index += 1
                runStart = index
                continue
            }
            let scalar = scalarValue(bytes, at: index, length: length)
            if Self.escapes(Unicode.Scalar(scalar)!) {
                copyRun()
                appendEscape(scalar, to: &output)
                runStart = index + length
            }
            index += length
        }
        // Nothing was active (non-ASCII letters only): the text as it came,
        // not a copy of it made and validated again.
        guard runStart > 0 else { return nil }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        return output
    }

    /// How many bytes the scalar at `index` takes, or 0 when the bytes there
    /// are not well-formed UTF-8 (a stray continuation byte, an overlong or
    /// cut-short sequence, a surrogate, a value past U+10FFFF). A Swift
    /// String's bytes always are; an encoder's output is.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    /// Whether `scalar` is written as a `\\uXXXX` escape: every scalar a terminal
    /// acts on, and the two noncharacters U+FFFE and U+FFFF, which YAML 1.1
    /// (libyaml, and with it most YAML tools) refuses raw anywhere in a
    /// document. JSON is meant to read as YAML; escaped, they read back as
    /// themselves in both.
    package static func escapes(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF || TerminalActiveScalar.contains(scalar)
    }

    /// The bytes of `word` that are not printable ASCII other than `"` and
    /// `\\` (which would be copied as they are, leaving the string state as
    /// it was), as the high bit of each; zero when there are none. The
    /// lowest marked byte is always one of them (a byte above it may be
    /// marked falsely), which is all the scan needs: the first in memory.
    /// A page of records is mostly plain bytes; one at a time they cost a
    /// dozen instructions each.
    @inline(__always) static func spoilers(in word: UInt64) -> UInt64 {
        notPrintable(in: word) | bytes(of: word, equalTo: UInt8(ascii: "\"")) | bytes(of: word, equalTo: UInt8(ascii: "\\"))
    }

    /// The bytes of `word` that are not printable ASCII (non-ASCII, C0, DEL), with
    /// the same marking as `spoilers`: the lowest mark is always true.
    @inline(__always) private static func notPrintable(in word: UInt64) -> UInt64 {
        let control = (word &- 0x20 &* ones) & ~word & highs
        return word & highs | control | bytes(of: word, equalTo: 0x7F)
    }

    /// The bytes of `word` equal to `byte`, marked as `spoilers` marks them.
    @inline(__always) private static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let x = word ^ (UInt64(byte) &* ones)
        return (x &- ones) & ~x & highs
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Eight bytes from `index` as one word, in memory order.
    @inline(__always) private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// The scalar of a well-formed UTF-8 sequence (a Swift String's bytes always are).
    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        switch length {
        case 1: return lead
        case 2: return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 3: return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
        }
    }

    /// `\u001b`; scalars beyond the BMP are never active, so one escape always suffices.
    private static func appendEscape(_ scalar: UInt32, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int((scalar >> UInt32(shift)) & 0xF)]) }
    }
}
