import Foundation
import JSON
import SafeText
import YAML

/// The text `E` hands to `$EDITOR` and reads back: a record's editable
/// fields as one JSON or YAML object, in the form's order, each value in
/// the type the API takes (numbers as numbers, yes/no as booleans). What
/// comes back is read with the YAML reader, which reads JSON too, so a
/// person may answer in either; lines starting `#` are comments, which is
/// where a second round says what was wrong with the first.
package enum ExternalEditDocument {
    /// Why what the editor left cannot be saved as it is.
    package struct Problem: Error, Sendable, Equatable {
        package var message: UIText
    }

    /// The fields as a document; every string is written with JSON's
    /// escapes, and a terminal's controls among them as `\uXXXX`, so
    /// neither the editor nor a `cat` of the file acts on a server's text.
    package static func make(_ fields: [EditableValue], format: EditFormat) -> String {
        let pairs = fields.map { field in (key: quoted(field.key), value: scalar(field.rule.json(field.value), text: field.value)) }
        switch format {
        case .json:
            guard !pairs.isEmpty else { return "{}\n" }
            return "{\n" + pairs.map { "  \($0.key): \($0.value)" }.joined(separator: ",\n") + "\n}\n"
        case .yaml:
            return pairs.map { "\(plainKey($0.key)): \($0.value)" }.joined(separator: "\n") + "\n"
        }
    }

    /// `document` with `problems` above it as comments, for the editor's next round.
    package static func withProblems(_ problems: [String], in document: String) -> String {
        let lines = problems.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let comments = lines.map { "# " + Sanitizer.singleLine(String($0)) }
        return (comments + [body(document)]).joined(separator: "\n")
    }

    /// `text` without the comment lines above it: what the person wrote.
    package static func body(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("#") }
            .joined(separator: "\n")
    }

    /// The values `text` gives `fields`, as the form's text fields would hold
    /// them; a field it leaves out keeps its value. A key no field has, a
    /// value that is a list or an object, or text that is not JSON or YAML
    /// is a problem, said with the line where the reader stopped.
    package static func read(_ text: String, fields: [EditableValue]) -> Result<[String: String], Problem> {
        let value: JSONValue
        do {
            value = try YAMLParser().parse(text)
        } catch {
            return .failure(Problem(message: "Line \(error.line), column \(error.column): \(UIText.verbatim(error.problem))"))
        }
        guard let object = value.objectValue else {
            return .failure(Problem(message: "Write the fields as one object of name: value."))
        }
        var values: [String: String] = [:]
        for (key, entry) in object.sorted(by: { $0.key < $1.key }) {
            guard let field = fields.first(where: { $0.key == key }) else {
                let names = fields.map(\.key).joined(separator: ", ")
                return .failure(Problem(message: "“\(UIText.verbatim(key))” cannot be edited here; these can: \(UIText.verbatim(names))."))
            }
            guard let text = self.text(entry, was: field.value) else {
                return .failure(Problem(message: "“\(UIText.verbatim(key))” takes one value, not a list or an object."))
            }
            values[key] = text
        }
        return .success(values)
    }

    /// A scalar as the form's text: the old text when it means the same
    /// (so 9.90 read back as 9.9 is no change), booleans as yes or no.
    private static func text(_ value: JSONValue, was old: String) -> String? {
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .bool(let flag):
            if let previous = FieldRule.flag(old), previous == flag { return old }
            return flag ? "yes" : "no"
        case .number(let number):
            if Double(old.trimmingCharacters(in: .whitespaces)) == number { return old }
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .array, .object: return nil
        }
    }

    private static func scalar(_ value: JSONValue, text: String) -> String {
        switch value {
        case .number(let number):
            // The form's own text when it reads as this number: 9.90 stays 9.90.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if Double(trimmed) == number, isJSONNumber(trimmed) { return trimmed }
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .string(let string): return quoted(string)
        case .array, .object: return quoted(text)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`: a number as JSON writes it (no leading dot, no leading zero).
    private static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return false }
        rest = rest.dropFirst(whole.count)
        guard let dot = rest.first else { return true }
        let fraction = rest.dropFirst()
        return dot == "." && !fraction.isEmpty && fraction.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A JSON string literal, which YAML's double-quoted style reads the same.
    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json = (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return TerminalSafeJSON.escape(json)
    }

    /// A YAML key without its quotes where it needs none.
    private static func plainKey(_ quotedKey: String) -> String {
        let bare = quotedKey.dropFirst().dropLast()
        let plain = !bare.isEmpty && bare.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") }
            && bare.first?.isLetter == true && !["true", "false", "null", "yes", "no", "on", "off"].contains(bare.lowercased())
        return plain ? String(bare) : quotedKey
    }
}
