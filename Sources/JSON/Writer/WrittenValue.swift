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

// The boxes are made, filled and read by one encode on one thread, and no access
// to one overlaps another: the run-time's exclusivity check on each append (a
// thread-local access set, some 60 instructions) is left out.

final class WrittenArray {
    @exclusivity(unchecked) var elements: [WrittenValue] = []
}

/// An object's members in the order they were encoded; the writer sorts them.
final class WrittenObject {
    @exclusivity(unchecked) var keys: [String]
    @exclusivity(unchecked) var values: [WrittenValue]

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
