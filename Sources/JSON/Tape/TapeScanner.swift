import Foundation

/// Scans a document into a `JSONTape` with the grammar of Foundation's
/// JSONDecoder on Linux, so the two accept and refuse the same documents:
/// at most 512 containers deep, a trailing comma allowed in arrays and
/// objects, only space, tab, CR and LF between tokens, and strings and numbers
/// checked for their shape only (a quote ends a string unless escaped; `\u`
/// takes four bytes; a number is a run of digits, `.`, `+`, `-`, `e` and `E`).
/// What is inside them is judged when decoded, as there.
struct TapeScanner {
    static let maximumDepth = 512
    /// Objects with more members than this are looked up through a dictionary
    /// (`TapeKeyIndex`) rather than by scanning their keys.
    static let maximumScannedMembers = 48

    // Read and moved by the string scan too (TapeScanner+Strings.swift).
    let bytes: UnsafeMutablePointer<UInt8>
    let end: Int
    var position = 0
    var entries: TapeBuffer<TapeEntry>
    private var members: TapeBuffer<UInt32>
    /// The keys of the objects open now, innermost last; an object's go to `members` when it closes.
    private var keys: TapeBuffer<UInt32>
    /// What tells whether an object's keys can be matched byte for byte.
    private let shapes = TapeKeyShapes()

