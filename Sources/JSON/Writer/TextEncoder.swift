import Foundation

/// Whether an encode met something the writer leaves to `JSONEncoder`; shared
/// by every encoder and container of one encode.
final class WriterStatus {
    /// Set on a type JSONEncoder writes in a form of its own (`Date`, `Data`,
    /// `URL`, `Decimal`), a float with no JSON form, a `superEncoder`, or a
    /// value encoded twice into one slot.
    // One encode's, on one thread: no run-time exclusivity check (see WrittenValue).
    @exclusivity(unchecked) var handsOver = false
}

/// The `Encoder` the writer hands to `encode(to:)`: one per nested value,
/// holding what that value encoded. It is its own single-value container, and
/// scalars a container is given go straight into the tree without one.
final class TextEncoder: Encoder, SingleValueEncodingContainer {
    let status: WriterStatus
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    @exclusivity(unchecked) private(set) var value: WrittenValue?

    init(status: WriterStatus, codingPath: [any CodingKey]) {
        self.status = status
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: WrittenObject
        switch value {
        case .object(let existing): object = existing
        case nil:
            object = WrittenObject()
            value = .object(object)
        default:
            status.handsOver = true
            object = WrittenObject()
        }
        return KeyedEncodingContainer(TextKeyedContainer<Key>(encoder: self, object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: WrittenArray
        switch value {
        case .array(let existing): array = existing
        case nil:
            array = WrittenArray()
            value = .array(array)
        default:
            status.handsOver = true
            array = WrittenArray()
        }
        return TextUnkeyedContainer(encoder: self, array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The tree of any Encodable at `codingPath`; an encode that wrote nothing
    /// is an empty object, as JSONEncoder writes it below the top.
    func wrap<T: Encodable>(_ value: T, at codingPath: @autoclosure () -> [any CodingKey]) throws -> WrittenValue {
        try written(value, at: codingPath()) ?? .object(WrittenObject())
    }

    /// The tree of any Encodable, nil when its `encode(to:)` wrote nothing.
    func written<T: Encodable>(_ value: T, at codingPath: @autoclosure () -> [any CodingKey]) throws -> WrittenValue? {
        // Type identity, not `as?` to a protocol: a cast would ask the run-time
        // for conformances, which costs most the first time a process asks.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return WrittenNumbers.text(value as! Int) }
        if T.self == Double.self { return number(WrittenNumbers.text(value as! Double)) }
        if T.self == Bool.self { return .literal((value as! Bool) ? "true" : "false") }
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            status.handsOver = true
            return .literal("null")
        }
        let child = TextEncoder(status: status, codingPath: codingPath())
        try value.encode(to: child)
        return child.value
    }

    /// A floating-point value's text, or a hand-over for one JSON cannot hold.
    func number(_ written: WrittenValue?) -> WrittenValue {
        guard let written else {
            status.handsOver = true
            return .literal("null")
        }
        return written
    }

    private func set(_ written: WrittenValue) {
        if value != nil { status.handsOver = true }
        value = written
    }

    func encodeNil() { set(.literal("null")) }
    func encode(_ value: Bool) { set(.literal(value ? "true" : "false")) }
    func encode(_ value: String) { set(.string(value)) }
    func encode(_ value: Double) { set(number(WrittenNumbers.text(value))) }
    func encode(_ value: Float) { set(number(WrittenNumbers.text(value))) }
    func encode(_ value: Int) { set(WrittenNumbers.text(value)) }
    func encode(_ value: Int8) { set(WrittenNumbers.text(value)) }
    func encode(_ value: Int16) { set(WrittenNumbers.text(value)) }
    func encode(_ value: Int32) { set(WrittenNumbers.text(value)) }
    func encode(_ value: Int64) { set(WrittenNumbers.text(value)) }
    func encode(_ value: UInt) { set(WrittenNumbers.text(value)) }
    func encode(_ value: UInt8) { set(WrittenNumbers.text(value)) }
    func encode(_ value: UInt16) { set(WrittenNumbers.text(value)) }
    func encode(_ value: UInt32) { set(WrittenNumbers.text(value)) }
    func encode(_ value: UInt64) { set(WrittenNumbers.text(value)) }
    func encode<T: Encodable>(_ value: T) throws { set(try wrap(value, at: codingPath)) }
}
