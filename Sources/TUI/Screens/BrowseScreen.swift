import SafeText
import ViewModels

/// The browser: tabs, the search line, the list, the detail (a side pane at
/// 100 columns and more, the whole body below), the edit form, the status
/// bar and the hints. Pure: it reads the state and writes cells.
package enum BrowseScreen {
    /// Draws the browser, and answers what it laid out and measured (the
    /// app reports that back to the feature: keys scroll by it).
    @discardableResult
    package static func render(_ state: BrowseState, app: AppState, into buffer: inout CellBuffer, area: Rect,
                               theme: Theme) -> BrowseViewport {
        buffer.fill(area, style: theme.text)
        let presenter = app.presenter
        Tabs.render(tabs(state, presenter: presenter), into: &buffer, area: area.line(0), theme: theme)
        renderSearchLine(state, presenter: presenter, into: &buffer, area: area.line(1), theme: theme)

        let fullScreenDetail = BrowseLayout.isDetailFullScreen(state, in: area)
        var detailLines: [DetailView.Line] = []
        if !fullScreenDetail { renderList(state, app: app, into: &buffer, area: area, theme: theme) }
        if let detail = state.detail {
            let rect = BrowseLayout.detailArea(in: area)
            if !fullScreenDetail {
                for row in rect.row..<rect.maxRow {
                    buffer.write(String(theme.borders.vertical), row: row, col: rect.col - 1, style: theme.border)
                }
            }
            let lines = DetailView.lines(detail.named(with: state.names), links: state.links, width: BrowseLayout.detailTextWidth(in: area),
                                         presenter: app.presenter)
            detailLines = lines
            DetailView.render(lines, scroll: detail.scroll, into: &buffer,
                              area: Rect(row: rect.row, col: rect.col + (fullScreenDetail ? 0 : 1), width: rect.width - 1,
                                         height: rect.height),
                              theme: theme)
        }
        if let form = state.editForm {
            let title: UIText = switch form.purpose {
            case .add: "New \(UIText(state.currentList.resource.singular))"
            case .edit: "Edit \(UIText(state.detail?.resource.singular ?? ""))"
            case .editMarked(let ids): "Edit \(ids.count) \(UIText(state.currentList.resource.title.lowercased()))"
            }
            let rect = state.detail == nil ? BrowseLayout.listArea(in: area, detailOpen: false) : BrowseLayout.detailArea(in: area)
            EditFormView.render(form, isSaving: state.detail?.isSaving == true, title: title, presenter: presenter, into: &buffer,
                                area: rect, theme: theme)
        }
        StatusLine.render(state, app: app, into: &buffer, area: area.line(area.height - 2), theme: theme)
        let hints = area.line(area.height - 1)
        // The footer names the keys of the mode the stack says (the active one, or the one a question or an
        // overlay opened over), and the help lists the same table: they cannot disagree with dispatch.
        let tables = BrowseKeyTables.forBrowser(state)
        switch state.mode.footerKind {
        case .commandLine:
            if let command = state.command {
                renderCommandLine(command, state, presenter: presenter, into: &buffer, area: hints, theme: theme)
            }
        case .form: KeyHints.render(tables.form.translated(presenter), into: &buffer, area: hints, theme: theme)
        case .searching: KeyHints.render(tables.search.translated(presenter), into: &buffer, area: hints, theme: theme)
        case .exporting: KeyHints.render(tables.exporting.translated(presenter), into: &buffer, area: hints, theme: theme)
        default: KeyHints.render(BrowseKeys.presented(state).translated(presenter), into: &buffer, area: hints, theme: theme)
        }
        if state.showsHelp {
            buffer.cursor = nil
            let help = BrowseHelp(state, presenter: presenter)
            HelpOverlay.render(help.entries, title: help.title, footer: help.footer, scrollOffset: state.helpScroll,
                               scrollHint: presenter.text("↑↓ scroll · "), into: &buffer, area: BrowseLayout.helpArea(in: area), theme: theme)
        }
        if let overlay = state.errorOverlay {
            buffer.cursor = nil
            ErrorOverlayView.render(overlay, presenter: presenter, into: &buffer, area: area, theme: theme)
        }
        if let log = state.requestLog {
            buffer.cursor = nil
            RequestLogView.render(log, presenter: presenter, into: &buffer, area: area, theme: theme)
        }
        if let export = state.export {
            buffer.cursor = nil
            ExportProgressView.render(export, presenter: presenter, into: &buffer, area: area, theme: theme)
        }
        return BrowseLayout.viewport(state, in: area, presenter: presenter, detailLines: detailLines)
    }

    /// Only the visible rows are asked for their cells, so a frame costs the
    /// same with 30 items loaded or 100,000, and a list of a million rows
    /// draws the rows not loaded yet as loading.
    private static func renderList(_ state: BrowseState, app: AppState, into buffer: inout CellBuffer, area: Rect,
                                   theme: Theme) {
        let list = state.currentList
        let rect = BrowseLayout.listArea(in: area, detailOpen: state.detail != nil)
        let columns = BrowseListColumns(state, presenter: app.presenter, width: rect.width)
        let shown = columns.shown
        let items = list.items
        // A next page that failed leaves a row saying so where "loading more…" was, until r or a move asks again.
        let moreFailed = !list.isLoadingMore && list.error != nil && list.hasMore && !items.isEmpty
        let loadingText: UIText = moreFailed ? (list.error == .cancelled ? "loading stopped — r to load more" : "couldn't load more — r to retry")
            : list.rowCount == 0 ? "Loading…" : "loading more…"
        let marked = list.marked
        ListView.render(list.cursor, columns: columns.listColumns, rowCount: list.rowCount,
                        highlightsSelection: state.highlightedIndex != nil,
                        isMarked: { row in !marked.isEmpty && items.id(at: row).map(marked.contains) == true },
                        hasLoadingRow: list.isLoadingFirstPage && list.rowCount == 0,
                        placeholder: placeholder(list, presenter: app.presenter),
                        loadingText: app.presenter.text(loadingText),
                        into: &buffer, area: rect, theme: theme) { row in
            items.cells(row: row, columns: shown, presenter: app.presenter, names: state.names)?.map(Sanitizer.singleLine)
        }
    }

    private static func renderSearchLine(_ state: BrowseState, presenter: ErrorPresenter, into buffer: inout CellBuffer,
                                         area: Rect, theme: Theme) {
        let list = state.currentList
        // A new search on its way, or one that failed, has no count: "0 of 0" would say it found nothing.
        let counted = list.hasLoaded && !(list.items.isEmpty && (list.isLoadingFirstPage || list.error != nil))
        var count = counted ? presenter.text("\(list.items.count) of \(list.total)") : ""
        if let narrowing = list.narrowing, !(list.items.isEmpty && list.isLoadingFirstPage) {
            // Rows narrowed here, not yet the server's answer: how many of those loaded match.
            count = presenter.text("\(list.items.count) of \(narrowing.base.count) loaded")
        }
        if let sort = list.sort { count += presenter.text(" · by \(sort.field) \(sort.order == .ascending ? "↑" : "↓")") }
        if !list.marked.isEmpty { count = presenter.text("\(list.marked.count) marked") + " · " + count }
        if state.settings.refreshInterval != nil, let updated = list.updatedAt {
            count += " · " + presenter.text("updated \(max(0, Int(state.now.timeIntervalSince(updated)))) s ago")
        }
        if let filter = list.filter, state.trail.isEmpty { count = "\(filter.name)=\(Sanitizer.singleLine(filter.value).truncated(toWidth: 20)) · " + count }
        let countWidth = count.displayWidth
        let left = Rect(row: area.row, col: area.col, width: max(0, area.width - countWidth - 1), height: 1)
        let name = UIText(list.resource.title.lowercased())
        if !state.trail.isEmpty, !state.isEditingSearch, list.search.value.isEmpty {
            buffer.writeLine(breadcrumb(state.breadcrumb.map(presenter.text), width: left.width), in: left, style: theme.dim)
        } else if state.isEditingSearch || !list.query.isEmpty || !list.search.value.isEmpty {
            let after = buffer.write(presenter.text("Search: "), row: area.row, col: area.col, style: theme.dim, in: left)
            TextField.render(list.search, placeholder: presenter.text("type to search \(name)"), isFocused: state.isEditingSearch,
                             into: &buffer, area: Rect(row: area.row, col: after, width: left.maxCol - after, height: 1),
                             theme: theme)
        } else if list.resource.isSearchable {
            // The key the config file gave searching, if it moved it.
            let key = BrowseKeyTables.forBrowser(state).browsing.bindings.first { $0.action == .search }?.keys.first?.displayName ?? "/"
            let hint: UIText = key == "/" ? "/ to search \(name)" : "\(UIText.verbatim(key)) to search \(name)"
            buffer.writeLine(presenter.text(hint), in: left, style: theme.dim)
        }
        if !state.isEditingSearch && state.command == nil { buffer.cursor = nil }
        buffer.write(count, row: area.row, col: area.maxCol - countWidth, style: theme.dim, in: area)
    }

    /// ":" and what is typed; what the word could become, on the right.
    private static func renderCommandLine(_ command: TextFieldState, _ state: BrowseState, presenter: ErrorPresenter,
                                          into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.fill(area, style: theme.text)
        let after = buffer.write(":", row: area.row, col: area.col, style: theme.hintKey, in: area)
        // While Tab cycles, its candidates stay in view with the one shown first.
        let options: [String]
        if let cycle = state.commandLine?.cycle {
            let index = cycle.index ?? 0
            options = Array(cycle.candidates[index...] + cycle.candidates[..<index])
        } else {
            options = BrowseCommand.completions(command.value, in: state)
        }
        let shown = options.prefix(8).map(Sanitizer.singleLine).joined(separator: " ")
        let hintWidth = min(shown.displayWidth, max(0, area.width / 2))
        let field = Rect(row: area.row, col: after, width: max(0, area.maxCol - after - hintWidth - 1), height: 1)
        // What is typed stays English (resource ids, field names); only the words around it are translated.
        TextField.render(command, placeholder: presenter.text("e.g. \(BrowseCommand.examples(lists: state.lists).joined(separator: " · "))"), isFocused: true,
                         into: &buffer, area: field, theme: theme)
        if hintWidth > 0 {
            buffer.write(shown.truncated(toWidth: hintWidth), row: area.row, col: area.maxCol - hintWidth, style: theme.dim, in: area)
        }
    }

    /// "Cart #1 › Emily Johnson › Todos", cut at the start when long: where
    /// one is matters more than where the trail began.
    static func breadcrumb(_ places: [String], width: Int) -> String {
        let separator = " › "
        let names = places.map { Sanitizer.singleLine($0).truncated(toWidth: 24) }
        var shown = names.joined(separator: separator)
        var dropped = 0
        while shown.displayWidth > width, dropped < names.count - 1 {
            dropped += 1
            shown = "…" + separator + names.dropFirst(dropped).joined(separator: separator)
        }
        return shown.truncated(toWidth: width)
    }

    /// The tab bar: the resources' titles in the person's language, their keys where titles do not fit.
    static func tabs(_ state: BrowseState, presenter: ErrorPresenter) -> TabsState {
        TabsState(titles: state.lists.map { presenter.text(UIText($0.resource.title)) },
                  shortTitles: state.lists.map { $0.resource.tabKey.map(String.init) ?? "·" },
                  selectedIndex: state.selectedTab)
    }

    static func placeholder(_ list: ListState, presenter: ErrorPresenter) -> String {
        if let message = list.emptyMessage { return Sanitizer.singleLine(presenter.text(message)) }
        if let error = list.error, list.items.isEmpty {
            return Sanitizer.singleLine(presenter.message(for: error, subject: UIText(list.resource.id)))
        }
        return ""
    }
}
