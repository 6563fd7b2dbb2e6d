import DummyJSON

/// What the `:` command line says, k9s style:
///
///     :users                        show a resource's list
///     :products category=laptops    the list under one of its filters
///     :users hair.color=Brown       (values may hold spaces)
///     :sort price desc              sort the list shown; `:sort` alone unsorts
///     :filter tag=love              filter the list shown; `:filter` alone clears
///     :quit                         leave
package enum BrowseCommand: Sendable, Equatable {
    case show(tab: Int, filter: FilterValue?)
    case sort(SortKey?)
    case filter(FilterValue?)
    /// `:export FILE.csv|.json|.jsonl`: the list shown, every page of it, to a file.
    case export(path: String, format: ExportFormat)
    /// `:log`: the recent requests.
    case log
    case quit

    package struct Failure: Error, Sendable, Equatable {
        package var message: UIText
    }

    /// Lines this browser would take, from its own resources (a jump, a
    /// filter, a sort), to show what the command line is for.
    package static func examples(lists: [ListState]) -> [String] {
        var examples: [String] = []
        if let first = lists.first { examples.append(first.resource.id) }
        if let filtered = lists.first(where: { !$0.resource.filters.isEmpty }), let filter = filtered.resource.filters.first {
            examples.append("\(filtered.resource.id) \(filter.name)=…")
        }
        if let field = lists.first(where: { !$0.resource.sortFields.isEmpty })?.resource.sortFields.first {
            examples.append("sort \(field) desc")
        }
        return examples
    }

    /// The words the command line knows besides resource names.
    package static let verbs = ["sort", "filter", "export", "log", "quit"]

    /// Reads `text` against the lists a browser has and the one it shows.
    package static func parse(_ text: String, lists: [ListState], current: Int) -> Result<BrowseCommand, Failure> {
        let words = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let head = words.first?.lowercased() else { return .failure(Failure(message: "Type a resource, sort or filter.")) }
        let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        switch head {
        case "q", "quit":
            return .success(.quit)
        case "log":
            return .success(.log)
        case "export":
            guard !rest.isEmpty else { return .failure(Failure(message: "Export to a file: :export \(lists[current].resource.id).csv")) }
            guard let format = ExportFormat(path: rest) else {
                return .failure(Failure(message: "Export to a file ending in .csv, .json or .jsonl, not “\(rest)”."))
            }
            return .success(.export(path: rest, format: format))
        case "sort":
            return sort(rest, list: lists[current]).map(BrowseCommand.sort)
        case "filter":
            if rest.isEmpty { return .success(.filter(nil)) }
            return filter(rest, resource: lists[current].resource).map(BrowseCommand.filter)
        default:
            guard let tab = lists.firstIndex(where: { $0.resource.id == head || $0.resource.title.lowercased() == head }) else {
                let names = lists.map(\.resource.id).joined(separator: ", ")
                return .failure(Failure(message: "No resource “\(head)”: try \(names), sort or filter."))
            }
            if rest.isEmpty { return .success(.show(tab: tab, filter: nil)) }
            return filter(rest, resource: lists[tab].resource).map { .show(tab: tab, filter: $0) }
        }
    }

    private static func sort(_ text: String, list: ListState) -> Result<SortKey?, Failure> {
        let words = text.split(separator: " ").map(String.init)
        guard let field = words.first else { return .success(nil) }
        let fields = list.resource.sortFields
        guard let name = fields.first(where: { $0.lowercased() == field.lowercased() }) else {
            return .failure(Failure(message: fields.isEmpty ? "\(UIText(list.resource.title)) cannot be sorted."
                                        : "\(UIText(list.resource.title)) sort by \(fields.joined(separator: ", ")).")) }
        guard words.count <= 2 else { return .failure(Failure(message: "Sort takes a field and asc or desc.")) }
        guard let order = words.count == 2 ? SortOrder(rawValue: words[1].lowercased()) : .ascending else {
            return .failure(Failure(message: "Sort order is asc or desc, not “\(words[1])”."))
        }
        return .success(SortKey(name, order))
    }

    private static func filter(_ text: String, resource: AnyResource) -> Result<FilterValue, Failure> {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard resource.filters.isEmpty == false else { return .failure(Failure(message: "\(UIText(resource.title)) have no filters.")) }
        let names = resource.filters.map(\.name).joined(separator: ", ")
        guard parts.count == 2, !parts[1].isEmpty else { return .failure(Failure(message: "Filter as name=value: \(names).")) }
        guard let known = resource.filters.first(where: { $0.name.lowercased() == parts[0].lowercased() }) else {
            return .failure(Failure(message: "\(UIText(resource.title)) filter by \(names), not “\(parts[0])”."))
        }
        if !known.accepts(parts[1]) {
            return .failure(Failure(message: "\(known.name) takes a record id, not “\(parts[1])”."))
        }
        return .success(FilterValue(known.name, parts[1]))
    }

    /// What the word being typed could become: resource names and verbs
    /// first; then a resource's filter names (with "="), or the sort fields
    /// and orders of the list shown.
    package static func completions(_ text: String, lists: [ListState], current: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let typed = (words.last ?? "").lowercased()
        let candidates: [String]
        switch words.count {
        case 0, 1:
            candidates = lists.map(\.resource.id) + verbs
        case 2:
            let head = words[0].lowercased()
            let filtered = head == "filter" ? lists[current].resource : lists.first { $0.resource.id == head }?.resource
            if head == "sort" {
                candidates = lists[current].resource.sortFields
            } else if let filtered {
                candidates = filterCandidates(typed, of: filtered)
            } else {
                candidates = []
            }
        case 3 where words[0].lowercased() == "sort":
            candidates = SortOrder.allCases.map(\.rawValue)
        default:
            candidates = []
        }
        return candidates.filter { $0.lowercased().hasPrefix(typed) }
    }

    /// A filter's names with "="; once a name and "=" are typed, its values
    /// where the resource knows them (a described enum).
    private static func filterCandidates(_ typed: String, of resource: AnyResource) -> [String] {
        guard let equals = typed.firstIndex(of: "=") else { return resource.filters.map { $0.name + "=" } }
        let name = typed[..<equals]
        guard let filter = resource.filters.first(where: { $0.name.lowercased() == name }) else { return [] }
        return filter.choices.map { filter.name + "=" + $0 }
    }

    /// `text` with its last word completed as far as every candidate agrees;
    /// a word completed whole gets its space (a filter name ends at "=").
    package static func complete(_ text: String, lists: [ListState], current: Int) -> String {
        let options = completions(text, lists: lists, current: current)
        guard let first = options.first else { return text }
        var common = first
        for option in options.dropFirst() {
            common = String(zip(common, option).prefix { $0.0.lowercased() == $0.1.lowercased() }.map(\.0))
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let typed = words.popLast() ?? ""
        guard common.count >= typed.count else { return text }
        let whole = options.count == 1 && !common.hasSuffix("=")
        return (words + [common]).joined(separator: " ") + (whole ? " " : "")
    }
}
