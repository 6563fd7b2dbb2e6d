import ViewModels

/// What a click or a wheel turn means in the browser, from where it landed
/// in the layout of the frame as drawn: a tab, a row of the list, a row of
/// the detail, a hint of the footer (which names what its key names), the
/// error's summary on the status line (which opens it whole). It places the
/// event and names an action; what a click on a row does is the feature's.
package enum BrowseMouse {
    /// Rows a notch of the wheel moves the list's cursor or scrolls the detail.
    package static let wheelRows = 3

    package static func command(for event: MouseEvent, in state: BrowseState, area: Rect,
                                presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        guard state.mode.activeKind == .browsing, area.contains(row: event.row, col: event.col) else { return nil }
        if event.row == area.row { return event.kind == .click ? tab(at: event.col, state, area, presenter) : nil }
        if event.row == area.maxRow - 1 { return event.kind == .click ? hint(at: event.col, state, area, presenter) : nil }
        if state.detail != nil {
            let rect = BrowseLayout.detailArea(in: area)
            if rect.contains(row: event.row, col: event.col) {
                return detailCommand(event, rect)
            }
            if BrowseLayout.isDetailFullScreen(state, in: area) { return nil }
        }
        let list = BrowseLayout.listArea(in: area, detailOpen: state.detail != nil)
        guard list.contains(row: event.row, col: event.col) else { return nil }
        return listCommand(event, state, list, area, presenter)
    }

    /// Whether a click lands on the error's summary in the status line, in
    /// the list's own mode (a form, a question or an overlay has the keys).
    package static func opensError(_ event: MouseEvent, in state: BrowseState, area: Rect, app: AppState) -> Bool {
        guard event.kind == .click, event.row == area.maxRow - 2, state.mode.activeKind == .browsing else { return false }
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
        let table = BrowseKeys.presented(state)
        let placements = KeyHints.placements(table.translated(presenter), in: area.line(area.height - 1))
        guard let placement = placements.first(where: { $0.columns.contains(col) })
        else { return nil }
        return BrowseKeys.send(table.hints[placement.index].action)
    }

    /// A click names the row it landed on, or on the header the column to
    /// sort by; the wheel moves the cursor.
    private static func listCommand(_ event: MouseEvent, _ state: BrowseState, _ list: Rect,
                                    _ area: Rect, _ presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        let rows = BrowseLayout.visibleRows(state, in: area)
        switch event.kind {
        case .wheelUp: return .send(.moveCursor(.rows(-wheelRows), visibleRows: rows))
        case .wheelDown: return .send(.moveCursor(.rows(wheelRows), visibleRows: rows))
        case .click:
            let current = state.currentList
            let first = current.cursor.visibleOffset(rowCount: current.rowCount, visibleRows: rows)
            guard event.row > list.row else {
                let columns = BrowseListColumns(state, presenter: presenter, width: list.width)
                return columns.column(at: event.col, start: list.col, width: list.width).map { .send(.clickedHeader($0)) }
            }
            return .send(.clickedRow(first + event.row - (list.row + 1)))
        }
    }

    /// The wheel scrolls the detail; a click names the row of the detail it landed on.
    private static func detailCommand(_ event: MouseEvent, _ rect: Rect) -> ScreenCommand<BrowseAction>? {
        switch event.kind {
        case .wheelUp: return .send(.scrollDetail(.rows(-wheelRows)))
        case .wheelDown: return .send(.scrollDetail(.rows(wheelRows)))
        case .click: return .send(.clickedDetailRow(event.row - rect.row))
        }
    }
}
