/// An array's container: elements are appended as they are encoded.
struct TextUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TextEncoder
    let array: WrittenArray
    let codingPath: [any CodingKey]
    var count: Int { array.elements.count }

    private func add(_ value: WrittenValue) {
        array.elements.append(value)
    }

    /// Named as JSONEncoder and JSONTapeDecoder name it ("Index 3").
    private var elementPath: [any CodingKey] { codingPath + [TapeIndexKey(index: count)] }

    mutating func encodeNil() { add(.literal("null")) }
    mutating func encode(_ value: Bool) { add(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) { add(.string(value)) }
    mutating func encode(_ value: Double) { add(encoder.number(WrittenNumbers.text(value))) }
    mutating func encode(_ value: Float) { add(encoder.number(WrittenNumbers.text(value))) }
    mutating func encode(_ value: Int) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: Int8) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: Int16) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: Int32) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: Int64) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: UInt) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: UInt8) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: UInt16) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: UInt32) { add(WrittenNumbers.text(value)) }
    mutating func encode(_ value: UInt64) { add(WrittenNumbers.text(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        add(try encoder.wrap(value, at: elementPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = WrittenObject()
        let path = elementPath
        add(.object(nested))
        return KeyedEncodingContainer(TextKeyedContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = WrittenArray()
        let path = elementPath
        add(.array(nested))
        return TextUnkeyedContainer(encoder: encoder, array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.status.handsOver = true
        return TextEncoder(status: encoder.status, codingPath: elementPath)
    }
}
