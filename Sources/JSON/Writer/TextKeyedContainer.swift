/// An object's container: each member goes into the object as it is encoded.
struct TextKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TextEncoder
    let object: WrittenObject
    let codingPath: [any CodingKey]

    private func add(_ value: WrittenValue, _ key: Key) {
        object.append(key.stringValue, value)
    }

    mutating func encodeNil(forKey key: Key) { add(.literal("null"), key) }
    mutating func encode(_ value: Bool, forKey key: Key) { add(.literal(value ? "true" : "false"), key) }
    mutating func encode(_ value: String, forKey key: Key) { add(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { add(encoder.number(WrittenNumbers.text(value)), key) }
    mutating func encode(_ value: Float, forKey key: Key) { add(encoder.number(WrittenNumbers.text(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { add(WrittenNumbers.text(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { add(WrittenNumbers.text(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        add(try encoder.wrap(value, at: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                         forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = WrittenObject()
        add(.object(nested), key)
        return KeyedEncodingContainer(TextKeyedContainer<NestedKey>(encoder: encoder, object: nested,
                                                                     codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = WrittenArray()
        add(.array(nested), key)
        return TextUnkeyedContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
    }

    /// JSONEncoder writes what a super encoder holds when it is released; the
    /// writer leaves such types to it.
    mutating func superEncoder() -> any Encoder { handOver() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { handOver() }

    private func handOver() -> any Encoder {
        encoder.status.handsOver = true
        return TextEncoder(status: encoder.status, codingPath: codingPath)
    }
}
