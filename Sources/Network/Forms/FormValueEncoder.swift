import Foundation

/// The `Encoder` a value meets inside `URLEncodedFormEncoder`: each container
/// writes into a `FormBox`, and the types a form spells its own way (dates,
/// data, URLs, decimals, booleans) are written as the options say.
struct FormValueEncoder: Encoder {
    let options: URLEncodedFormEncoder
    let box: FormBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.becomeObject()
        return KeyedEncodingContainer(FormKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.becomeArray()
        return FormUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FormSingleValueContainer(encoder: self)
    }

    /// The encoder for a place under this one.
    func nested(_ box: FormBox, key: any CodingKey) -> FormValueEncoder {
        FormValueEncoder(options: options, box: box, codingPath: codingPath + [key])
    }

    /// Writes `value` here: a type the options spell, else as it encodes itself.
    func encodeValue(_ value: some Encodable) throws {
        switch value {
        case let date as Date: try encodeDate(date)
        case let data as Data: try encodeData(data)
        case let url as URL: box.content = .string(url.absoluteString)
        case let decimal as Decimal: box.content = .string(decimal.description)
        case let flag as Bool: write(flag)
        default: try value.encode(to: self)
        }
    }

    func write(_ text: String) { box.content = .string(text) }

    func write(_ flag: Bool) {
        switch options.boolEncoding {
        case .numeric: write(flag ? "1" : "0")
        case .literal: write(flag ? "true" : "false")
        }
    }

    func writeNil() {
        if options.nilEncoding == .dropValue { write("") }
    }

    private func encodeDate(_ date: Date) throws {
        switch options.dateEncoding {
        case .deferredToDate: try date.encode(to: self)
        case .secondsSince1970: write(String(date.timeIntervalSince1970))
        case .millisecondsSince1970: write(String(date.timeIntervalSince1970 * 1000))
        case .iso8601: write(ISO8601DateFormatter().string(from: date))
        case .custom(let spell): write(try spell(date))
        }
    }

    private func encodeData(_ data: Data) throws {
        switch options.dataEncoding {
        case .base64: write(data.base64EncodedString())
        case .deferredToData: try data.encode(to: self)
        }
    }
}

/// The fields of a struct or dictionary.
struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func place(_ key: Key) -> FormValueEncoder {
        encoder.nested(encoder.box.field(encoder.options.keyEncoding.encode(key.stringValue)), key: key)
    }

    mutating func encodeNil(forKey key: Key) throws { place(key).writeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { place(key).write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { place(key).write(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try place(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        place(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { place(key).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder {
        encoder.nested(encoder.box.field(encoder.options.keyEncoding.encode("super")), key: FormKey(stringValue: "super"))
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder { place(key) }
}

/// The elements of an array.
struct FormUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.box.count }

    private mutating func next() -> FormValueEncoder {
        let key = FormKey(intValue: count)
        return encoder.nested(encoder.box.element(), key: key)
    }

    mutating func encodeNil() throws { next().writeNil() }
    mutating func encode(_ value: Bool) throws { next().write(value) }
    mutating func encode(_ value: String) throws { next().write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { next() }
}

/// One value: a number, a string, a flag, or something that encodes itself as one.
struct FormSingleValueContainer: SingleValueEncodingContainer {
    let encoder: FormValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.writeNil() }
    mutating func encode(_ value: Bool) throws { encoder.write(value) }
    mutating func encode(_ value: String) throws { encoder.write(value) }
    mutating func encode(_ value: Double) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Float) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.write(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}

/// An array element's or a superclass's place in the coding path.
struct FormKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
}
