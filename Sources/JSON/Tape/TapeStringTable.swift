/// The long strings one decode has made, by their bytes, so that a text a
/// document repeats (a policy, a link, a date every record shares) is made
/// once and shared by every value that holds it. A String of 16 bytes or
/// more needs memory of its own: making it and freeing it with the decoded
/// value cost more than the hashing and the comparison that find it here.
/// Shorter ones sit inside the String value and are made as before.
struct TapeStringTable {
    /// Strings with fewer bytes are not kept (they need no memory of their own), nor longer
    /// ones: those are mostly prose that does not repeat, and hashing them cost more than sharing saved.
    static let shortest = 16
    static let longest = 64
    /// Slots, a power of two; once `maximumKept` are taken, strings are still found but no more are kept.
    static let capacity = 512
    static let maximumKept = 256

    private struct Slot {
        let offset: Int
        let string: String
    }

    /// Each slot's hash, zero while it is free; allocated with the first long string.
    private var hashes: UnsafeMutablePointer<UInt64>?
    private var slots: UnsafeMutablePointer<Slot>?
    private var kept = 0

    init() {}

    /// The text of the `length` ASCII bytes at `offset` in `bytes`, shared with an equal one made before.
    mutating func string(in bytes: UnsafeMutablePointer<UInt8>, offset: Int, length: Int) -> String {
        let start = UnsafeRawPointer(bytes + offset)
        let hash = Self.hash(start, length: length)
        if hashes == nil {
            hashes = .allocate(capacity: Self.capacity)
            hashes!.initialize(repeating: 0, count: Self.capacity)
            slots = .allocate(capacity: Self.capacity)
        }
        guard let hashes, let slots else { preconditionFailure("allocated above") }
        // The hash's top bits: the multiplications mix every byte into them.
        var index = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.capacity.trailingZeroBitCount))
        while hashes[index] != 0 {
            if hashes[index] == hash {
                let slot = slots[index]
                if slot.string.utf8.count == length, Self.equal(start, UnsafeRawPointer(bytes + slot.offset), length: length) {
                    return slot.string
                }
            }
            index = (index + 1) & (Self.capacity - 1)
        }
        let string = String(decoding: UnsafeBufferPointer(start: bytes + offset, count: length), as: UTF8.self)
        if kept < Self.maximumKept {
            hashes[index] = hash
            (slots + index).initialize(to: Slot(offset: offset, string: string))
            kept += 1
        }
        return string
    }

    /// Lets the kept strings go; called once, when the tape goes.
    mutating func release() {
        guard let hashes, let slots else { return }
        for index in 0..<Self.capacity where hashes[index] != 0 { (slots + index).deinitialize(count: 1) }
        hashes.deallocate()
        slots.deallocate()
        self.hashes = nil
        self.slots = nil
    }

    /// A hash of at least eight bytes, a word at a time (the last word overlaps the one before); never zero.
    @inline(__always) private static func hash(_ start: UnsafeRawPointer, length: Int) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: length) &* multiplier
        var offset = 0
        while offset + 8 < length {
            hash = (hash ^ start.unaligned(UInt64.self, at: offset)) &* multiplier
            offset += 8
        }
        hash = (hash ^ start.unaligned(UInt64.self, at: length - 8)) &* multiplier
        return (hash ^ hash >> 32) | 1
    }

    /// Whether `length` (at least eight) bytes at `one` and `other` are the same.
    @inline(__always) private static func equal(_ one: UnsafeRawPointer, _ other: UnsafeRawPointer, length: Int) -> Bool {
        var offset = 0
        while offset + 8 < length {
            guard one.unaligned(UInt64.self, at: offset) == other.unaligned(UInt64.self, at: offset) else { return false }
            offset += 8
        }
        return one.unaligned(UInt64.self, at: length - 8) == other.unaligned(UInt64.self, at: length - 8)
    }
}
