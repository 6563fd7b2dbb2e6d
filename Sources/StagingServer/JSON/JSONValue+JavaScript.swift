import JSON

/// How upstream's JavaScript reads the values a client sends: writes keep
/// only truthy values, and ids and filters compare `String(value)`.
extension JSONValue {
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .number(let number): number != 0 && !number.isNaN
        case .string(let text): !text.isEmpty
        case .array, .object: true
        }
    }

    /// JavaScript's `String(value)`, for the values records and bodies hold.
    var javaScriptText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): text
        case .array(let items): items.map(\.javaScriptText).joined(separator: ",")
        case .object: "[object Object]"
        }
    }

    /// JavaScript's `Number(value)`: NaN for what is not a number.
    var javaScriptNumber: Double {
        switch self {
        case .null: 0
        case .bool(let flag): flag ? 1 : 0
        case .number(let number): number
        case .string(let text): JavaScriptNumber.number(text)
        case .array: JavaScriptNumber.number(javaScriptText)
        case .object: .nan
        }
    }
}
