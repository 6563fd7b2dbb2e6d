import Foundation

/// The mutable part of a decode, behind a pointer so that reading and
/// writing it costs no exclusivity check on each of the many small steps.
struct TapeDecodingState {
    /// The entry the decoder stands on.
    var value: Int
    /// The steps from the root to it.
    var path: [TapePathComponent]
    let hints = TapeKeyHints()
    /// The last type `unwrap` asked about as an array, and the answer.
    var lastArrayType: (type: ObjectIdentifier, array: (any TapeDecodableArray.Type)?)?
    /// Only the root decoding keeps containers; it empties them when the decode ends.
    let kept: TapeKeptContainers?
}

/// The `Decoder` over a tape, and its single-value container. One instance
/// serves a whole decode: a nested value is decoded by moving `value` and
/// pushing a step on `path`, then moving back, as JSONDecoder's own
/// implementation does, so nesting allocates nothing.
final class TapeDecoding: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let view: TapeView
    let userInfo: [CodingUserInfoKey: Any]
    let state: UnsafeMutablePointer<TapeDecodingState>

    init(tape: JSONTape, userInfo: [CodingUserInfoKey: Any], value: Int, path: [TapePathComponent], keepsContainers: Bool = false) {
        self.tape = tape
        view = tape.view
        self.userInfo = userInfo
        state = .allocate(capacity: 1)
        state.initialize(to: TapeDecodingState(value: value, path: path, kept: keepsContainers ? TapeKeptContainers() : nil))
    }

    deinit {
        state.pointee.hints.release()
        state.pointee.kept?.release()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var codingPath: [any CodingKey] { TapePathComponent.keys(state.pointee.path) }

    @inline(__always) var currentEntry: TapeEntry { view.entries[state.pointee.value] }

    // MARK: Moving

    /// Runs `body` standing on `value`, one `component` below the container
    /// at `depth` (or at the `detached` path of a nested container).
    @inline(__always)
    func descend<R>(to value: Int, _ component: TapePathComponent, depth: Int, detached: [TapePathComponent]?,
                    _ body: () throws -> R) rethrows -> R {
        let state = self.state
        let savedValue = state.pointee.value
        guard detached == nil, state.pointee.path.count == depth else {
            // A nested container, or one kept past its own decode: the path is set whole.
            let savedPath = state.pointee.path
            state.pointee.path = (detached ?? Array(savedPath.prefix(depth))) + [component]
            state.pointee.value = value
            defer {
                state.pointee.path = savedPath
                state.pointee.value = savedValue
            }
            return try body()
        }
        state.pointee.path.append(component)
        state.pointee.value = value
        defer {
            state.pointee.path.removeLast()
            state.pointee.value = savedValue
        }
        return try body()
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let current = state.pointee.value
        // An object, nearly always: the error and its path only otherwise.
        let object = view.entries[current].kind == .object ? current : try objectIndex(at: codingPath)
        let depth = state.pointee.path.count
        guard let kept = state.pointee.kept else {
            return KeyedDecodingContainer(try TapeKeyedContainer<Key>(decoding: self, object: object, depth: depth, detached: nil))
        }
        return try kept.container(keyedBy: Key.self, decoding: self, object: object, depth: depth)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        TapeUnkeyedContainer(decoding: self, array: try arrayIndex(at: codingPath), depth: state.pointee.path.count, detached: nil)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The entry at `value` (or the decoder's own) as an object, or JSONDecoder's error for what it is instead.
    func objectIndex(at path: @autoclosure () -> [any CodingKey], value: Int? = nil) throws -> Int {
        try containerIndex(.object, [String: Any].self, "keyed", at: path(), value: value)
    }

    /// The entry as an array, or JSONDecoder's error.
    func arrayIndex(at path: @autoclosure () -> [any CodingKey], value: Int? = nil) throws -> Int {
        try containerIndex(.array, [Any].self, "unkeyed", at: path(), value: value)
    }

    private func containerIndex(_ kind: TapeKind, _ type: Any.Type, _ name: String, at path: @autoclosure () -> [any CodingKey],
                                value: Int?) throws -> Int {
        let index = value ?? state.pointee.value
        let found = view.entries[index].kind
        if found == kind { return index }
        if found == .null {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: path(), debugDescription: "Cannot get \(name) decoding container -- found null value instead"))
        }
        throw DecodingError.typeMismatch(type, .init(
            codingPath: path(), debugDescription: "Expected to decode \(type) but found \(found.foundDescription) instead."))
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { currentEntry.kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) { $0.readBool($1) } }
    func decode(_ type: String.Type) throws -> String { try scalar(type) { try $0.readString($1) } }
    func decode(_ type: Double.Type) throws -> Double { try scalar(type) { try $0.readDouble($1) } }
    func decode(_ type: Float.Type) throws -> Float { try scalar(type) { try $0.readFloat($1) } }
    func decode(_ type: Int.Type) throws -> Int { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: Int128.Type) throws -> Int128 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try scalar(type) { try $0.readInteger($1, as: type) } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(type) }
}
