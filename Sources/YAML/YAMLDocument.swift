import JSON

/// A YAML document as a value, with the line each mapping key and each
/// sequence item was written on: a file a person wrote by hand is told
/// about its mistakes at their lines.
package struct YAMLDocument: Sendable, Equatable {
    package var value: JSONValue
    /// By path from the root: `["keys", "browsing", "quit"]` is the line of
    /// the key `quit`; `["aliases", "2"]` that of a list's third item.
    package var lines: [[String]: Int]

    package init(value: JSONValue, lines: [[String]: Int]) {
        self.value = value
        self.lines = lines
    }

    /// The line of the value at `path`, else of the nearest key above it that has one.
    package func line(_ path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }
}
