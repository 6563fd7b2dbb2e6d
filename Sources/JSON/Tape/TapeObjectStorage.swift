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
    /// How far this object's keys sit from where the last object of the
    /// same key type had them, as the last key found away from its place showed.
    @exclusivity(unchecked) private var shift = 0

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

    /// Stands on `object`, at the same depth: on a new one when `TapeKeptContainers` hands its container out again.
    @inline(__always) func reattach(object: Int) throws {
        self.object = object
        shift = 0
        let entry = view.entries[object]
        if entry.has(TapeEntry.keysByBytes) {
            if index != nil { index = nil }
            state.pointee.hints.start(depth: depth)
        } else {
            index = try TapeKeyIndex(view, object: entry)
        }
    }

    /// The entry index of the value under `name`, or nil.
    @inline(never) func valueIndex(named name: String) -> Int? {
        if let index { return index.values[name] }
        let entry = view.entries[object]
        let count = Int(entry.a)
        guard count > 0 else { return nil }
        if let found = position(named: name, in: entry, count: count) { return view.memberKey(of: entry, at: found) + 1 }
        return equalIndex(named: name, in: entry, count: count)
    }

    /// The entry index of the value under `key`, as `valueIndex(named:)`
    /// gives it. A key that is a plain value of up to eight bytes (a
    /// synthesized `CodingKeys` case is one byte) is taken to have the same
    /// text whenever it has the same bytes: once its text has been found in
    /// one object, its bytes in the tape are compared with the next objects'
    /// keys, and the key is neither asked for its text nor the String taken apart.
    @inline(__always) func valueIndex<Key: CodingKey>(for key: Key) -> Int? {
        guard index == nil, let bits = TapeKnownKeys.bits(of: key) else { return valueIndex(named: key.stringValue) }
        let type = UInt(bitPattern: ObjectIdentifier(Key.self))
        let keys = state.pointee.hints.known
        guard let known = keys.find(type: type, bits: bits) else { return firstIndex(named: key.stringValue, type: type, bits: bits) }
        let entry = view.entries[object]
        let count = Int(entry.a)
        let probe = known.probe
        let view = self.view
        @inline(__always) func matches(_ position: Int) -> Bool {
            position >= 0 && position < count && probe.matches(view.entries[view.memberKey(of: entry, at: position)], in: view.bytes)
        }
        // Where the key was in the last object of its type, moved as far as
        // the last miss in this container moved it (an optional member left
        // out before it), then one either side, then every member.
        let guess = known.position + shift
        var found = guess
        if !matches(guess) {
            if matches(guess - 1) {
                found = guess - 1
            } else if matches(guess + 1) {
                found = guess + 1
            } else {
                // The text is ASCII (it was matched byte for byte), so a key missing here is missing as a String too.
                guard let position = (0..<count).first(where: { matches($0) }) else { return nil }
                found = position
            }
            shift = found - known.position
            keys.found(found, slot: known.slot)
        } else if shift != 0 {
            keys.found(found, slot: known.slot)
        }
        return view.memberKey(of: entry, at: found) + 1
    }

    /// `valueIndex(named:)`, keeping where a key found byte for byte lies for the next objects.
    @inline(never) private func firstIndex(named name: String, type: UInt, bits: UInt64) -> Int? {
        let entry = view.entries[object]
        let count = Int(entry.a)
        guard count > 0 else { return nil }
        if let found = position(named: name, in: entry, count: count) {
            let member = view.memberKey(of: entry, at: found)
            let key = view.entries[member]
            let probe = TapeKeyProbe(UnsafeBufferPointer(start: view.bytes + Int(key.a), count: Int(key.b)))
            state.pointee.hints.known.remember(type: type, bits: bits, probe: probe, position: found)
            return member + 1
        }
        return equalIndex(named: name, in: entry, count: count)
    }

    /// The member whose key has `name`'s bytes.
    @inline(__always) private func position(named name: String, in entry: TapeEntry, count: Int) -> Int? {
        // The key's own bytes, without a copy of the String (which would retain it).
        name.utf8.withContiguousStorageIfAvailable { key in position(of: TapeKeyProbe(key), in: entry, count: count) }
            ?? { var copy = name; return copy.withUTF8 { key in position(of: TapeKeyProbe(key), in: entry, count: count) } }()
    }

    /// A key that is not ASCII can still equal an ASCII one as a String ("\u{212A}" and "K").
    private func equalIndex(named name: String, in entry: TapeEntry, count: Int) -> Int? {
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        for position in 0..<count {
            let key = view.memberKey(of: entry, at: position)
            if String(decoding: view.bytes(of: view.entries[key]), as: UTF8.self) == name { return key + 1 }
        }
        return nil
    }

    /// The member whose key is `key`'s bytes: the guess, the guess moved as
    /// the last miss was, then every member once from after the last find.
    @inline(__always) private func position(of probe: TapeKeyProbe, in entry: TapeEntry, count: Int) -> Int? {
        let view = self.view
        @inline(__always) func matches(_ position: Int) -> Bool {
            probe.matches(view.entries[view.memberKey(of: entry, at: position)], in: view.bytes)
        }
        let hints = state.pointee.hints
        let (guess, request) = hints.guess(depth: depth)
        if guess >= 0, guess < count, matches(guess) {
            hints.found(guess, depth: depth, request: request, guess: guess)
            return guess
        }
        let shifted = hints.shifted(guess, depth: depth)
        if shifted >= 0, shifted < count, matches(shifted) {
            hints.found(shifted, depth: depth, request: request, guess: guess)
            return shifted
        }
        let start = hints.scanStart(depth: depth)
        var position = start >= 0 && start < count ? start : 0
        for _ in 0..<count {
            if matches(position) {
                hints.found(position, depth: depth, request: request, guess: guess)
                return position
            }
            position += 1
            if position == count { position = 0 }
        }
        return nil
    }
}

