/// JSONValue trees straight from a tape, equal to what JSONValue's
/// `init(from:)` makes through JSONDecoder: numbers read as Doubles (so an
/// overflow fails the tree), the first of two equal keys kept and the later
/// one's value never read, and any failure anywhere failing the whole tree.
extension TapeView {
    func jsonValue(at index: Int) throws(JSONContentError) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(try double(entry))
        case .string: return .string(try string(entry))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(entry.a))
            var element = index + 1
            for _ in 0..<entry.a {
                elements.append(try jsonValue(at: element))
                element = next(after: element)
            }
            return .array(elements)
        case .object:
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(Int(entry.a))
            for position in 0..<Int(entry.a) {
                let key = memberKey(of: entry, at: position)
                let name = try string(entries[key])
                // Keys equal as Strings are one key, the first kept: Foundation's
                // dictionary of keys does the same, and never reads the later value.
                if object[name] == nil { object[name] = try jsonValue(at: key + 1) }
            }
            return .object(object)
        }
    }
}
