import Foundation

/// Reads a fuzzer's bytes as the choices a target makes: how to split,
/// which token comes next. Running out reads as zeros, so every input is
/// a whole program and shorter inputs are simply smaller ones.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) {
        bytes = Array(data)
    }

    var isAtEnd: Bool { offset >= bytes.count }
    var remaining: Int { max(0, bytes.count - offset) }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in 0..<bound (0 when bound is 0).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        let value = Int(byte()) << 8 | Int(byte())
        return value % bound
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Up to `count` bytes as they are.
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return Array(bytes[min(offset, end)..<end])
    }

    mutating func rest() -> [UInt8] { take(remaining) }
}

/// Cuts `count` items into consecutive pieces at points the fuzzer picks:
/// the same input arriving in fragments, as a socket or a terminal gives it.
func fragmentBoundaries(count: Int, choices: inout FuzzBytes, allowed: (Int) -> Bool = { _ in true }) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    while start < count {
        var length = 1 + Int(choices.byte() % 32)
        while start + length < count && !allowed(start + length) { length += 1 }
        let end = min(count, start + length)
        ranges.append(start..<end)
        start = end
    }
    return ranges
}
