import DummyJSON

/// What a person set up for the browser, read at start: remapped keys and
/// `:` aliases and views from the config file, what earlier runs
/// remembered (`memory`), how often the list refreshes by itself and how
/// many rows a page asks for. The reducer changes the memory (`:save`,
/// `:columns`, each line run) and the refresh (`:refresh`), and asks for
/// the memory to be kept (`BrowseEffect.remember`).
package struct BrowseSettings: Sendable, Equatable {
    /// Keys a config file gave intents, by mode.
    package var keys = KeyRemaps.none
    /// `:pr` runs `products category=smartphones`: name → the line it stands for.
    package var aliases: [String: String] = [:]
    /// Views the config file names; those saved with `:save` are in `memory` and win.
    package var views: [String: SavedView] = [:]
    /// Columns the config file chooses per resource id; `:columns` saves to `memory` and wins.
    package var columns: [String: [String]] = [:]
    package var memory = BrowseMemory()
    /// Seconds between refreshes of the view shown; nil: none.
    package var refreshInterval: Int?
    /// Rows a page asks for.
    package var pageSize = ViewModelDefaults.pageSize
    /// What was wrong in the config file, each with its place: said once the browser shows.
    package var problems: [String] = []

    package init(keys: KeyRemaps = .none, aliases: [String: String] = [:], views: [String: SavedView] = [:],
                 columns: [String: [String]] = [:], memory: BrowseMemory = BrowseMemory(), refreshInterval: Int? = nil,
                 pageSize: Int = ViewModelDefaults.pageSize) {
        self.keys = keys
        self.aliases = aliases
        self.views = views
        self.columns = columns
        self.memory = memory
        self.refreshInterval = refreshInterval
        self.pageSize = pageSize
    }

    /// The view called `name`: one saved here first, else the config file's.
    package func view(named name: String) -> SavedView? {
        memory.views[name.lowercased()] ?? views[name.lowercased()]
    }

    /// Every view's name, saved ones and the config file's.
    package var viewNames: [String] { Set(memory.views.keys).union(views.keys).sorted() }

    /// The columns chosen for resource `id`, by name; nil: the resource's own.
    package func columns(of id: String) -> [String]? { memory.columns[id] ?? columns[id] }
}

/// What the browser keeps from one run to the next: the `:` lines run
/// (oldest first, at most `ViewModelDefaults.historyKept`), the views saved
/// with `:save`, and the columns chosen with `:columns`, per resource id.
package struct BrowseMemory: Sendable, Equatable {
    package var history: [String]
    package var views: [String: SavedView]
    package var columns: [String: [String]]

    package init(history: [String] = [], views: [String: SavedView] = [:], columns: [String: [String]] = [:]) {
        self.history = history
        self.views = views
        self.columns = columns
    }

    /// The history with `line` run last: a line run again moves to the end, and the oldest go past the limit.
    package mutating func ran(_ line: String) {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return }
        history.removeAll { $0 == line }
        history.append(line)
        if history.count > ViewModelDefaults.historyKept { history.removeFirst(history.count - ViewModelDefaults.historyKept) }
    }
}

/// A list as `:save NAME` kept it: which resource, and its search, filter and sort.
package struct SavedView: Sendable, Equatable {
    package var resource: String
    package var query: String
    package var filter: FilterValue?
    package var sort: SortKey?

    package init(resource: String, query: String = "", filter: FilterValue? = nil, sort: SortKey? = nil) {
        self.resource = resource
        self.query = query
        self.filter = filter
        self.sort = sort
    }

    /// "products · category=laptops · by price ↓", for the `:` line's help and `courier config show`.
    package var summary: String {
        var parts = [resource]
        if !query.isEmpty { parts.append("“\(query)”") }
        if let filter { parts.append("\(filter.name)=\(filter.value)") }
        if let sort { parts.append("by \(sort.field) \(sort.order.rawValue)") }
        return parts.joined(separator: " · ")
    }
}

/// Where the browser's memory is kept between runs: files in the app,
/// nothing in tests. Saving must not block the caller (the main queue).
package protocol BrowseMemoryStore: Sendable {
    func save(_ memory: BrowseMemory)
}

/// A store that keeps nothing: the default, and what tests use.
package struct ForgetfulMemoryStore: BrowseMemoryStore {
    package init() {}
    package func save(_ memory: BrowseMemory) {}
}
