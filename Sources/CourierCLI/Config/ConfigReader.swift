import JSON
import ViewModels
import YAML

/// Reads one section of the config file after another, keeping what holds
/// and a problem, at its line, for each thing that does not: a mistake
/// costs only what it names.
struct ConfigReader {
    let file: String
    let document: YAMLDocument
    private(set) var problems: [ConfigProblem] = []

    init(file: String, document: YAMLDocument) {
        self.file = file
        self.document = document
    }

    /// The sections a config file has, in the order `courier config show` prints them.
    static let sections = ["defaults", "apis", "themes", "keys", "aliases", "views", "columns"]

    mutating func problem(_ path: [String], _ message: UIText) {
        problems.append(ConfigProblem(file: file, line: document.line(path), message: message))
    }

    /// The value at `path`, when there is one.
    func value(_ path: [String]) -> JSONValue? {
        var value = document.value
        for key in path {
            guard let next = value.objectValue?[key] else { return nil }
            value = next
        }
        return value
    }

    /// The mapping at `path`, in the order of its keys' lines; a problem when it is something else.
    mutating func mapping(_ path: [String]) -> [(key: String, value: JSONValue)] {
        guard let value = value(path), value != .null else { return [] }
        guard let object = value.objectValue else {
            problem(path, "this must be a mapping of names to values")
            return []
        }
        return object.map { ($0.key, $0.value) }.sorted { (document.line(path + [$0.key]) ?? 0, $0.key) < (document.line(path + [$1.key]) ?? 0, $1.key) }
    }

    /// A scalar as the text a flag takes: "30" for 30, "true" for true.
    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// Text, or a list of texts: `ctrl-s` or `[q, ctrl-c]`.
    static func texts(_ value: JSONValue) -> [String]? {
        if let text = text(value) { return [text] }
        guard let items = value.arrayValue else { return nil }
        let texts = items.compactMap(text)
        return texts.count == items.count ? texts : nil
    }

    /// Flags the unknown top-level keys.
    mutating func checkSections() {
        guard let top = document.value.objectValue else {
            if document.value != .null { problem([], "the file must be a mapping of sections: \(UIText.verbatim(Self.sections.joined(separator: ", ")))") }
            return
        }
        for key in top.keys.sorted() where !Self.sections.contains(key) {
            problem([key], "there is no section “\(key)”: the sections are \(UIText.verbatim(Self.sections.joined(separator: ", ")))")
        }
    }
}
