import ViewModels

/// What a click or a wheel turn means in the browser, from where it landed
/// in the layout of the frame as drawn: a tab, a row of the list, a link of
/// the detail, a hint of the footer (which does what its key does), the
/// error's summary on the status line (which opens it whole).
package enum BrowseMouse {
    /// Rows a notch of the wheel moves the list's cursor or scrolls the detail.
    package static let wheelRows = 3

    package static func command(for event: MouseEvent, in state: BrowseState, area: Rect,
                                presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        guard state.command == nil, state.editForm == nil, !state.isEditingSearch, area.contains(row: event.row, col: event.col)
        else { return nil }
        if event.row == area.row { return event.kind == .click ? tab(at: event.col, state, area, presenter) : nil }
        if event.row == area.maxRow - 1 { return event.kind == .click ? hint(at: event.col, state, area, presenter) : nil }
        if let detail = state.detail {
            let rect = BrowseLayout.detailArea(in: area)
            if rect.contains(row: event.row, col: event.col) {
                return detailCommand(event, detail, state, rect, area, presenter)
            }
            if BrowseLayout.isDetailFullScreen(state, in: area) { return nil }
        }
        let list = BrowseLayout.listArea(in: area, detailOpen: state.detail != nil)
        guard list.contains(row: event.row, col: event.col) else { return nil }
        return listCommand(event, state, list, area)
    }

    /// Whether a click lands on the error's summary in the status line, in
    /// the list's own mode (a form, a question or an overlay has the keys).
    package static func opensError(_ event: MouseEvent, in state: BrowseState, area: Rect, app: AppState) -> Bool {
        guard event.kind == .click, event.row == area.maxRow - 2, state.errorOverlay == nil, !state.showsHelp,
              state.command == nil, state.editForm == nil, !state.isEditingSearch, state.confirmingDelete == nil,
              !state.confirmingSignOut, !state.confirmingDiscard else { return false }
        return StatusLine.summaryColumns(state, app: app, area: area.line(area.height - 2))?.contains(event.col) == true
    }

    private static func tab(at col: Int, _ state: BrowseState, _ area: Rect,
                            _ presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        let placements = Tabs.placements(BrowseScreen.tabs(state, presenter: presenter), in: area.line(0))
        if let index = placements.firstIndex(where: { $0.columns.contains(col) }) { return .send(.selectTab(index)) }
        return nil
    }

    private static func hint(at col: Int, _ state: BrowseState, _ area: Rect,
                             _ presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        let table = BrowseKeys.table(state)
        let placements = KeyHints.placements(table.translated(presenter), in: area.line(area.height - 1))
        guard let placement = placements.first(where: { $0.columns.contains(col) })
        else { return nil }
        return BrowseKeys.perform(table.hints[placement.index].action, in: state, area: area, presenter: presenter)
    }

    /// A click on a row selects it, and on the selected row opens it.
    private static func listCommand(_ event: MouseEvent, _ state: BrowseState, _ list: Rect,
                                    _ area: Rect) -> ScreenCommand<BrowseAction>? {
        let rows = BrowseLayout.visibleRows(state, in: area)
        switch event.kind {
        case .wheelUp: return .send(.moveCursor(.rows(-wheelRows), visibleRows: rows))
        case .wheelDown: return .send(.moveCursor(.rows(wheelRows), visibleRows: rows))
        case .click:
            let current = state.currentList
            let first = current.cursor.visibleOffset(rowCount: current.items.count, visibleRows: rows,
                                                     hasLoadingRow: current.isLoadingMore)
            let index = first + event.row - (list.row + 1)  // below the header
            guard event.row > list.row, index < current.items.count else { return nil }
            return index == current.selectedIndex ? .send(.openSelected) : .send(.select(index, visibleRows: rows))
        }
    }

    private static func detailCommand(_ event: MouseEvent, _ detail: DetailState, _ state: BrowseState, _ rect: Rect,
                                      _ area: Rect, _ presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        let lines = DetailView.lines(detail, links: state.links, width: BrowseLayout.detailTextWidth(in: area), presenter: presenter)
        switch event.kind {
        case .wheelUp: return .send(.scrollDetail(.rows(-wheelRows), height: rect.height, lineCount: lines.count))
        case .wheelDown: return .send(.scrollDetail(.rows(wheelRows), height: rect.height, lineCount: lines.count))
        case .click:
            let first = min(max(0, detail.scroll), DetailState.maximumScroll(lineCount: lines.count, height: rect.height))
            let index = first + event.row - rect.row
            guard lines.indices.contains(index), lines[index].kind == .link else { return nil }
            let linkNumber = lines[..<index].filter { $0.kind == .link }.count
            return .send(.followLink(linkNumber))
        }
    }
}
