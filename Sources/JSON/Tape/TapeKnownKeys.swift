/// Where the text of each key already found lies in the tape, by the key's
/// type and value: every container of a type asks for the same keys, and
/// the bytes stand in for a key's text (see `TapeObjectStorage.valueIndex(for:)`).
struct TapeKnownKeys {
    /// Slots, a power of two; once `maximumKept` are taken, other keys are asked for their text each time.
    static let capacity = 128
    static let maximumKept = 96

    private struct Known {
        /// The key type's metadata address; zero for a free slot.
        var type: UInt
        var bits: UInt64
        /// The key's text in the tape, ready to compare: made once, not at every read.
        var probe: TapeKeyProbe
        /// The member it was found at last.
        var position: Int
    }

    private let slots: UnsafeMutablePointer<Known>
    private let kept: UnsafeMutablePointer<Int>

    init() {
        slots = .allocate(capacity: Self.capacity)
        let none = TapeKeyProbe(UnsafeBufferPointer(start: nil, count: 0))
        slots.initialize(repeating: Known(type: 0, bits: 0, probe: none, position: 0), count: Self.capacity)
        kept = .allocate(capacity: 1)
        kept.initialize(to: 0)
    }

    func release() {
        slots.deallocate()
        kept.deallocate()
    }

    /// Where the key of type `type` with value `bits` was found: its slot,
    /// its text's bytes in the tape and the member it was last found at.
    @inline(__always) func find(type: UInt, bits: UInt64) -> (slot: Int, probe: TapeKeyProbe, position: Int)? {
        var slot = Self.slot(type: type, bits: bits)
        while true {
            let known = slots[slot]
            if known.type == type, known.bits == bits { return (slot, known.probe, known.position) }
            if known.type == 0 { return nil }
            slot = (slot + 1) & (Self.capacity - 1)
        }
    }

    /// The key at `slot` was found at member `position`.
    @inline(__always) func found(_ position: Int, slot: Int) {
        slots[slot].position = position
    }

    /// Keeps where the key's text was found, while there is room.
    func remember(type: UInt, bits: UInt64, probe: TapeKeyProbe, position: Int) {
        guard kept.pointee < Self.maximumKept else { return }
        var slot = Self.slot(type: type, bits: bits)
        while slots[slot].type != 0 {
            if slots[slot].type == type, slots[slot].bits == bits { return }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        slots[slot] = Known(type: type, bits: bits, probe: probe, position: position)
        kept.pointee += 1
    }

    @inline(__always) private static func slot(type: UInt, bits: UInt64) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let hash = (UInt64(type) ^ bits &* multiplier) &* multiplier
        return Int(truncatingIfNeeded: hash >> 57) & (capacity - 1)
    }

    /// A key's value as a word, when the key is a plain value (no reference,
    /// nothing to copy but its bytes) of 1, 2, 4 or 8 bytes, or of none; nil
    /// for any other key, whose text is asked for each time.
    @inline(__always) static func bits<Key>(of key: Key) -> UInt64? {
        guard _isPOD(Key.self) else { return nil }
        switch MemoryLayout<Key>.size {
        case 0: return 0
        case 1: return UInt64(unsafeBitCast(key, to: UInt8.self))
        case 2: return UInt64(unsafeBitCast(key, to: UInt16.self))
        case 4: return UInt64(unsafeBitCast(key, to: UInt32.self))
        case 8: return unsafeBitCast(key, to: UInt64.self)
        default: return nil
        }
    }
}
