import Foundation

/// What a keyed container knows of its object, and the search for its keys.
final class TapeObjectStorage {
    /// Keeps `view` and `state` alive; the hot paths read through those alone.
    let decoding: TapeDecoding
    let view: TapeView
    let state: UnsafeMutablePointer<TapeDecodingState>
    private(set) var object: Int
    /// How many steps from the root the object is; it also picks the object's search hints.
    let depth: Int
    /// The whole path, for a container not made on the decoder's own path (a nested one).
    let detached: [TapePathComponent]?
    private(set) var index: TapeKeyIndex?

    init(decoding: TapeDecoding, object: Int, depth: Int, detached: [TapePathComponent]?) throws {
        self.decoding = decoding
        view = decoding.view
        state = decoding.state
        self.object = object
        self.depth = depth
        self.detached = detached
        index = nil
        try reattach(object: object)
    }

    /// Stands on `object`, at the same depth: on a new one when `TapeSpareStorages` hands the storage out again.
    @inline(__always) func reattach(object: Int) throws {
        self.object = object
        let entry = view.entries[object]
        if entry.has(TapeEntry.keysByBytes) {
            index = nil
            state.pointee.hints.start(depth: depth)
        } else {
            index = try TapeKeyIndex(view, object: entry)
        }
    }

    /// The entry index of the value under `name`, or nil.
    @inline(__always) func valueIndex(named name: String) -> Int? {
        if let index { return index.values[name] }
        let entry = view.entries[object]
        let count = Int(entry.a)
        guard count > 0 else { return nil }
        // The key's own bytes, without a copy of the String (which would retain it).
        let found = name.utf8.withContiguousStorageIfAvailable { key in position(of: key, in: entry, count: count) }
            ?? { var copy = name; return copy.withUTF8 { key in position(of: key, in: entry, count: count) } }()
        if let found { return view.memberKey(of: entry, at: found) + 1 }
        // A key that is not ASCII can still equal an ASCII one as a String ("\u{212A}" and "K").
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        for position in 0..<count {
            let key = view.memberKey(of: entry, at: position)
            if String(decoding: view.bytes(of: view.entries[key]), as: UTF8.self) == name { return key + 1 }
        }
        return nil
    }

    /// The member whose key is `key`'s bytes: the guess first, then every member once from after the last find.
    @inline(__always) private func position(of key: UnsafeBufferPointer<UInt8>, in entry: TapeEntry, count: Int) -> Int? {
        let length = key.count
        // The key's first eight bytes as a word; the tape's padding makes the same read safe on its side.
        var prefix: UInt64 = 0
        for offset in 0..<min(length, 8) { prefix |= UInt64(key[offset]) << (8 * UInt64(offset)) }
        let mask: UInt64 = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) &- 1
        let view = self.view
        @inline(__always) func matches(_ position: Int) -> Bool {
            let candidate = view.entries[view.memberKey(of: entry, at: position)]
            guard Int(candidate.b) == length else { return false }
            let start = view.bytes + Int(candidate.a)
            guard UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) & mask == prefix else { return false }
            return length <= 8 || memcmp(start + 8, key.baseAddress! + 8, length - 8) == 0
        }
        let hints = state.pointee.hints
        let (guess, request) = hints.guess(depth: depth)
        if guess >= 0, guess < count, matches(guess) {
            hints.found(guess, depth: depth, request: request)
            return guess
        }
        let start = hints.scanStart(depth: depth)
        var position = start >= 0 && start < count ? start : 0
        for _ in 0..<count {
            if matches(position) {
                hints.found(position, depth: depth, request: request)
                return position
            }
            position += 1
            if position == count { position = 0 }
        }
        return nil
    }
}

