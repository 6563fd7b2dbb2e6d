import Dispatch
import DummyJSON
import Foundation
import JSON
import Network
import SafeText
import ViewModels
import YAML

/// The browser's memory on disk, the one owner of its two files: the `:`
/// history (`$XDG_STATE_HOME/courier/history`, else
/// `~/.local/state/courier/history`: a line each, the newest last) and the
/// views saved with `:save` and columns chosen with `:columns`
/// (`views.yaml` beside the config file, written by Courier so that the
/// config file, which a person writes, is never rewritten). Both 0600,
/// written whole and atomically on a queue of their own, never on the
/// main queue; a file that cannot be read is an empty memory.
final class BrowseMemoryFiles: BrowseMemoryStore {
    let historyURL: URL
    let viewsURL: URL
    private let queue = DispatchQueue(label: "courier.memory-files")

    init(environment: [String: String]) {
        historyURL = Self.stateDirectory(environment: environment).appendingPathComponent("history")
        viewsURL = SessionFile.defaultDirectory(environment: environment).appendingPathComponent("views.yaml")
    }

    static func stateDirectory(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("courier")
        }
        return URL(fileURLWithPath: HomeDirectory.path(environment: environment)).appendingPathComponent(".local/state/courier")
    }

    /// What earlier runs kept.
    func load() -> BrowseMemory {
        var memory = BrowseMemory()
        if let text = try? String(contentsOf: historyURL, encoding: .utf8) {
            let lines = text.split(separator: "\n").map { Sanitizer.singleLine(String($0)) }.filter { !$0.isEmpty }
            memory.history = Array(lines.suffix(ViewModelDefaults.historyKept))
        }
        if let data = try? Data(contentsOf: viewsURL), let document = try? YAMLParser().parse(data) {
            (memory.views, memory.columns) = Self.views(in: document)
        }
        return memory
    }

    func save(_ memory: BrowseMemory) {
        let history = Data((memory.history.joined(separator: "\n") + "\n").utf8)
        let views = Data(Self.text(views: memory.views, columns: memory.columns).utf8)
        let historyURL = self.historyURL, viewsURL = self.viewsURL
        queue.async {
            try? PrivateFile.write(history, to: historyURL)
            try? PrivateFile.write(views, to: viewsURL)
        }
    }

    /// Waits for the writes asked for so far (at exit, and in tests).
    func flush() { queue.sync {} }

    /// views.yaml as Courier writes it: every string quoted as JSON writes
    /// it, which YAML reads the same way.
    static func text(views: [String: SavedView], columns: [String: [String]]) -> String {
        func quoted(_ text: String) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        }
        var lines = ["# Written by Courier: the views saved with :save and the columns chosen with :columns.",
                     "# config.yaml's own views and columns are read too; these win over them."]
        lines.append("views:" + (views.isEmpty ? " {}" : ""))
        for name in views.keys.sorted() {
            let view = views[name]!
            var fields = ["resource: \(quoted(view.resource))"]
            if !view.query.isEmpty { fields.append("search: \(quoted(view.query))") }
            if let filter = view.filter { fields.append("filter: \(quoted(filter.name + "=" + filter.value))") }
            if let sort = view.sort { fields.append("sort: \(quoted(sort.field + " " + sort.order.rawValue))") }
            lines.append("  \(quoted(name)): {\(fields.joined(separator: ", "))}")
        }
        lines.append("columns:" + (columns.isEmpty ? " {}" : ""))
        for id in columns.keys.sorted() {
            lines.append("  \(quoted(id)): [\(columns[id]!.map(quoted).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The views and columns of a views.yaml, whatever could be read of them.
    static func views(in document: JSONValue) -> (views: [String: SavedView], columns: [String: [String]]) {
        var views: [String: SavedView] = [:]
        for (name, value) in document.objectValue?["views"]?.objectValue ?? [:] {
            guard let fields = value.objectValue, let resource = fields["resource"]?.stringValue else { continue }
            var view = SavedView(resource: resource, query: fields["search"]?.stringValue ?? "")
            if let filter = fields["filter"]?.stringValue?.split(separator: "=", maxSplits: 1), filter.count == 2 {
                view.filter = FilterValue(String(filter[0]), String(filter[1]))
            }
            if let sort = fields["sort"]?.stringValue?.split(separator: " "), let field = sort.first {
                view.sort = SortKey(String(field), sort.count > 1 ? SortOrder(rawValue: String(sort[1])) ?? .ascending : .ascending)
            }
            views[name.lowercased()] = view
        }
        var columns: [String: [String]] = [:]
        for (id, value) in document.objectValue?["columns"]?.objectValue ?? [:] {
            let names = value.arrayValue?.compactMap(\.stringValue) ?? []
            if !names.isEmpty { columns[id] = names }
        }
        return (views, columns)
    }
}
