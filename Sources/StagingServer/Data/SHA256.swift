import Foundation

/// SHA-256 (FIPS 180-4). Written here because CryptoKit and CommonCrypto
/// are not on Linux and the package takes no dependencies; it signs the
/// staging tokens and names ETags, so speed matters less than correctness
/// (the tests check the standard vectors).
struct SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    static func hash<Bytes: Collection>(_ message: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        if let digest = message.withContiguousStorageIfAvailable({ hash(bytes: UnsafeRawBufferPointer($0)) }) { return digest }
        return [UInt8](message).withUnsafeBytes { hash(bytes: $0) }
    }

    /// Hashes the full blocks in place and pads only the tail: the old
    /// version copied and padded the whole message (42 KB per page ETag)
    /// and paid array bounds and uniqueness checks on every round.
    private static func hash(bytes message: UnsafeRawBufferPointer) -> [UInt8] {
        var state = initialState
        let fullBlocks = message.count / 64
        let remaining = message.count - fullBlocks * 64
        // The tail's bytes, 0x80, zeros, then the bit length: one block, or two if it does not fit.
        var tail = [UInt8](repeating: 0, count: 128)
        let tailLength = remaining < 56 ? 64 : 128
        let bitLength = UInt64(message.count) &* 8
        for index in 0..<remaining { tail[index] = message[fullBlocks * 64 + index] }
        tail[remaining] = 0x80
        for index in 0..<8 { tail[tailLength - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8)) }

        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            k.withUnsafeBufferPointer { k in
                state.withUnsafeMutableBufferPointer { state in
                    if let base = message.baseAddress {
                        for block in 0..<fullBlocks { compress(base + block * 64, into: state, schedule: w, k: k) }
                    }
                    tail.withUnsafeBytes { tail in
                        for offset in stride(from: 0, to: tailLength, by: 64) {
                            compress(tail.baseAddress! + offset, into: state, schedule: w, k: k)
                        }
                    }
                }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state { for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) } }
        return digest
    }

    @inline(__always)
    private static func compress(
        _ block: UnsafeRawPointer, into state: UnsafeMutableBufferPointer<UInt32>,
        schedule w: UnsafeMutableBufferPointer<UInt32>, k: UnsafeBufferPointer<UInt32>
    ) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}

/// HMAC (RFC 2104) over SHA-256.
enum HMACSHA256 {
    static func authenticationCode(for message: [UInt8], key: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = SHA256.hash(block.map { $0 ^ 0x36 } + message)
        return SHA256.hash(block.map { $0 ^ 0x5c } + inner)
    }
}

extension Sequence where Element == UInt8 {
    /// By hand rather than `String(format:)`, which went through Foundation's formatter per byte.
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 0x0F)]) }
        return String(decoding: text, as: UTF8.self)
    }
}
