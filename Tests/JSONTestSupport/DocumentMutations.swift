import Foundation

/// Damaged copies of a document, the same ones on every run: a byte replaced
/// by one that matters to JSON (a quote, a backslash, a bracket, a digit, a
/// control byte, a byte that is not UTF-8), a byte dropped, a range doubled,
/// the end cut off. What a server or a proxy in between might send.
package struct DocumentMutations: Sequence, IteratorProtocol {
    private static let bytes: [UInt8] = Array("\"\\{}[],:0-+e.u ntf".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xFF]
    private let original: [UInt8]
    private var remaining: Int
    private var generator: SplitMix64

    package init(of document: Data, count: Int, seed: UInt64 = 0x5EED) {
        original = Array(document)
        remaining = count
        generator = SplitMix64(seed: seed)
    }

    private mutating func random(below bound: Int) -> Int {
        generator.next(below: bound)
    }

    package mutating func next() -> Data? {
        guard remaining > 0, !original.isEmpty else { return nil }
        remaining -= 1
        var bytes = original
        let position = random(below: bytes.count)
        switch random(below: 4) {
        case 0: bytes[position] = Self.bytes[random(below: Self.bytes.count)]
        case 1: bytes.remove(at: position)
        case 2:
            let length = Swift.min(random(below: 16) + 1, bytes.count - position)
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        default: bytes.removeSubrange(position...)
        }
        return Data(bytes)
    }
}
