import Synchronization

/// Interns graphemes of more than one scalar ("e\u{301}", "👍🏽", "🇯🇵",
/// ZWJ sequences) so a `Cell` can name any grapheme with one UInt32 and stay
/// plain data: no reference counting when frames are copied or compared,
/// and equal graphemes always get the same code.
///
/// Codes below 0x110000 are Unicode scalars themselves; interned graphemes
/// get `firstCode + index`. Shared by every buffer in the process, behind a
/// Mutex (widgets may render off the main actor). Growth is bounded by
/// `capacity`; past it, a new grapheme is stored as its first scalar, which
/// keeps widths right and only loses decoration.
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()
    static let firstCode: UInt32 = 0x110000
    static let capacity = 1 << 16

    private struct Storage {
        var codes: [String: UInt32] = [:]
        var graphemes: [String] = []
    }

    private let storage = Mutex(Storage())

    /// The code for a multi-scalar grapheme, or nil when the table is full.
    func code(for grapheme: String) -> UInt32? {
        storage.withLock { storage in
            if let code = storage.codes[grapheme] { return code }
            guard storage.graphemes.count < Self.capacity else { return nil }
            let code = Self.firstCode + UInt32(storage.graphemes.count)
            storage.graphemes.append(grapheme)
            storage.codes[grapheme] = code
            return code
        }
    }

    func grapheme(for code: UInt32) -> String {
        storage.withLock { storage in
            let index = Int(code - Self.firstCode)
            return index < storage.graphemes.count ? storage.graphemes[index] : " "
        }
    }
}
