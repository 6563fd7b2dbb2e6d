import Foundation

/// An object's members by key. Most objects (every key plain ASCII, none
/// twice, at most `TapeScanner.maximumScannedMembers`) are searched byte for
/// byte, starting where the key was in the last object of its type
/// (`TapeKnownKeys`, for keys that are plain values such as a synthesized
/// `CodingKeys`) or where `TapeKeyHints` expects it (any other key), so a key
/// costs one comparison in the usual case. Any other object gets a
/// `TapeKeyIndex`, which is what JSONDecoder builds for every object.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// One reference: `KeyedDecodingContainer`'s box copies the container
    /// for every call, and each reference in it would be retained and released.
    private let storage: TapeObjectStorage

    init(decoding: TapeDecoding, object: Int, depth: Int, detached: [TapePathComponent]?) throws {
        storage = try TapeObjectStorage(decoding: decoding, object: object, depth: depth, detached: detached)
    }

    init(storage: TapeObjectStorage) {
        self.storage = storage
    }

    private var decoding: TapeDecoding { storage.decoding }
    private var depth: Int { storage.depth }
    private var detached: [TapePathComponent]? { storage.detached }

    var codingPath: [any CodingKey] { TapeErrorPath(decoding: decoding, depth: depth, detached: detached, last: nil).keys }

    /// The path to the value under `key`; made only for an error.
    private func path(_ key: Key) -> [any CodingKey] {
        TapeErrorPath(decoding: decoding, depth: depth, detached: detached, last: .key(key)).keys
    }

    /// Plain loops: `compactMap` into `[Key]` stayed unspecialized here, and
    /// its first call looked up and checked its sequence's associated types
    /// at run time, a million instructions (the first dictionary a process decodes).
    var allKeys: [Key] {
        var keys: [Key] = []
        if let index = storage.index {
            keys.reserveCapacity(index.names.count)
            for name in index.names {
                if let key = Key(stringValue: name) { keys.append(key) }
            }
            return keys
        }
        let view = storage.view
        let entry = view.entries[storage.object]
        keys.reserveCapacity(Int(entry.a))
        for position in 0..<Int(entry.a) {
            let name = String(decoding: view.bytes(of: view.entries[view.memberKey(of: entry, at: position)]), as: UTF8.self)
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { storage.valueIndex(for: key) != nil }

    @inline(__always) private func require(_ key: Key) throws -> Int {
        guard let value = storage.valueIndex(for: key) else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    @inline(__always) private func entry(_ index: Int) -> TapeEntry { storage.view.entries[index] }

    /// A present, non-null value's entry; nil for a missing key or a null.
    @inline(__always) private func present(_ key: Key) -> TapeEntry? {
        guard let value = storage.valueIndex(for: key) else { return nil }
        let found = entry(value)
        return found.kind == .null ? nil : found
    }

    // MARK: Values

    /// The value under `key` as `read` gives it, or JSONDecoder's error for the key.
    @inline(__always) private func value<T>(_ key: Key, _ read: (TapeView, TapeEntry) throws -> T?) throws -> T {
        let found = entry(try require(key))
        if let value = try read(storage.view, found) { return value }
        throw TapeDecoding.mismatch(T.self, found, path(key))
    }

    /// As `value`, but nil for a missing key or a null.
    @inline(__always) private func valueIfPresent<T>(_ key: Key, _ read: (TapeView, TapeEntry) throws -> T?) throws -> T? {
        guard let found = present(key) else { return nil }
        if let value = try read(storage.view, found) { return value }
        throw TapeDecoding.mismatch(T.self, found, path(key))
    }

    func decodeNil(forKey key: Key) throws -> Bool { entry(try require(key)).kind == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key) { $0.readBool($1) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key) { try $0.readString($1) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key) { try $0.readDouble($1) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key) { try $0.readFloat($1) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try value(key) { try $0.readInteger($1, as: type) } }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try valueIfPresent(key) { $0.readBool($1) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try valueIfPresent(key) { try $0.readString($1) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try valueIfPresent(key) { try $0.readDouble($1) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try valueIfPresent(key) { try $0.readFloat($1) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try valueIfPresent(key) { try $0.readInteger($1, as: type) } }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try require(key)
        // Tags and picture URLs: read in place, with no step down to the value; anything else in them goes the general way.
        if T.self == [String].self, entry(value).kind == .array, let strings = try storage.view.strings(inArray: value) {
            return unsafeBitCast(strings, to: T.self)
        }
        let decoding = self.decoding
        return try decoding.descend(to: value, .key(key), depth: depth, detached: detached) { try decoding.unwrap(T.self) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = storage.valueIndex(for: key), entry(value).kind != .null else { return nil }
        if T.self == [String].self, entry(value).kind == .array, let strings = try storage.view.strings(inArray: value) {
            return unsafeBitCast(strings, to: T.self)
        }
        let decoding = self.decoding
        return try decoding.descend(to: value, .key(key), depth: depth, detached: detached) { try decoding.unwrap(T.self) }
    }

    // MARK: Nested containers and decoders

    private func childPath(_ key: some CodingKey) -> [TapePathComponent] {
        (detached ?? Array(decoding.state.pointee.path.prefix(depth))) + [.key(key)]
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        let object = try decoding.objectIndex(at: path(key), value: try require(key))
        let path = childPath(key)
        return KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(decoding: decoding, object: object, depth: path.count, detached: path))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let array = try decoding.arrayIndex(at: path(key), value: try require(key))
        let path = childPath(key)
        return TapeUnkeyedContainer(decoding: decoding, array: array, depth: path.count, detached: path)
    }

    func superDecoder() throws -> any Decoder { decoder(for: TapeIndexKey.superKey) }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key) }

    /// A decoder of its own on the key's value, or on a null when there is none, as JSONDecoder's.
    private func decoder(for key: some CodingKey) -> any Decoder {
        let value = storage.valueIndex(named: key.stringValue) ?? decoding.tape.absentIndex
        return TapeDecoding(tape: decoding.tape, userInfo: decoding.userInfo, value: value, path: childPath(key))
    }
}

/// The keys of an object that cannot be matched byte for byte, as Strings,
/// the first of equal ones kept: what JSONDecoder builds for every object,
/// with the same errors for a key that is not valid text.
final class TapeKeyIndex {
    let values: [String: Int]
    /// The kept keys in document order.
    let names: [String]

    init(_ view: TapeView, object: TapeEntry) throws(JSONContentError) {
        var values: [String: Int] = [:]
        var names: [String] = []
        values.reserveCapacity(Int(object.a))
        for position in 0..<Int(object.a) {
            let key = view.memberKey(of: object, at: position)
            let name = try view.string(view.entries[key])
            if values[name] == nil {
                values[name] = key + 1
                names.append(name)
            }
        }
        self.values = values
        self.names = names
    }
}
