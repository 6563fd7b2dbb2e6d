import DummyJSON

/// What the `:` command line says, k9s style:
///
///     :users                        show a resource's list
///     :products category=laptops    the list under one of its filters
///     :users hair.color=Brown       (values may hold spaces)
///     :sort price desc              sort the list shown; `:sort` alone unsorts
///     :filter tag=love              filter the list shown; `:filter` alone clears
///     :columns title price          choose and order the columns; alone: the resource's own
///     :save laptops                 keep the list shown as a view; `:laptops` shows it again
///     :refresh 5                    ask again every 5 s; `off` stops; alone: once, now
///     :help                         every command, alias and view
///     :quit                         leave
///
/// An alias from the config file stands for the line it names (`:pr`,
/// `pr: products category=smartphones`), with anything typed after it added.
package enum BrowseCommand: Sendable, Equatable {
    case show(tab: Int, filter: FilterValue?)
    case sort(SortKey?)
    case filter(FilterValue?)
    /// The columns of the list shown, by name; nil: the resource's own.
    case columns([String]?)
    case save(String)
    case view(SavedView)
    case refresh(RefreshRequest)
    case help
    /// `:export FILE.csv|.json|.jsonl`: the list shown, every page of it, to a file.
    case export(path: String, format: ExportFormat)
    /// `:log`: the recent requests.
    case log
    case quit

    /// `:refresh`: once now, every so many seconds, or no more.
    package enum RefreshRequest: Sendable, Equatable {
        case now
        case every(Int)
        case off
    }

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
    package static let verbs = ["sort", "filter", "columns", "save", "refresh", "export", "log", "help", "quit"]

    /// Whether `word` is the command line's own: a verb or a resource's
    /// name, which no alias or view can take.
    package static func isReserved(_ word: String, lists: [ListState]) -> Bool {
        let word = word.lowercased()
        return verbs.contains(word) || word == "q" || lists.contains { $0.resource.id == word || $0.resource.title.lowercased() == word }
    }

    /// Reads `text` against the lists a browser has, the one it shows, and the person's aliases and views.
    package static func parse(_ text: String, lists: [ListState], current: Int,
                              settings: BrowseSettings = BrowseSettings()) -> Result<BrowseCommand, Failure> {
        let words = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let head = words.first?.lowercased() else { return .failure(Failure(message: "Type a resource, sort or filter.")) }
        let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        if !isReserved(head, lists: lists), let line = settings.aliases[head] {
            // One step only: an alias naming another alias is not followed, so none can loop.
            var plain = settings
            plain.aliases = [:]
            return parse(rest.isEmpty ? line : line + " " + rest, lists: lists, current: current, settings: plain)
        }
        switch head {
        case "q", "quit":
            return .success(.quit)
        case "help":
            return .success(.help)
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
        case "columns":
            return columns(rest, resource: lists[current].resource).map(BrowseCommand.columns)
        case "save":
            return saveName(rest, lists: lists, settings: settings).map(BrowseCommand.save)
        case "refresh":
            return refresh(rest).map(BrowseCommand.refresh)
        default:
            if let tab = lists.firstIndex(where: { $0.resource.id == head || $0.resource.title.lowercased() == head }) {
                if rest.isEmpty { return .success(.show(tab: tab, filter: nil)) }
                return filter(rest, resource: lists[tab].resource).map { .show(tab: tab, filter: $0) }
            }
            if let view = settings.view(named: head) {
                guard rest.isEmpty else { return .failure(Failure(message: "The view “\(head)” takes nothing after its name.")) }
                guard lists.contains(where: { $0.resource.id == view.resource }) else {
                    return .failure(Failure(message: "The view “\(head)” shows \(view.resource), which this API does not have."))
                }
                return .success(.view(view))
            }
            let names = lists.map(\.resource.id).joined(separator: ", ")
            return .failure(Failure(message: "No resource “\(head)”: try \(names), sort or filter."))
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

    private static func columns(_ text: String, resource: AnyResource) -> Result<[String]?, Failure> {
        let words = text.split(separator: " ").map { $0.lowercased() }
        guard !words.isEmpty else { return .success(nil) }
        let names = resource.columns.map(\.name)
        if let unknown = words.first(where: { !names.contains($0) }) {
            return .failure(Failure(message: "\(UIText(resource.title)) have the columns \(names.joined(separator: ", ")), not “\(unknown)”."))
        }
        var seen = Set<String>()
        return .success(words.filter { seen.insert($0).inserted })
    }

    private static func saveName(_ text: String, lists: [ListState], settings: BrowseSettings) -> Result<String, Failure> {
        let name = text.lowercased()
        guard !name.isEmpty else { return .failure(Failure(message: "Name the view: :save NAME.")) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            return .failure(Failure(message: "A view's name is one word of letters, digits, - and _, not “\(text)”."))
        }
        guard !isReserved(name, lists: lists), settings.aliases[name] == nil else {
            return .failure(Failure(message: "“\(name)” is taken by a command, a resource or an alias: name the view otherwise."))
        }
        return .success(name)
    }

    private static func refresh(_ text: String) -> Result<RefreshRequest, Failure> {
        let word = text.lowercased()
        if word.isEmpty { return .success(.now) }
        if word == "off" || word == "0" { return .success(.off) }
        let range = ViewModelDefaults.shortestRefresh...ViewModelDefaults.longestRefresh
        guard let seconds = Int(word), range.contains(seconds) else {
            return .failure(Failure(message: "Refresh takes seconds from \(range.lowerBound) to \(range.upperBound), or off, not “\(text)”."))
        }
        return .success(.every(seconds))
    }
}
