import Foundation

/// Values out of entries, with JSONDecoder's errors: `valueNotFound` for a
/// null where a value was needed (but `typeMismatch` for a Bool, as there),
/// `typeMismatch` for another kind, and a `JSONContentError` for a string or
/// number that cannot be read.
extension TapeView {
    // Each reader answers nil for an entry of another kind, and the caller
    // throws `TapeDecoding.mismatch` with its path: a path is built only for
    // an error, and nothing is retained on the way.

    @inline(__always) func readString(_ entry: TapeEntry) throws -> String? {
        entry.kind == .string ? try string(entry) : nil
    }

    @inline(__always) func readBool(_ entry: TapeEntry) -> Bool? {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    @inline(__always) func readDouble(_ entry: TapeEntry) throws -> Double? {
        entry.kind == .number ? try double(entry) : nil
    }

    /// The elements of the array at `array` when every one is a string; nil when one is not.
    func strings(inArray array: Int) throws -> [String]? {
        let count = Int(entries[array].a)
        var result: [String] = []
        result.reserveCapacity(count)
        var element = array + 1
        for _ in 0..<count {
            let found = entries[element]
            guard found.kind == .string else { return nil }
            result.append(try string(found))
            element += 1 // a string is one entry
        }
        return result
    }

    func readFloat(_ entry: TapeEntry) throws -> Float? {
        entry.kind == .number ? try float(entry) : nil
    }

    @inline(__always) func readInteger<T: FixedWidthInteger>(_ entry: TapeEntry, as type: T.Type) throws -> T? {
        guard entry.kind == .number else { return nil }
        do {
            return try integer(entry, as: T.self)
        } catch {
            if error.needsFoundation { needsFoundation.pointee = true }
            throw error
        }
    }
}

extension TapeDecoding {
    /// JSONDecoder's error for `entry` where a `type` was wanted: `valueNotFound`
    /// for a null, except for a Bool, which it reports as a `typeMismatch`.
    static func mismatch(_ type: Any.Type, _ entry: TapeEntry, _ path: [any CodingKey]) -> DecodingError {
        if entry.kind == .null, type != Bool.self {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(
            codingPath: path, debugDescription: "Expected to decode \(type) but found \(entry.kind.foundDescription) instead."))
    }

    /// A scalar at the decoder's own position, or JSONDecoder's error there.
    @inline(__always) func scalar<T>(_ type: T.Type, _ read: (TapeView, TapeEntry) throws -> T?) throws -> T {
        let entry = currentEntry
        if let value = try read(view, entry) { return value }
        throw Self.mismatch(T.self, entry, codingPath)
    }

    // MARK: Any Decodable

    /// `T` from the entry the decoder stands on. The scalars and the types
    /// JSONDecoder treats specially (Date, URL, Data, Decimal, and JSONValue,
    /// which is built straight from the tape) are handled here; an array
    /// is filled in one loop; everything else runs its own `init(from:)`.
    func unwrap<T: Decodable>(_ type: T.Type) throws -> T {
        let entry = currentEntry
        if T.self == String.self { return unsafeBitCast(try scalar(String.self) { try $0.readString($1) }, to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try scalar(Int.self) { try $0.readInteger($1, as: Int.self) }, to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try scalar(Double.self) { try $0.readDouble($1) }, to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try scalar(Bool.self) { $0.readBool($1) }, to: T.self) }
        if T.self == JSONValue.self { return unsafeBitCast(try jsonValueHere(), to: T.self) }
        if T.self == [String].self, entry.kind == .array { return unsafeBitCast(try stringArray(), to: T.self) }
        if T.self == Date.self || T.self == URL.self || T.self == Data.self || T.self == Decimal.self {
            return try foundationValue(T.self, entry)
        }
        if entry.kind == .array, let arrayType = arrayType(T.self) {
            return try arrayType.decodeFromTape(self, as: T.self)
        }
        return try T(from: self)
    }

    /// `type` as an array this decoder fills in one loop, or nil. The answer
    /// for the last type asked about is kept: finding a conformance costs the
    /// Swift run-time about 300 instructions, and a page's records ask about
    /// the same array type once each (a product's reviews).
    @inline(__always) private func arrayType<T>(_ type: T.Type) -> (any TapeDecodableArray.Type)? {
        let identifier = ObjectIdentifier(T.self)
        if let known = state.pointee.lastArrayType, known.type == identifier { return known.array }
        let array = T.self as? any TapeDecodableArray.Type
        state.pointee.lastArrayType = (identifier, array)
        return array
    }

    /// `[String]`, the commonest array in a record (tags, picture URLs), in one
    /// loop with no decoder step per element and none of the run-time type
    /// lookups a generic array costs. The first element that is not a string
    /// sends the whole array the general way, which throws JSONDecoder's error
    /// at that element's index; a string that cannot be read throws as there.
    private func stringArray() throws -> [String] {
        if let strings = try view.strings(inArray: state.pointee.value) { return strings }
        return try [String].decodeFromTape(self, as: [String].self)
    }

    /// The four Foundation types JSONDecoder reads its own way (with its default strategies).
    private func foundationValue<T: Decodable>(_ type: T.Type, _ entry: TapeEntry) throws -> T {
        if entry.kind == .null {
            throw DecodingError.valueNotFound(T.self, .init(
                codingPath: codingPath, debugDescription: "Cannot get value of type \(T.self) -- found null value instead"))
        }
        if T.self == Date.self { return try T(from: self) } // seconds since 2001, through decode(Double.self)
        if T.self == URL.self {
            guard let url = URL(string: try scalar(String.self) { try $0.readString($1) }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        if T.self == Data.self {
            guard let data = Data(base64Encoded: try scalar(String.self) { try $0.readString($1) }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        }
        // Decimal: JSONDecoder parses the digits with Decimal's own parser, which only it can reach.
        view.needsFoundation.pointee = true
        throw JSONContentError(reason: "a Decimal", needsFoundation: true)
    }

    /// JSONValue's own `init(from:)` turns any failure inside into one
    /// `dataCorrupted` at its own path; so does this.
    private func jsonValueHere() throws -> JSONValue {
        do {
            return try view.jsonValue(at: state.pointee.value)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: JSONValue.notAValueDescription))
        }
    }
}

/// Arrays decode their elements in one loop, with the capacity known: what
/// `Array.init(from:)` does through an unkeyed container, minus the container.
protocol TapeDecodableArray {
    static func decodeFromTape<R>(_ decoding: TapeDecoding, as type: R.Type) throws -> R
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeFromTape<R>(_ decoding: TapeDecoding, as type: R.Type) throws -> R {
        let view = decoding.view
        let state = decoding.state
        let array = state.pointee.value
        let count = Int(view.entries[array].a)
        let depth = state.pointee.path.count
        var result: [Element] = []
        result.reserveCapacity(count)
        var element = array + 1
        for position in 0..<count {
            result.append(try decoding.descend(to: element, .index(position), depth: depth, detached: nil) {
                try decoding.unwrap(Element.self)
            })
            element = view.next(after: element)
        }
        return unsafeBitCast(result, to: R.self)
    }
}
