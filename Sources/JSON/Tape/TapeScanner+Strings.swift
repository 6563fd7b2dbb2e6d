/// The string scan: a plain ASCII string in the scan's own loops, anything
/// else by a general loop, each finding the closing quote eight bytes a step.
extension TapeScanner {
    /// The string at `position`, inline in the scan's loops for what most
    /// strings are: plain ASCII. Its first sixteen bytes are looked at here,
    /// any more by `plainLength`; a string with an escape, a control byte or
    /// a byte above 0x7F goes to `scanString`. The first marked byte of a word
    /// is exact (see `TapeStringBytes`) and the padding's zeros are marked, so
    /// a quote found here is inside the document.
    @inline(__always)
    mutating func scanShortString() throws(JSONSyntaxError) {
        let start = position &+ 1
        let text = UnsafeRawPointer(bytes)
        let first = text.unaligned(UInt64.self, at: start)
        let found = TapeStringBytes.specialOrHighBytes(in: first)
        var length: Int
        if found != 0 {
            length = found.trailingZeroBitCount &>> 3
        } else {
            // All eight are plain text, so the next word is still inside the document or its padding.
            let next = TapeStringBytes.specialOrHighBytes(in: text.unaligned(UInt64.self, at: start &+ 8))
            length = next != 0 ? 8 &+ next.trailingZeroBitCount &>> 3 : Self.plainLength(text, from: start)
        }
        guard bytes[start &+ length] == UInt8(ascii: "\"") else {
            try scanString()
            return
        }
        entries.append(TapeEntry(.string, flags: TapeEntry.simple | TapeEntry.ascii, a: UInt32(truncatingIfNeeded: start),
                                 b: UInt32(truncatingIfNeeded: length)))
        position = start &+ length &+ 1
    }

    /// How many bytes from `start`, whose first sixteen are plain text, come
    /// before the first that is not (a quote, a backslash, a control byte or
    /// one above 0x7F). Out of line and unable to throw, so a long plain
    /// string costs a loop and not `scanString`'s entry.
    @inline(never)
    private static func plainLength(_ text: UnsafeRawPointer, from start: Int) -> Int {
        var cursor = start &+ 16
        while true {
            let found = TapeStringBytes.specialOrHighBytes(in: text.unaligned(UInt64.self, at: cursor))
            if found != 0 { return cursor &+ found.trailingZeroBitCount &>> 3 &- start }
            cursor &+= 8
        }
    }

    /// From the opening quote to past the closing one, eight bytes a step
    /// while none of them is a quote, a backslash, a control byte or (until
    /// the first is seen) a byte above 0x7F.
    mutating func scanString() throws(JSONSyntaxError) {
        let start = position + 1
        var cursor = start
        var flags = TapeEntry.simple | TapeEntry.ascii
        let text = UnsafeRawPointer(bytes)
        while true {
            // Each mode has a loop of its own: the ASCII one, where nearly all strings stay, is the shorter.
            if flags & TapeEntry.ascii != 0 {
                var found = TapeStringBytes.specialOrHighBytes(in: text.unaligned(UInt64.self, at: cursor))
                while found == 0 {
                    cursor &+= 8
                    found = TapeStringBytes.specialOrHighBytes(in: text.unaligned(UInt64.self, at: cursor))
                }
                cursor &+= found.trailingZeroBitCount &>> 3
            } else {
                var found = TapeStringBytes.specialBytes(in: text.unaligned(UInt64.self, at: cursor))
                while found == 0 {
                    cursor &+= 8
                    found = TapeStringBytes.specialBytes(in: text.unaligned(UInt64.self, at: cursor))
                }
                cursor &+= found.trailingZeroBitCount &>> 3
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                flags &= ~TapeEntry.simple
                cursor += 1
                guard cursor < end else { throw JSONSyntaxError(offset: cursor, reason: "the document ends in a string") }
                let escaped = bytes[cursor]
                cursor += 1
                if escaped == UInt8(ascii: "u") {
                    guard end - cursor >= 4 else { throw JSONSyntaxError(offset: cursor, reason: "the document ends in a string") }
                    for offset in 0..<4 where bytes[cursor + offset] == UInt8(ascii: "\"") {
                        throw JSONSyntaxError(offset: cursor, reason: "a \\u escape without four hex digits")
                    }
                    cursor += 4
                }
            } else if byte >= 0x80 {
                flags &= ~TapeEntry.ascii
                cursor += 1
            } else {
                // A control byte: the padding's zeros past the end, or one the decoder will refuse.
                guard cursor < end else { throw JSONSyntaxError(offset: cursor, reason: "the document ends in a string") }
                flags &= ~TapeEntry.simple
                cursor += 1
            }
        }
        entries.append(TapeEntry(.string, flags: flags, a: UInt32(start), b: UInt32(cursor - start)))
        position = cursor + 1
    }
}
