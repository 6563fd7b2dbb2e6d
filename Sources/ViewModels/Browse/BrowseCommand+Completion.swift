import DummyJSON

/// What the `:` line offers as the word being typed: resource names, verbs,
/// aliases and views first; then a resource's filter names (with "=") and,
/// after "=", the values the filter takes (the ones it knows, and those its
/// server listed: categories, tags); the sort fields and orders of the list
/// shown; its column names after `columns`; the views' names after `save`.
extension BrowseCommand {
    package static func completions(_ text: String, lists: [ListState], current: Int, settings: BrowseSettings = BrowseSettings(),
                                    choices: [String: [String]] = [:]) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let typed = (words.last ?? "").lowercased()
        let head = words.first?.lowercased() ?? ""
        let candidates: [String]
        switch words.count {
        case 0, 1:
            let own = lists.map(\.resource.id) + verbs
            candidates = own + settings.aliases.keys.sorted().filter { !own.contains($0) } + settings.viewNames.filter { !own.contains($0) }
        case 2 where head == "sort":
            candidates = lists[current].resource.sortFields
        case 2 where head == "save":
            candidates = settings.viewNames
        case 2 where head == "refresh":
            candidates = ["off"]
        case 2:
            let filtered = head == "filter" ? lists[current].resource : lists.first { $0.resource.id == head }?.resource
            candidates = filtered.map { filterCandidates(typed, of: $0, choices: choices) } ?? []
        case 3 where head == "sort":
            candidates = SortOrder.allCases.map(\.rawValue)
        default:
            candidates = []
        }
        // `columns` takes any number of names, each once.
        if head == "columns", words.count >= 2 {
            let named = Set(words.dropFirst().dropLast().map { $0.lowercased() })
            return lists[current].resource.columns.map(\.name).filter { !named.contains($0) && $0.hasPrefix(typed) }
        }
        return candidates.filter { $0.lowercased().hasPrefix(typed) }
    }

    /// The completions for the `:` line of `state` as it is.
    package static func completions(_ text: String, in state: BrowseState) -> [String] {
        completions(text, lists: state.lists, current: state.selectedTab, settings: state.settings, choices: state.filterChoices)
    }

    /// A filter's names with "="; once a name and "=" are typed, its values
    /// where the resource knows them (a described enum) or its server listed them.
    private static func filterCandidates(_ typed: String, of resource: AnyResource, choices: [String: [String]]) -> [String] {
        guard let equals = typed.firstIndex(of: "=") else { return resource.filters.map { $0.name + "=" } }
        let name = typed[..<equals]
        guard let filter = resource.filters.first(where: { $0.name.lowercased() == name }) else { return [] }
        let listed = filter.choicesSource.flatMap { choices[$0.id] } ?? []
        var seen = Set<String>()
        return (filter.choices + listed).filter { seen.insert($0).inserted }.map { filter.name + "=" + $0 }
    }

    /// The filter whose values the word being typed asks for (`category=`),
    /// when its server lists them: what the `:` line asks for once.
    package static func wantedChoices(_ text: String, lists: [ListState], current: Int) -> FilterChoices? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count == 2, let equals = words[1].firstIndex(of: "=") else { return nil }
        let head = words[0].lowercased()
        let resource = head == "filter" ? lists[current].resource : lists.first { $0.resource.id == head }?.resource
        let name = words[1][..<equals].lowercased()
        return resource?.filters.first { $0.name.lowercased() == name }?.choicesSource
    }

    /// `text` with its last word completed as far as every candidate agrees;
    /// a word completed whole gets its space (a filter name ends at "=").
    package static func complete(_ text: String, lists: [ListState], current: Int, settings: BrowseSettings = BrowseSettings(),
                                 choices: [String: [String]] = [:]) -> String {
        let options = completions(text, lists: lists, current: current, settings: settings, choices: choices)
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

    /// The line without its last word (what a cycle of candidates keeps).
    static func head(of text: String) -> String {
        guard let space = text.lastIndex(of: " ") else { return "" }
        return String(text[...space])
    }
}
