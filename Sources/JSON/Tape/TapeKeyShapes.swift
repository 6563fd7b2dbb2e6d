import Foundation

/// Tells the scanner whether an object's keys can be matched byte for byte:
/// at most `TapeScanner.maximumScannedMembers`, each plain ASCII, none twice.
///
/// Each key has a fingerprint (its first eight bytes, zeros past its end,
/// plus its length). Equal keys have equal fingerprints, so keys whose
/// fingerprints all differ all differ. The fingerprints of the last object
/// of each member count that had no two equal are kept (its shape): an
/// object with the same ones in the same order (a page's records share their
/// keys) needs no more, and any other is checked with a Bloom filter. The
/// check runs once an object is closed, in a loop of its own: done key by key
/// inside the scan's member loop it cost more than the loop itself.
struct TapeKeyShapes {
    static let maximumMembers = TapeScanner.maximumScannedMembers
    /// Words for one shape of each member count up to `maximumMembers`, each a count and as many fingerprints.
    static let words = (maximumMembers + 1) * (maximumMembers + 2) / 2

    /// The fingerprints of the object being checked.
    private let fingerprints: UnsafeMutablePointer<UInt64>
    /// From `(count * (count + 1)) / 2`: the count (zero while no shape is kept) and as many fingerprints.
    private let shapes: UnsafeMutablePointer<UInt64>

    init() {
        fingerprints = .allocate(capacity: Self.maximumMembers)
        shapes = .allocate(capacity: Self.words)
        for count in 0...Self.maximumMembers { shapes[count * (count + 1) / 2] = 0 }
    }

    func release() {
        fingerprints.deallocate()
        shapes.deallocate()
    }

    /// Whether the `count` keys whose entry indices start at `keys` can be matched byte for byte.
    func keysMatchByBytes(_ keys: UnsafeMutablePointer<UInt32>, count: Int, entries: UnsafeMutablePointer<TapeEntry>,
                          bytes: UnsafeMutablePointer<UInt8>) -> Bool {
        guard count <= Self.maximumMembers else { return false }
        let text = UnsafeRawPointer(bytes)
        let shape = shapes + (count &* (count &+ 1)) &>> 1
        var differences = shape[0] ^ UInt64(count)
        for index in 0..<count {
            let key = entries[Int(keys[index])]
            guard key.flags == TapeEntry.simple | TapeEntry.ascii else { return false }
            let length = UInt64(key.b)
            // The padding after the document makes a word read at any key safe.
            var word = text.unaligned(UInt64.self, at: Int(key.a))
            if length < 8 { word &= (1 &<< (length &* 8)) &- 1 }
            let fingerprint = word &+ length
            fingerprints[index] = fingerprint
            differences |= shape[1 &+ index] ^ fingerprint
        }
        if differences == 0 { return true }
        return fingerprintsDiffer(keys, count: count, entries: entries, bytes: bytes, shape: shape)
    }

    /// For an object of a new shape: a 64-bit Bloom filter of the
    /// fingerprints finds a possible repeat in a step, then the earlier
    /// fingerprints are compared, and the bytes only when two are equal. An
    /// object whose fingerprints all differ becomes its member count's shape.
    @inline(never)
    private func fingerprintsDiffer(_ keys: UnsafeMutablePointer<UInt32>, count: Int, entries: UnsafeMutablePointer<TapeEntry>,
                                    bytes: UnsafeMutablePointer<UInt8>, shape: UnsafeMutablePointer<UInt64>) -> Bool {
        var bloom: UInt64 = 0
        var collided = false
        for index in 0..<count {
            let fingerprint = fingerprints[index]
            let bit: UInt64 = 1 &<< ((fingerprint &* 0x9E37_79B9_7F4A_7C15) &>> 58)
            if bloom & bit != 0 {
                for earlier in 0..<index where fingerprints[earlier] == fingerprint {
                    collided = true
                    let key = entries[Int(keys[index])]
                    let other = entries[Int(keys[earlier])]
                    if other.b == key.b, memcmp(bytes + Int(other.a), bytes + Int(key.a), Int(key.b)) == 0 { return false }
                }
            }
            bloom |= bit
        }
        // Only fingerprints that all differ prove the next object's keys differ; two equal ones may hide a repeat there.
        if !collided {
            shape[0] = UInt64(count)
            (shape + 1).update(from: fingerprints, count: count)
        }
        return true
    }
}
