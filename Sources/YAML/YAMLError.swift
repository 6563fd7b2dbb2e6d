/// Why a YAML document could not be read, and where: the line and column
/// (from 1) a person finds in their editor.
package struct YAMLError: Error, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// libyaml's own word for what it could not scan or parse.
        case syntax(String)
        /// A mapping names the same key twice; which value was meant cannot be known.
        case duplicateKey(String)
        /// A mapping's key is a sequence or a mapping, which no JSON object can hold.
        case complexKey
        /// `*name` before any `&name`.
        case unknownAlias(String)
        /// More nodes than the limit, counting what aliases repeat: a "billion laughs".
        case tooManyNodes(limit: Int)
        case tooDeep(limit: Int)
        /// A second `---`: one document is one value.
        case moreThanOneDocument
        /// `!!int abc`: the explicit tag says one thing, the text another.
        case tagMismatch(tag: String, value: String)
        /// libyaml could not allocate its parser.
        case noMemory
    }

    package var reason: Reason
    /// From 1.
    package var line: Int
    /// From 1.
    package var column: Int

    package init(_ reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    package var description: String {
        "line \(line), column \(column): \(problem)"
    }

    /// What is wrong, without the place.
    package var problem: String {
        switch reason {
        case .syntax(let words): return words
        case .duplicateKey(let key): return "the key '\(key)' appears twice in one mapping"
        case .complexKey: return "a mapping key must be a plain value, not a list or a mapping"
        case .unknownAlias(let name): return "the alias *\(name) names no anchor defined before it"
        case .tooManyNodes(let limit): return "more than \(limit) values, counting what aliases repeat"
        case .tooDeep(let limit): return "nested deeper than \(limit) levels"
        case .moreThanOneDocument: return "a second document starts here; only one is read"
        case .tagMismatch(let tag, let value): return "'\(value)' is not a \(tag)"
        case .noMemory: return "the YAML parser could not start (out of memory)"
        }
    }
}
