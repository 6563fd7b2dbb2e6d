import Foundation

/// A 64-bit hash of a stored body, kept beside it: damage inside the bytes of a
/// row, which SQLite's page checks do not see, is found when the row is read.
/// It guards against a disk, not an attacker, so it need not be cryptographic;
/// it reads eight bytes a step so a store pays a few microseconds for a page.
/// Each step is invertible in the word it takes, so damage confined to one
/// word always changes the result; wider damage escapes it with odds of 2⁻⁶⁴.
enum BodyChecksum {
    private static let wordMultiplier: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let stateMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func of(_ body: Data) -> Int64 {
        body.withUnsafeBytes { bytes in of(bytes) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var state: UInt64 = 0x27D4_EB2F_1656_67C5 ^ UInt64(bytes.count)
        let words = bytes.count / 8
        for index in 0..<words {
            state = mix(state, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        var tail: UInt64 = 0
        for offset in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[offset]) }
        state = mix(state, tail)
        // Spreads the last words' bits over the whole result.
        state ^= state >> 33
        state &*= 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        state &*= 0xC4CE_B9FE_1A85_EC53
        state ^= state >> 33
        return Int64(bitPattern: state)
    }

    /// Whether a stored body still has the checksum stored with it; a row without one is not trusted.
    static func matches(_ body: Data, _ stored: Int64?) -> Bool {
        stored == of(body)
    }

    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = state ^ (word &* wordMultiplier)
        return ((mixed << 31) | (mixed >> 33)) &* stateMultiplier
    }
}
