/// What a field accepts beyond its type, as a JSON Schema says it: one of
/// some choices, a range, a length, a pattern, a format. Plain data here;
/// the form that checks a value against it lives with the screens.
package struct FieldLimits: Sendable, Hashable {
    package var choices: [String] = []
    package var minimum: Double?
    package var maximum: Double?
    package var exclusiveMinimum: Double?
    package var exclusiveMaximum: Double?
    package var minLength: Int?
    package var maxLength: Int?
    /// A regular expression the whole value must match somewhere (JSON Schema's `pattern` is not anchored).
    package var pattern: String?
    /// `email`, `uri`, `date`, `date-time`, `uuid`…
    package var format: String?

    package init() {}

    package static let none = FieldLimits()
}
