import APIDescription
import Foundation
import JSON
import Models

/// What a form field accepts, checked before anything is sent, and the JSON
/// type its value travels as.
package enum FieldKind: Sendable, Hashable {
    case text
    /// A decimal number: a price, a weight.
    case number
    /// A whole number: a stock count, an age, another record's id.
    case integer
    case email
    /// A telephone number: digits, with spaces and + - ( ) . between them; no letters.
    case phone
    /// yes or no (also true/false, y/n, 1/0); a form shows it as a box to tick.
    case flag
}

/// A field's kind, whether it may be left empty, and its limits (a price is
/// never below zero; a described API's JSON Schema gives choices, ranges,
/// lengths, a pattern): data on the descriptor, which the app's form and the
/// command line both check before sending.
package struct FieldRule: Sendable, Hashable {
    package var kind: FieldKind
    package var isRequired: Bool
    package var limits: FieldLimits

    /// For a number or a whole number: the smallest value taken.
    package var minimum: Double? {
        get { limits.minimum }
        set { limits.minimum = newValue }
    }

    package init(_ kind: FieldKind = .text, required: Bool = false, minimum: Double? = nil, limits: FieldLimits = .none) {
        self.kind = kind
        isRequired = required
        self.limits = limits
        if let minimum { self.limits.minimum = minimum }
    }

    package static let text = FieldRule()
    package static let requiredText = FieldRule(required: true)

    /// Why `value` will not do, or nil. An optional field left empty is fine.
    package func problem(with value: String) -> UIText? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return isRequired ? "required" : nil }
        return kindProblem(text) ?? limits.problem(with: text)
    }

    private func kindProblem(_ text: String) -> UIText? {
        switch kind {
        case .text: return nil
        case .number:
            guard let number = Double(text), number.isFinite else { return "a number" }
            if let minimum, number < minimum { return "a number, \(Self.shown(minimum)) or more" }
            return number.rounded() == number && abs(number) > Self.largestExactWhole ? Self.outOfExactRange : nil
        case .integer:
            guard let whole = Int(text) else { return "a whole number" }
            if let minimum, Double(whole) < minimum { return "a whole number, \(Self.shown(minimum)) or more" }
            return abs(Double(whole)) > Self.largestExactWhole ? Self.outOfExactRange : nil
        case .email: return Self.looksLikeEmail(text) ? nil : "an e-mail address (name@host)"
        case .phone: return Self.looksLikePhone(text) ? nil : "a phone number: digits, spaces and + - ( )"
        case .flag: return Self.flag(text) == nil ? "yes or no" : nil
        }
    }

    /// The value as the API takes it: numbers as numbers, yes/no as a bool.
    package func json(_ value: String) -> JSONValue {
        let text = value.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .number, .integer: return Double(text).map(JSONValue.number) ?? .string(text)
        case .flag: return Self.flag(text).map(JSONValue.bool) ?? .string(text)
        case .text, .email, .phone: return .string(text)
        }
    }

    /// 2^53 − 1: JSON numbers travel as doubles, whose whole numbers are
    /// exact only this far, so 9007199254740993 would reach the server as
    /// 9007199254740992. Refused with a reason instead of sent changed.
    package static let largestExactWhole: Double = 9_007_199_254_740_991
    static let outOfExactRange: UIText = "a whole number from -9007199254740991 to 9007199254740991"

    static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "y", "true", "1", "done": true
        case "no", "n", "false", "0", "open": false
        default: nil
        }
    }

    /// A minimum as a person writes it: 0, not 0.0.
    private static func shown(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Digits, at least three, with only spaces and + - ( ) . among them.
    static func looksLikePhone(_ text: String) -> Bool {
        let allowed = Set(" +-().")
        return text.allSatisfy { $0.isASCII && ($0.isNumber || allowed.contains($0)) } && text.filter(\.isNumber).count >= 3
    }

    /// One "@" with something before it and a dotted host after it, no spaces.
    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let host = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return host.count >= 2 && host.allSatisfy { !$0.isEmpty }
    }
}