/// A key's bytes ready to be compared with an object's keys a word at a
/// time: its length and first eight bytes (zeros past its end), then the rest.
struct TapeKeyProbe {
    let start: UnsafePointer<UInt8>
    let length: Int
    let prefix: UInt64
    let mask: UInt64

    @inline(__always) init(_ key: UnsafeBufferPointer<UInt8>) {
        length = key.count
        start = key.baseAddress ?? UnsafePointer(bitPattern: 1)!
        prefix = Self.prefix(start, length: length)
        mask = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) &- 1
    }

    /// The first eight bytes as a word, read without touching a byte past the key.
    @inline(__always) private static func prefix(_ bytes: UnsafePointer<UInt8>, length: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        switch length {
        case 8...:
            return raw.unaligned(UInt64.self, at: 0)
        case 4...7:
            let low = UInt64(raw.unaligned(UInt32.self, at: 0))
            let high = UInt64(raw.unaligned(UInt32.self, at: length - 4))
            return low | high << (8 * UInt64(length - 4))
        case 2...3:
            let low = UInt64(raw.unaligned(UInt16.self, at: 0))
            let high = UInt64(raw.unaligned(UInt16.self, at: length - 2))
            return low | high << (8 * UInt64(length - 2))
        case 1:
            return UInt64(bytes[0])
        default:
            return 0
        }
    }

    /// Whether the key entry `candidate` holds these bytes. The tape's padding
    /// makes a word read at the end of its document safe; on the probe's side
    /// every read stays inside the key.
    @inline(__always) func matches(_ candidate: TapeEntry, in bytes: UnsafeMutablePointer<UInt8>) -> Bool {
        guard Int(candidate.b) == length else { return false }
        let other = UnsafeRawPointer(bytes + Int(candidate.a))
        guard other.unaligned(UInt64.self, at: 0) & mask == prefix else { return false }
        guard length > 8 else { return true }
        let mine = UnsafeRawPointer(start)
        var offset = 8
        while offset + 8 < length {
            guard other.unaligned(UInt64.self, at: offset) == mine.unaligned(UInt64.self, at: offset) else { return false }
            offset += 8
        }
        return other.unaligned(UInt64.self, at: length - 8) == mine.unaligned(UInt64.self, at: length - 8)
    }
}

extension UnsafeRawPointer {
    /// The integer at `offset`, read as one unaligned load: the standard
    /// library's `loadUnaligned` stayed a call in the key search, one per word.
    @inline(__always) func unaligned<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { $0.baseAddress!.copyMemory(from: self + offset, byteCount: MemoryLayout<T>.size) }
        return value
    }
}
