import Foundation

/// An array's elements in order, with JSONDecoder's rules: a failed decode
/// leaves the index where it was, `decodeIfPresent` moves on even past the end,
/// and reading past the end is `valueNotFound` at the next index.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoding: TapeDecoding
    let depth: Int
    let detached: [TapePathComponent]?
    let count: Int?
    private(set) var currentIndex = 0
    /// The entry of the element at `currentIndex`.
    private var element: Int

    init(decoding: TapeDecoding, array: Int, depth: Int, detached: [TapePathComponent]?) {
        self.decoding = decoding
        self.depth = depth
        self.detached = detached
        count = Int(decoding.view.entries[array].a)
        element = array + 1
    }

    var isAtEnd: Bool { currentIndex >= count! }

    var codingPath: [any CodingKey] { path(last: false) }

    /// The path to the current element (or to the array); made only for an error.
    private func path(last: Bool = true) -> [any CodingKey] {
        TapeErrorPath(decoding: decoding, depth: depth, detached: detached, last: last ? .index(currentIndex) : nil).keys
    }

    private var base: [TapePathComponent] { detached ?? Array(decoding.state.pointee.path.prefix(depth)) }

    /// The next element's entry index, or JSONDecoder's error at the end.
    private func peek<T>(_ type: T.Type, message: String = "Unkeyed container is at end.") throws -> Int {
        guard isAtEnd else { return element }
        throw DecodingError.valueNotFound(type, .init(codingPath: path(), debugDescription: message))
    }

    private mutating func advance() {
        if !isAtEnd { element = decoding.view.next(after: element) }
        currentIndex += 1
    }

    private func entry(_ index: Int) -> TapeEntry { decoding.view.entries[index] }

    /// Reads an element's entry, nil for another kind. It is given the decoder
    /// rather than capturing `self`, which a mutating call holds.
    private typealias Read<R> = (TapeView, TapeEntry) throws -> R?

    /// The next element read by `read`, then moves on; a failure leaves the index where it was.
    private mutating func decodeNext<R>(_ read: Read<R>) throws -> R {
        let found = entry(try peek(R.self))
        guard let value = try read(decoding.view, found) else { throw TapeDecoding.mismatch(R.self, found, path()) }
        advance()
        return value
    }

    /// As `decodeNext`, but nil (and moving on) for a missing or null element.
    private mutating func decodeNextIfPresent<R>(_ read: Read<R>) throws -> R? {
        guard !isAtEnd, entry(element).kind != .null else {
            advance()
            return nil
        }
        let found = entry(element)
        guard let value = try read(decoding.view, found) else { throw TapeDecoding.mismatch(R.self, found, path()) }
        advance()
        return value
    }

    // MARK: Values

    mutating func decodeNil() throws -> Bool {
        guard entry(try peek(Never.self)).kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext { $0.readBool($1) } }
    mutating func decode(_ type: String.Type) throws -> String { try decodeNext { try $0.readString($1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext { try $0.readDouble($1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext { try $0.readFloat($1) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try decodeNext { try $0.readInteger($1, as: T.self) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try peek(T.self)
        let decoding = self.decoding
        let result = try decoding.descend(to: value, .index(currentIndex), depth: depth, detached: detached) { try decoding.unwrap(T.self) }
        advance()
        return result
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try decodeNextIfPresent { $0.readBool($1) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try decodeNextIfPresent { try $0.readString($1) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try decodeNextIfPresent { try $0.readDouble($1) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try decodeNextIfPresent { try $0.readFloat($1) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try integerIfPresent(type) }

    private mutating func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type) throws -> T? {
        try decodeNextIfPresent { try $0.readInteger($1, as: T.self) }
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd, entry(element).kind != .null else {
            advance()
            return nil
        }
        let decoding = self.decoding
        let result = try decoding.descend(to: element, .index(currentIndex), depth: depth, detached: detached) { try decoding.unwrap(T.self) }
        advance()
        return result
    }

    // MARK: Nested containers and decoders

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let object = try decoding.objectIndex(at: path(), value: try peek(KeyedDecodingContainer<NestedKey>.self))
        let childPath = base + [.index(currentIndex)]
        let container = try TapeKeyedContainer<NestedKey>(decoding: decoding, object: object, depth: childPath.count, detached: childPath)
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // JSONDecoder means to say "Cannot get nested unkeyed container" here, but compares the wrong type and says this.
        let array = try decoding.arrayIndex(at: path(), value: try peek((any UnkeyedDecodingContainer).self))
        let childPath = base + [.index(currentIndex)]
        let container = TapeUnkeyedContainer(decoding: decoding, array: array, depth: childPath.count, detached: childPath)
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let value = try peek((any Decoder).self, message: "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = TapeDecoding(tape: decoding.tape, userInfo: decoding.userInfo, value: value, path: base + [.index(currentIndex)])
        advance()
        return decoder
    }
}
