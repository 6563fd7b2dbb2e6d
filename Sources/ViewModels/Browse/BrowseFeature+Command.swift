import DummyJSON

/// The `:` command line and the sort keys.
extension BrowseFeature {
    static func reduceCommand(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .beginCommand(let text):
            // Over browsing: a search or the help open before closes.
            state.mode.open(.commandLine(CommandLineState(text: text)))
            return wantChoices(&state)
        case .editCommand(let edit):
            updateLine(&state) { line in
                line.field.apply(edit)
                // A line changed by hand is one's own again: ↑ starts from the newest.
                line.cycle = nil
                line.historyIndex = nil
            }
            return wantChoices(&state)
        case .completeCommand:
            completeLine(&state, steps: 1)
            return wantChoices(&state)
        case .completeBack:
            completeLine(&state, steps: -1)
        case .historyOlder:
            walkHistory(&state, older: true)
        case .historyNewer:
            walkHistory(&state, older: false)
        case .cancelCommand:
            state.mode.close(.commandLine)
        case .runCommand:
            guard let text = state.command?.value else { return [] }
            switch BrowseCommand.parse(text, lists: state.lists, current: state.selectedTab, settings: state.settings) {
            case .failure(let failure):
                return note(.refused(failure.message), &state)
            case .success(let command):
                state.mode.close(.commandLine)
                // Leaving is no line to come back to.
                guard command != .quit else { return run(command, &state) }
                state.settings.memory.ran(text)
                return [.remember(state.settings.memory)] + run(command, &state)
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

    private static func updateLine(_ state: inout State, _ change: (inout CommandLineState) -> Void) {
        state.mode.update(.commandLine) { mode in
            if case .commandLine(var line) = mode { change(&line); mode = .commandLine(line) }
        }
    }

    /// Tab: the word as far as the candidates agree; once they do not, each
    /// Tab shows the next candidate in its place (Shift-Tab the one before).
    private static func completeLine(_ state: inout State, steps: Int) {
        guard let line = state.commandLine else { return }
        let text = line.field.value
        let settings = state.settings, choices = state.filterChoices, lists = state.lists, current = state.selectedTab
        updateLine(&state) { line in
            if var cycle = line.cycle {
                line.field = TextFieldState(value: cycle.step(steps))
                line.cycle = cycle
                return
            }
            let completed = BrowseCommand.complete(text, lists: lists, current: current, settings: settings, choices: choices)
            if completed != text, steps > 0 {
                line.field = TextFieldState(value: completed)
                return
            }
            let options = BrowseCommand.completions(text, lists: lists, current: current, settings: settings, choices: choices)
            guard options.count > 1 || steps < 0 && options.count == 1 else { return }
            var cycle = CompletionCycle(head: BrowseCommand.head(of: text), candidates: options)
            line.field = TextFieldState(value: cycle.step(steps))
            line.cycle = cycle
        }
    }

    /// ↑ and ↓ through the lines run before, newest first; ↓ past the newest
    /// brings back what was being typed.
    private static func walkHistory(_ state: inout State, older: Bool) {
        let history = state.settings.memory.history
        updateLine(&state) { line in
            let index: Int?
            switch (older, line.historyIndex) {
            case (true, nil): index = history.isEmpty ? nil : 0
            case (true, let current?): index = min(current + 1, history.count - 1)
            case (false, nil): return
            case (false, let current?): index = current == 0 ? nil : current - 1
            }
            if line.historyIndex == nil { line.draft = line.field.value }
            if older, index == nil { return }
            line.historyIndex = index
            line.field = TextFieldState(value: index.map { history[history.count - 1 - $0] } ?? line.draft)
            line.cycle = nil
        }
    }

    /// The values of the filter being typed (`category=`), asked of its
    /// server once: an empty list marks them asked for.
    private static func wantChoices(_ state: inout State) -> [Effect] {
        guard let text = state.command?.value,
              let source = BrowseCommand.wantedChoices(text, lists: state.lists, current: state.selectedTab),
              state.filterChoices[source.id] == nil else { return [] }
        state.filterChoices[source.id] = []
        return [.loadChoices(source)]
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
        case .columns(let names):
            return chooseColumns(names, &state)
        case .save(let name):
            return saveView(name, &state)
        case .view(let view):
            return showView(view, &state)
        case .refresh(let request):
            return refreshCommand(request, &state)
        case .help:
            state.mode.open(.help(scroll: 0, topic: .commands))
            return []
        case .export(let path, let format):
            return beginExport(path: path, format: format, &state)
        case .log:
            return [.requests(.loadLog)]
        case .quit:
            return [.quit]
        }
    }
}
