/// What an encode made, before it is written out: the tree `JSONEncoder` also
/// builds, because sorted keys cannot be written until an object is complete.
/// Containers are boxes so a container handed out by the encoder and the
/// tree it belongs to share one value, as the `Encoder` protocol expects.
enum WrittenValue {
    /// Written as it is: a number's text, `true`, `false`, `null`.
    case literal(String)
    /// Written quoted, with JSON's escapes.
    case string(String)
    case array(WrittenArray)
    case object(WrittenObject)
}

final class WrittenArray {
    var elements: [WrittenValue] = []
}

/// An object's members in the order they were encoded; the writer sorts them.
final class WrittenObject {
    var keys: [String]
    var values: [WrittenValue]

    init() {
        // Most records have more members than an empty array's first growth steps.
        keys = []
        keys.reserveCapacity(Self.defaultCapacity)
        values = []
        values.reserveCapacity(Self.defaultCapacity)
    }

    static let defaultCapacity = 16

    func append(_ key: String, _ value: WrittenValue) {
        keys.append(key)
        values.append(value)
    }
}
