import DummyJSON

/// The `:` command line and the sort keys.
extension BrowseFeature {
    static func reduceCommand(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .beginCommand(let text):
            // Over browsing: a search or the help open before closes.
            state.mode.open(.commandLine(TextFieldState(value: text)))
        case .editCommand(let edit):
            state.mode.update(.commandLine) { mode in
                if case .commandLine(var field) = mode { field.apply(edit); mode = .commandLine(field) }
            }
        case .completeCommand:
            guard let text = state.command?.value else { return [] }
            let completed = BrowseCommand.complete(text, lists: state.lists, current: state.selectedTab)
            state.mode.update(.commandLine) { $0 = .commandLine(TextFieldState(value: completed)) }
        case .cancelCommand:
            state.mode.close(.commandLine)
        case .runCommand:
            guard let text = state.command?.value else { return [] }
            switch BrowseCommand.parse(text, lists: state.lists, current: state.selectedTab) {
            case .failure(let failure):
                return note(.refused(failure.message), &state)
            case .success(let command):
                state.mode.close(.commandLine)
                return run(command, &state)
            }
        case .cycleSort:
            let list = state.currentList
            let fields = list.resource.sortFields
            guard !fields.isEmpty else { return [] }
            let next = list.sort.flatMap { fields.firstIndex(of: $0.field) }.map { $0 + 1 } ?? 0
            let order = list.sort?.order ?? .ascending
            return reduce(&state, .setSort(next < fields.count ? SortKey(fields[next], order) : nil))
        case .flipSortOrder:
            guard let first = state.currentList.resource.sortFields.first else { return [] }
            let sort = state.currentList.sort
            let flipped = sort.map { SortKey($0.field, $0.order == .ascending ? .descending : .ascending) } ?? SortKey(first, .descending)
            return reduce(&state, .setSort(flipped))
        default:
            break
        }
        return []
    }

    private static func run(_ command: BrowseCommand, _ state: inout State) -> [Effect] {
        switch command {
        case .show(let tab, let filter):
            // Like a tab key: a jump of one's own, which starts a new trail.
            var effects = reduce(&state, .selectTab(tab))
            state.trail = []
            effects += closeDetail(&state)
            if filter != state.currentList.filter || !state.currentList.hasLoaded && !state.currentList.isLoadingFirstPage {
                state.currentList.filter = filter
                effects += clearSearchForFilter(tab: tab, &state)
                effects += reload(&state, tab: tab, resetCursor: true)
            }
            return effects
        case .sort(let sort):
            return reduce(&state, .setSort(sort))
        case .filter(let filter):
            return closeDetail(&state) + reduce(&state, .setFilter(filter))
        case .export(let path, let format):
            return beginExport(path: path, format: format, &state)
        case .log:
            return [.requests(.loadLog)]
        case .quit:
            return [.quit]
        }
    }
}
