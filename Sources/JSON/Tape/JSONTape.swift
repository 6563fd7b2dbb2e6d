/// One JSON document, scanned once into a flat list of entries.
///
/// The bytes are copied into memory the tape owns (NUL-terminated and padded,
/// so a word-sized read near the end stays inside it), which keeps every
/// pointer valid for as long as a decoder or a container holds the tape. Strings
/// and numbers stay byte ranges until someone asks for them, as in
/// Foundation's scanner, so a field nobody decodes costs nothing and a bad one
/// nobody decodes is no error.
final class JSONTape {
    /// Zero bytes after the document: room for an eight-byte read at its last byte.
    static let padding = 8

    /// The document's memory, for reading; valid while the tape lives.
    let view: TapeView
    let byteCount: Int
    /// Entries the document has; one more follows, a null for "no value here".
    let entryCount: Int

    init(bytes: UnsafeMutablePointer<UInt8>, byteCount: Int, entries: UnsafeMutablePointer<TapeEntry>, entryCount: Int,
         members: UnsafeMutablePointer<UInt32>) {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        flags.initialize(to: false)
        let strings = UnsafeMutablePointer<TapeStringTable>.allocate(capacity: 1)
        strings.initialize(to: TapeStringTable())
        view = TapeView(bytes: bytes, entries: entries, members: members, needsFoundation: flags, strings: strings)
        self.byteCount = byteCount
        self.entryCount = entryCount
    }

    deinit {
        view.bytes.deallocate()
        view.entries.deallocate()
        view.members.deallocate()
        view.needsFoundation.deallocate()
        view.strings.pointee.release()
        view.strings.deinitialize(count: 1)
        view.strings.deallocate()
    }

    /// The null entry past the document: what a super decoder stands on when its key is missing.
    var absentIndex: Int { entryCount }

    /// Whether a value only Foundation can read was met: the decode is then done again by JSONDecoder.
    var needsFoundation: Bool { view.needsFoundation.pointee }
}

/// A tape's memory as plain pointers. Containers and decoders keep one beside
/// a strong reference that keeps it alive, and read through it with no
/// reference counting on the way.
struct TapeView {
    let bytes: UnsafeMutablePointer<UInt8>
    let entries: UnsafeMutablePointer<TapeEntry>
    /// Each object's member keys (their entry indices), in order, from `TapeEntry.c`.
    let members: UnsafeMutablePointer<UInt32>
    let needsFoundation: UnsafeMutablePointer<Bool>
    /// The long strings made so far, shared by equal ones.
    let strings: UnsafeMutablePointer<TapeStringTable>

    @inline(__always) func entry(_ index: Int) -> TapeEntry { entries[index] }

    /// The index of the value after the one at `index`, skipping a container whole.
    @inline(__always) func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.isContainer ? Int(entry.b) : index + 1
    }

    /// The entry index of member `position`'s key in the object `object`; its value follows it.
    @inline(__always) func memberKey(of object: TapeEntry, at position: Int) -> Int {
        Int(members[Int(object.c) + position])
    }

    @inline(__always) func bytes(of entry: TapeEntry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + Int(entry.a), count: Int(entry.b))
    }
}

/// What one entry is. Containers know their end, so a decoder skips one in a step.
enum TapeKind: UInt8 {
    case null, `true`, `false`, number, string, array, object

    var isContainer: Bool { self == .array || self == .object }

    /// How Foundation's errors name what was found ("Expected to decode Int but found a string instead.").
    var foundDescription: String {
        switch self {
        case .null: return "null"
        case .true, .false: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}

/// Sixteen bytes per value. Strings and numbers: `a` the byte offset, `b` the
/// length. Arrays: `a` the count, `b` the index after the array. Objects: `a`
/// the member count, `b` the index after the object, `c` where its keys start
/// in `JSONTape.members`.
struct TapeEntry {
    var kind: TapeKind
    var flags: UInt8
    var a: UInt32
    var b: UInt32
    var c: UInt32

    init(_ kind: TapeKind, flags: UInt8 = 0, a: UInt32 = 0, b: UInt32 = 0, c: UInt32 = 0) {
        self.kind = kind
        self.flags = flags
        self.a = a
        self.b = b
        self.c = c
    }

    // Strings
    /// No backslash and no control character: the bytes are the text, once they are valid UTF-8.
    static let simple: UInt8 = 1
    /// No byte above 0x7F.
    static let ascii: UInt8 = 2
    // Numbers
    /// An `e` or `E` somewhere.
    static let exponent: UInt8 = 1
    // Objects
    /// Every key simple ASCII and no key twice: keys can be matched byte for byte, from any member on.
    static let keysByBytes: UInt8 = 1

    @inline(__always) func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
}
