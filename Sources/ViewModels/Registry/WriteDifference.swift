import JSON

/// A field an edit sent that the server's answer holds otherwise. DummyJSON
/// takes a product's new value only when it is truthy, so `stock: 0` comes
/// back as the old stock: saying only "Saved" would be untrue, so the note
/// says "The server kept stock 99, not 0".
package struct WriteDifference: Sendable, Equatable {
    package var field: String
    /// What was sent, as typed.
    package var sent: String
    /// What the answer holds, as shown.
    package var kept: String

    package init(field: String, sent: String, kept: String) {
        self.field = field
        self.sent = sent
        self.kept = kept
    }

    /// The sent fields whose answer differs, by field name; a field the
    /// answer leaves out is not a difference (a partial answer is normal).
    package static func between(_ changes: [String: String], answer: JSONValue) -> [WriteDifference] {
        changes.keys.sorted().compactMap { field in
            guard let sent = changes[field], let value = answer[field], !same(sent, value) else { return nil }
            return WriteDifference(field: field, sent: sent, kept: text(value))
        }
    }

    /// Whether the answer holds what was typed: numbers by value, yes/no as booleans.
    static func same(_ sent: String, _ value: JSONValue) -> Bool {
        let typed = sent.trimmingCharacters(in: .whitespaces)
        switch value {
        case .number(let number): return Double(typed) == number
        case .bool(let flag): return ["yes", "true", "y", "1"].contains(typed.lowercased()) == flag
        case .null: return typed.isEmpty
        default: return text(value) == sent
        }
    }

    /// A value as a detail or note shows it: whole numbers without a fraction, yes/no, lists joined.
    package static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "yes" : "no"
        case .null: return ""
        case .array(let items): return items.map(text).joined(separator: ", ")
        case .object(let object): return object.keys.sorted().map { "\($0): \(object[$0].map(text) ?? "")" }.joined(separator: ", ")
        }
    }
}
