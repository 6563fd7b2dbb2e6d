import Foundation

/// The memory a body is decoded into: allocated once at a good guess of its
/// size and grown by doubling, and handed over as `Data` without a copy.
/// It grows to one byte past `limit` at most, which tells a body exactly at
/// the limit from one over it without asking a decoder for more.
/// Noncopyable, so the memory is freed exactly once: by `take()`'s `Data`,
/// or here when a decode throws.
struct DecodedBody: ~Copyable {
    /// The smallest allocation, so an empty or tiny body costs one small block.
    static let defaultMinimumCapacity = 256
    /// The first guess at a body whose coding does not state its size, times its encoded size.
    static let defaultGuessRatio = 4

    private(set) var base: UnsafeMutableRawPointer
    private(set) var capacity: Int
    var count = 0
    /// The most bytes the body may hold: the transfer's limit, or `Int.max`.
    let limit: Int
    /// One byte past the limit: room for that byte is how a body over the limit shows.
    private var ceiling: Int { Self.ceiling(for: limit) }

    init(guess: Int, limit: Int) {
        self.limit = limit
        capacity = min(max(guess, Self.defaultMinimumCapacity), Self.ceiling(for: limit))
        guard let memory = malloc(capacity) else { preconditionFailure("out of memory for \(capacity) bytes") }
        base = memory
    }

    deinit { free(base) }

    private static func ceiling(for limit: Int) -> Int { limit == .max ? .max : limit + 1 }

    var spare: Int { capacity - count }
    var end: UnsafeMutableRawPointer { base + count }
    /// Whether the body has all the room it may: a decoder that wants more is over the limit.
    var isAtLimit: Bool { capacity >= ceiling }

    /// Doubles the room (or reaches the ceiling); the caller checks `isAtLimit` first.
    mutating func grow() {
        let doubled = capacity > ceiling / 2 ? ceiling : capacity * 2
        guard let memory = realloc(base, doubled) else { preconditionFailure("out of memory for \(doubled) bytes") }
        base = memory
        capacity = doubled
    }

    /// The decoded bytes, the memory the `Data`'s from here on; over the limit, nothing.
    consuming func take() throws(ContentDecodingFailure) -> Data {
        var base = self.base
        let count = self.count
        let capacity = self.capacity
        let over = count > limit
        discard self
        guard count > 0, !over else {
            free(base)
            if over { throw .oversize }
            return Data()
        }
        // A guess that grew can leave up to half the block unused: a body kept in a cache gives it back.
        if capacity - count > count / 4, let smaller = realloc(base, count) { base = smaller }
        return Data(bytesNoCopy: base, count: count, deallocator: .free)
    }
}
