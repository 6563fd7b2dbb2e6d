import JSON

/// `JSON.parse` as Node's engine (V8) runs it, for the one thing staging
/// needs from it beyond the value: the exact message of a syntax error,
/// which upstream answers a malformed body with (`Unexpected token '}',
/// "{"title":}" is not valid JSON`, `Expected ',' or '}' after property
/// value in JSON at position 44`). Positions count UTF-16 code units, as
/// JavaScript strings do.
struct V8JSONParser {
    struct SyntaxError: Error, Equatable {
        let message: String
    }

    private enum Token: Equatable {
        case eos, string, number, trueLiteral, falseLiteral, nullLiteral, whitespace
        case colon, comma, leftBracket, rightBracket, leftBrace, rightBrace, illegal
    }

    /// V8 shows this many code units either side of an unexpected token in a long text.
    private static let contextCharacters = 10

    private let source: [UInt16]
    private var position = 0

    private init(_ text: String) { source = Array(text.utf16) }

    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = V8JSONParser(text)
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.token != .eos { throw SyntaxError(message: "Unexpected non-whitespace character after JSON at position \(parser.position)") }
        return value
    }

    /// The message V8 gives for an unexpected character at `position` of
    /// `text`: what body-parser answers a body not starting with `{` or `[`.
    static func unexpectedCharacterMessage(_ text: String, at position: Int) -> String {
        var parser = V8JSONParser(text)
        parser.position = position
        return parser.contextMessage()
    }

    // MARK: Values

    private mutating func value() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        switch token {
        case .leftBrace: return try object()
        case .leftBracket: return try array()
        case .string: return .string(try string())
        case .number: return .number(try number())
        case .trueLiteral: try literal("true"); return .bool(true)
        case .falseLiteral: try literal("false"); return .bool(false)
        case .nullLiteral: try literal("null"); return .null
        default: throw unexpected()
        }
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        position += 1
        var object: [String: JSONValue] = [:]
        skipWhitespace()
        if token == .rightBrace {
            position += 1
            return .object(object)
        }
        try expect(.string, "Expected property name or '}'")
        var isFirst = true
        while true {
            let key = try string()
            // V8 words a missing colon so only after the first key; later ones get its plain table.
            if isFirst {
                try expect(.colon, "Expected ':' after property name")
            } else {
                skipWhitespace()
                if token != .colon { throw unexpected() }
            }
            isFirst = false
            position += 1
            object[key] = try value()
            skipWhitespace()
            guard token == .comma else { break }
            position += 1
            try expect(.string, "Expected double-quoted property name")
        }
        try expect(.rightBrace, "Expected ',' or '}' after property value")
        position += 1
        return .object(object)
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if token == .rightBracket {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            guard token == .comma else { break }
            position += 1
        }
        try expect(.rightBracket, "Expected ',' or ']' after array element")
        position += 1
        return .array(elements)
    }

    private mutating func string() throws(SyntaxError) -> String {
        position += 1
        var units: [UInt16] = []
        while true {
            guard position < source.count else { throw located("Unterminated string") }
            let unit = source[position]
            switch unit {
            case 0x22:
                position += 1
                return String(decoding: units, as: UTF16.self)
            case 0x5C:
                position += 1
                guard position < source.count else { throw unexpected() }
                switch source[position] {
                case 0x22, 0x5C, 0x2F: units.append(source[position])
                case 0x62: units.append(0x08)
                case 0x66: units.append(0x0C)
                case 0x6E: units.append(0x0A)
                case 0x72: units.append(0x0D)
                case 0x74: units.append(0x09)
                case 0x75:
                    var code: UInt16 = 0
                    for _ in 0..<4 {
                        position += 1
                        guard position < source.count, let digit = Self.hexValue(source[position]) else { throw located("Bad Unicode escape") }
                        code = code << 4 | digit
                    }
                    units.append(code)
                default: throw located("Bad escaped character")
                }
                position += 1
            case 0..<0x20: throw located("Bad control character in string literal")
            default:
                units.append(unit)
                position += 1
            }
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = position
        if source[position] == 0x2D {
            position += 1
            guard isDigit(at: position) else { throw located("No number after minus sign") }
        }
        if source[position] == 0x30 {
            position += 1
            if isDigit(at: position) { throw unexpected(.number) }
        } else {
            while isDigit(at: position) { position += 1 }
        }
        if position < source.count, source[position] == 0x2E {
            position += 1
            guard isDigit(at: position) else { throw located("Unterminated fractional number") }
            while isDigit(at: position) { position += 1 }
        }
        if position < source.count, source[position] == 0x65 || source[position] == 0x45 {
            position += 1
            if position < source.count, source[position] == 0x2B || source[position] == 0x2D { position += 1 }
            guard isDigit(at: position) else { throw located("Exponent part is missing a number") }
            while isDigit(at: position) { position += 1 }
        }
        return Double(String(decoding: source[start..<position], as: UTF16.self)) ?? .nan
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for unit in word.utf16 {
            guard position < source.count, source[position] == unit else { throw unexpected() }
            position += 1
        }
    }

    // MARK: Tokens and errors

    private var token: Token {
        guard position < source.count else { return .eos }
        switch source[position] {
        case 0x22: return .string
        case 0x2D, 0x30...0x39: return .number
        case 0x74: return .trueLiteral
        case 0x66: return .falseLiteral
        case 0x6E: return .nullLiteral
        case 0x20, 0x09, 0x0A, 0x0D: return .whitespace
        case 0x3A: return .colon
        case 0x2C: return .comma
        case 0x5B: return .leftBracket
        case 0x5D: return .rightBracket
        case 0x7B: return .leftBrace
        case 0x7D: return .rightBrace
        default: return .illegal
        }
    }

    private mutating func skipWhitespace() {
        while token == .whitespace { position += 1 }
    }

    private mutating func expect(_ expected: Token, _ message: String) throws(SyntaxError) {
        skipWhitespace()
        if token != expected { throw unexpected(message: message) }
    }

    private func isDigit(at index: Int) -> Bool {
        index < source.count && (0x30...0x39).contains(source[index])
    }

    private func located(_ message: String) -> SyntaxError {
        SyntaxError(message: "\(message) in JSON at position \(position)")
    }

    /// The error for the token at `position`, worded by V8's table unless a message is given.
    private func unexpected(_ kind: Token? = nil, message: String? = nil) -> SyntaxError {
        if let message { return located(message) }
        switch kind ?? token {
        case .eos: return SyntaxError(message: "Unexpected end of JSON input")
        case .number: return located("Unexpected number")
        case .string: return located("Unexpected string")
        default:
            let whole = String(decoding: source, as: UTF16.self)
            if ["undefined", "NaN", "Infinity", "[object Object]"].contains(whole) { return SyntaxError(message: "\"\(whole)\" is not valid JSON") }
            return SyntaxError(message: contextMessage())
        }
    }

    /// `Unexpected token 'x', "…" is not valid JSON`, with the whole text
    /// when short and ten code units either side of the token otherwise.
    private func contextMessage() -> String {
        let character = String(decoding: source[position..<min(position + 1, source.count)], as: UTF16.self)
        let count = source.count
        let context = Self.contextCharacters
        func text(_ range: Range<Int>) -> String { String(decoding: source[range.clamped(to: 0..<count)], as: UTF16.self) }
        let shown: String
        if count < context * 2 + 1 {
            shown = "\"\(text(0..<count))\""
        } else if position < context {
            shown = "\"\(text(0..<(position + context)))\"..."
        } else if position < count - context {
            shown = "...\"\(text((position - context)..<(position + context)))\"..."
        } else {
            shown = "...\"\(text((position - context)..<count))\""
        }
        return "Unexpected token '\(character)', \(shown) is not valid JSON"
    }

    private static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case 0x30...0x39: unit - 0x30
        case 0x41...0x46: unit - 0x41 + 10
        case 0x61...0x66: unit - 0x61 + 10
        default: nil
        }
    }
}
