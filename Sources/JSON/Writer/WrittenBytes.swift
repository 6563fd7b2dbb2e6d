import Foundation

/// The bytes a `JSONTextSink` writes: one block, grown by doubling, handed
/// over as `Data` without a copy. A page of records is some 7,000 appends of
/// a few bytes each (a key, a number, an indent); through `[UInt8]`'s
/// `append(contentsOf:)` each cost some 55 instructions before its copy.
/// Noncopyable, so the block is freed exactly once: by the `Data`, or here.
struct WrittenBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, Self.defaultMinimumCapacity)
        guard let memory = malloc(self.capacity) else { preconditionFailure("out of memory for \(self.capacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// The smallest block: an empty object's text fits it.
    static let defaultMinimumCapacity = 64

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func append(_ start: UnsafePointer<UInt8>, count length: Int) {
        guard length > 0 else { return }
        if capacity - count < length { grow(toHold: count + length) }
        (base + count).update(from: start, count: length)
        count += length
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let start = utf8.baseAddress { append(start, count: utf8.count) }
        }
    }

    @inline(__always) mutating func append(repeating byte: UInt8, count length: Int) {
        guard length > 0 else { return }
        if capacity - count < length { grow(toHold: count + length) }
        (base + count).update(repeating: byte, count: length)
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        let grown = max(capacity * 2, needed)
        guard let memory = realloc(base, grown) else { preconditionFailure("out of memory for \(grown) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = grown
    }

    /// The bytes as `Data` that owns the block from here on.
    consuming func data() -> Data {
        let base = self.base
        let count = self.count
        discard self
        guard count > 0 else {
            free(base)
            return Data()
        }
        return Data(bytesNoCopy: base, count: count, deallocator: .free)
    }
}