    /// Copies `source` and scans it; the tape owns the copy.
    static func scan(_ source: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONTape {
        guard source.count < Int(UInt32.max) else { throw JSONSyntaxError(offset: 0, reason: "a document of 4 GB or more") }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: source.count + JSONTape.padding)
        if let base = source.baseAddress { bytes.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: source.count) }
        (bytes + source.count).initialize(repeating: 0, count: JSONTape.padding)
        var scanner = TapeScanner(bytes: bytes, end: source.count)
        do {
            try scanner.scanDocument()
        } catch {
            scanner.release()
            bytes.deallocate()
            throw error
        }
        return scanner.finish()
    }

    private init(bytes: UnsafeMutablePointer<UInt8>, end: Int) {
        self.bytes = bytes
        self.end = end
        entries = TapeBuffer(capacity: end / 8)
        members = TapeBuffer(capacity: end / 32)
        keys = TapeBuffer(capacity: 64)
    }

    private mutating func finish() -> JSONTape {
        let entryCount = entries.count
        entries.append(TapeEntry(.null))
        keys.release()
        shapes.release()
        return JSONTape(bytes: bytes, byteCount: end, entries: entries.take(), entryCount: entryCount, members: members.take(spare: 1))
    }

    private func release() {
        entries.release()
        members.release()
        keys.release()
        shapes.release()
    }

    // MARK: Structure

    private mutating func scanDocument() throws(JSONSyntaxError) {
        try scanValue(depth: 0)
        while position < end {
            guard Self.isWhitespace(bytes[position]) else { throw unexpected("after the top-level value") }
            position += 1
        }
    }

    /// One value, inside `depth` open containers.
    private mutating func scanValue(depth: Int) throws(JSONSyntaxError) {
        switch nextToken() {
        case UInt8(ascii: "\""):
            try scanString()
        case UInt8(ascii: "{"):
            try scanObject(depth: depth)
        case UInt8(ascii: "["):
            try scanArray(depth: depth)
        case UInt8(ascii: "t"):
            try scanLiteral("true", as: .true)
        case UInt8(ascii: "f"):
            try scanLiteral("false", as: .false)
        case UInt8(ascii: "n"):
            try scanLiteral("null", as: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
        default:
            throw unexpected("where a value was expected")
        }
    }

    /// A value inside a container: a string or a number (most values) is
    /// scanned here, without the call and the switch.
    @inline(__always) private mutating func scanMember(depth: Int) throws(JSONSyntaxError) {
        let byte = nextToken()
        if byte == UInt8(ascii: "\"") {
            try scanShortString()
        } else if byte &- UInt8(ascii: "0") < 10 {
            scanNumber()
        } else {
            try scanValue(depth: depth)
        }
    }

    private mutating func scanArray(depth: Int) throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw JSONSyntaxError(offset: position, reason: "more than 512 levels of nesting") }
        position += 1
        let index = entries.count
        entries.append(TapeEntry(.array))
        var count: UInt32 = 0
        if nextToken() != UInt8(ascii: "]") {
            while true {
                try scanMember(depth: depth + 1)
                count += 1
                var byte = nextToken()
                if byte == UInt8(ascii: "]") { break }
                guard byte == UInt8(ascii: ",") else { throw unexpected("in an array") }
                position += 1
                byte = nextToken()
                if byte == UInt8(ascii: "]") { break } // a trailing comma, which Foundation accepts
            }
        }
        position += 1
        entries[index] = TapeEntry(.array, a: count, b: UInt32(entries.count))
    }

    private mutating func scanObject(depth: Int) throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw JSONSyntaxError(offset: position, reason: "more than 512 levels of nesting") }
        position += 1
        let index = entries.count
        entries.append(TapeEntry(.object))
        let keyStart = keys.count
        var byte = nextToken()
        if byte != UInt8(ascii: "}") {
            while true {
                guard byte == UInt8(ascii: "\"") else { throw unexpected("where a key was expected") }
                keys.append(UInt32(truncatingIfNeeded: entries.count))
                try scanShortString()
                // A key's colon nearly always follows its quote at once.
                if bytes[position] != UInt8(ascii: ":") {
                    guard nextToken() == UInt8(ascii: ":") else { throw unexpected("where a colon was expected") }
                }
                position &+= 1
                try scanMember(depth: depth + 1)
                byte = nextToken()
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else { throw unexpected("in an object") }
                position += 1
                byte = nextToken()
                if byte == UInt8(ascii: "}") { break } // a trailing comma, which Foundation accepts
            }
        }
        position += 1
        let keysByBytes = shapes.keysMatchByBytes(keys.base + keyStart, count: keys.count - keyStart, entries: entries.base, bytes: bytes)
        let memberStart = members.count
        for key in keyStart..<keys.count { members.append(keys[key]) }
        keys.removeLast(keys.count - keyStart)
        entries[index] = TapeEntry(.object, flags: keysByBytes ? TapeEntry.keysByBytes : 0, a: UInt32(members.count - memberStart),
                                   b: UInt32(entries.count), c: UInt32(memberStart))
    }

    // MARK: Tokens

    @inline(__always) private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The next byte that is not whitespace, left unread. At the end of the
    /// document it is the padding's zero, which no caller takes for a token,
    /// so the end needs no test of its own here (`unexpected` names it).
    @inline(__always) private mutating func nextToken() -> UInt8 {
        var byte = bytes[position]
        while byte <= 0x20, Self.isWhitespace(byte) {
            position += 1
            byte = bytes[position]
        }
        return byte
    }

    private mutating func scanLiteral(_ word: StaticString, as kind: TapeKind) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        // The padding makes a short read at the end safe: its zeros never match.
        guard end - position >= length, memcmp(bytes + position, word.utf8Start, length) == 0 else {
            throw unexpected("in a literal")
        }
        position += length
        entries.append(TapeEntry(kind))
    }

    @inline(__always) private mutating func scanNumber() {
        let start = position
        var cursor = position &+ 1
        var flags: UInt8 = 0
        while true {
            let byte = bytes[cursor]
            if byte &- UInt8(ascii: "0") < 10 {
                cursor &+= 1
                continue
            }
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
                cursor &+= 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                flags = TapeEntry.exponent
                cursor &+= 1
            default:
                // The padding's zero ends a number at the end of the document.
                entries.append(TapeEntry(.number, flags: flags, a: UInt32(truncatingIfNeeded: start), b: UInt32(truncatingIfNeeded: cursor &- start)))
                position = cursor
                return
            }
        }
    }

    private func unexpected(_ context: String) -> JSONSyntaxError {
        guard position < end else { return JSONSyntaxError(offset: position, reason: "the document ends early") }
        return JSONSyntaxError(offset: position, reason: "unexpected byte \(bytes[position]) \(context)")
    }
}
