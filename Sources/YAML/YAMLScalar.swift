import JSON

/// What a scalar's text means, by YAML 1.2's core schema: `null`, `~` and
/// nothing are null; `true`/`false` in three casings are booleans; decimal,
/// `0x` and `0o` integers and decimal floats are numbers; anything else is a
/// string. Only plain scalars are resolved: a quoted `"7"` stays text. An
/// explicit tag (`!!str 7`, `!!int "7"`) decides instead.
enum YAMLScalar {
    static let tagPrefix = "tag:yaml.org,2002:"

    /// The value, or nil when an explicit tag refuses the text.
    static func value(_ text: String, tag: String?, plain: Bool) -> JSONValue? {
        guard let tag, tag != "!" else {
            return plain ? resolved(text) : .string(text)
        }
        switch tag {
        case tagPrefix + "str", tagPrefix + "binary", tagPrefix + "timestamp": return .string(text)
        case tagPrefix + "null": return isNull(text) ? .null : nil
        case tagPrefix + "bool": return bool(text).map(JSONValue.bool)
        case tagPrefix + "int": return integer(text).map(JSONValue.number)
        case tagPrefix + "float": return (integer(text) ?? float(text)).map(JSONValue.number)
        // A tag of the document's own (`!Ref`, as CloudFormation writes): the text is still what it says.
        default: return plain ? resolved(text) : .string(text)
        }
    }

    /// "int" for `tag:yaml.org,2002:int`: how an error names a tag.
    static func shortName(_ tag: String) -> String {
        tag.hasPrefix(tagPrefix) ? String(tag.dropFirst(tagPrefix.count)) : tag
    }

    static func resolved(_ text: String) -> JSONValue {
        if isNull(text) { return .null }
        if let flag = bool(text) { return .bool(flag) }
        if let number = integer(text) ?? float(text) { return .number(number) }
        return .string(text)
    }

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
    static func integer(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let radix: Int? = bytes[1] == UInt8(ascii: "x") ? 16 : bytes[1] == UInt8(ascii: "o") ? 8 : nil
            if let radix {
                return UInt64(text.dropFirst(2), radix: radix).map { Double($0) }
            }
        }
        var digits = bytes[...]
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`. `.inf` and
    /// `.nan` stay text: no JSON number can carry them.
    static func float(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        var sign = ""
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = "-" }
            bytes = bytes.dropFirst()
        }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = ""
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let mark = bytes.first, mark == UInt8(ascii: "-") || mark == UInt8(ascii: "+") {
                exponent = mark == UInt8(ascii: "-") ? "-" : ""
                bytes = bytes.dropFirst()
            }
            let digits = bytes.prefix(while: isDigit)
            guard !digits.isEmpty else { return nil }
            exponent = "e" + exponent + String(decoding: digits, as: UTF8.self)
            bytes = bytes.dropFirst(digits.count)
        }
        guard bytes.isEmpty else { return nil }
        // Swift's Double(String) refuses "1." and ".5": give it every part.
        let spelled = sign + (whole.isEmpty ? "0" : String(decoding: whole, as: UTF8.self)) + "."
            + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self)) + exponent
        guard let value = Double(spelled), value.isFinite else { return nil }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
