/// One step from the root to a value: a member's key (the decoder's own key
/// value, as JSONDecoder keeps it) or an array position. Keys for positions
/// are made only when a path is read, which is mostly when an error is thrown.
enum TapePathComponent {
    case key(any CodingKey)
    case index(Int)

    var codingKey: any CodingKey {
        switch self {
        case .key(let key): return key
        case .index(let index): return TapeIndexKey(index: index)
        }
    }

    static func keys(_ components: some Sequence<TapePathComponent>) -> [any CodingKey] {
        components.map(\.codingKey)
    }
}

/// A position in an array, named as JSONDecoder names it ("Index 3").
struct TapeIndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    /// What a keyed container's `superDecoder()` stands on.
    static let superKey = TapeIndexKey(stringValue: "super")!
}

/// Where a container's values sit: its own path, and the step to the value
/// it was asked for. Built on every access but read only for an error.
struct TapeErrorPath {
    let decoding: TapeDecoding
    let depth: Int
    let detached: [TapePathComponent]?
    let last: TapePathComponent?

    var keys: [any CodingKey] {
        var components = detached ?? Array(decoding.state.pointee.path.prefix(depth))
        if let last { components.append(last) }
        return TapePathComponent.keys(components)
    }
}
