import ViewModels

public enum BrowseAction: Sendable, Equatable {
    case nextTab, previousTab, tab(Int)
    case search
    case up, down, pageUp, pageDown, top, bottom
    case open, back, edit, refresh, logout, quit, redraw, help
}

public enum SearchAction: Sendable, Equatable {
    case accept, cancel, quit
}

/// What the browse screen shows besides the pane's rows.
public struct BrowseScreenModel: Sendable {
    public var tabs: TabsState
    public var snapshot = BrowseSnapshot()
    public var list = ListViewState()
    public var search = TextFieldState()
    public var isSearching = false
    /// The open detail and how far it is scrolled; nil when closed.
    public var detail: DetailState?
    public var detailScroll = 0
    /// The detail's wrapped lines for the width they were made at, so a frame
    /// re-wraps only when the detail or the width changed.
    public private(set) var detailLayout: (state: DetailState, width: Int, lines: [DetailView.Line])?
    public var status: StatusLine
    public var showHelp = false
    /// The user edit form over the detail, when open.
    public var editForm: UserEditForm?
    /// Whether the open detail is a user's, which can be edited.
    public var detailIsUser = false

    public init(tabs: TabsState, status: StatusLine) {
        self.tabs = tabs
        self.status = status
    }

    /// The detail's lines at `width`, from the layout when it is current.
    public func detailLines(width: Int) -> [DetailView.Line] {
        guard let detail else { return [] }
        if let layout = detailLayout, layout.width == width, layout.state == detail { return layout.lines }
        return DetailView.lines(detail, width: width)
    }

    /// Keeps the detail's layout current for `width`; call before drawing or scrolling.
    @discardableResult
    public mutating func layoutDetail(width: Int) -> [DetailView.Line] {
        guard let detail else {
            detailLayout = nil
            return []
        }
        let lines = detailLines(width: width)
        detailLayout = (detail, width, lines)
        return lines
    }
}

/// The browser: tabs, the search line, the list, the detail (a side pane at
/// 100 columns and more, a full screen below), the status bar and the hints.
public enum BrowseScreen {
    /// From this width the detail opens beside the list.
    public static let sidePaneMinimumWidth = 100
    /// Rows from the end of what is loaded at which the next page is asked for.
    public static let loadMoreThreshold = 5

    public static func keyTable(_ model: BrowseScreenModel) -> KeyBindingTable<BrowseAction> {
        let detailOpen = model.detail != nil
        return KeyBindingTable([
            KeyBinding([.up, .character("k")], label: "Up", help: "Move up (scroll the detail when it is full screen)",
                       showsInHints: false, action: .up),
            KeyBinding([.down, .character("j")], label: "Down", help: "Move down", showsInHints: false, action: .down),
            KeyBinding([.pageUp, .ctrl("b")], label: "PgUp", help: "Page up", showsInHints: false, action: .pageUp),
            KeyBinding([.pageDown, .ctrl("f"), .character(" ")], label: "PgDn", help: "Page down", showsInHints: false,
                       action: .pageDown),
            KeyBinding([.home, .character("g")], label: "Top", help: "Go to the first item", showsInHints: false, action: .top),
            KeyBinding([.end, .character("G")], label: "Bottom", help: "Go to the last loaded item", showsInHints: false,
                       action: .bottom),
            KeyBinding([.enter], label: "Open", help: "Open the selected item", action: .open),
            KeyBinding([.escape], label: "Back", help: "Close the detail, or clear the search", isEnabled: detailOpen || !model.snapshot.query.isEmpty,
                       action: .back),
            KeyBinding([.character("e")], label: "Edit", help: "Edit the user shown in the detail",
                       isEnabled: model.detailIsUser && model.detail?.content != nil, action: .edit),
            KeyBinding([.character("/")], label: "Search", help: "Search this list (Enter keeps it, Esc clears it)",
                       action: .search),
            KeyBinding([.tab], label: "Next tab", help: "Next list", showsInHints: false, action: .nextTab),
            KeyBinding([.backTab], label: "Prev tab", help: "Previous list", showsInHints: false, action: .previousTab),
            KeyBinding([.character("1")], label: "Products", help: "Show products", showsInHints: false, action: .tab(0)),
            KeyBinding([.character("2")], label: "Posts", help: "Show posts", showsInHints: false, action: .tab(1)),
            KeyBinding([.character("3")], label: "Users", help: "Show users", showsInHints: false, action: .tab(2)),
            KeyBinding([.character("r")], label: "Refresh", help: "Load the list again", action: .refresh),
            KeyBinding([.character("L")], label: "Logout", help: "Sign out and forget the session", action: .logout),
            KeyBinding([.character("?")], label: "Help", help: "Show or hide these keys", action: .help),
            KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
            KeyBinding([.character("q")], label: "Quit", help: "Quit Courier", action: .quit),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier, from anywhere", showsInHints: false, action: .quit),
        ])
    }

    public static let searchTable = KeyBindingTable<SearchAction>([
        KeyBinding([.enter], label: "Keep", help: "Keep the search and go back to the list", action: .accept),
        KeyBinding([.escape], label: "Clear", help: "Clear the search", action: .cancel),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    /// Rows the list shows at a size (for paging and keeping the selection visible).
    public static func listArea(in area: Rect, detailOpen: Bool) -> Rect {
        var list = Rect(row: area.row + 2, col: area.col, width: area.width, height: area.height - 4)
        if detailOpen && area.width >= sidePaneMinimumWidth {
            list.width = area.width * 55 / 100
        }
        return list
    }

    /// The width the detail's text is wrapped to.
    public static func detailTextWidth(in area: Rect) -> Int { detailArea(in: area).width - 1 }

    public static func detailArea(in area: Rect) -> Rect {
        let list = listArea(in: area, detailOpen: true)
        if area.width >= sidePaneMinimumWidth {
            return Rect(row: list.row, col: list.maxCol + 1, width: area.width - list.width - 1, height: list.height)
        }
        return list
    }

    @MainActor
    public static func render(_ model: BrowseScreenModel, pane: BrowsePane, into buffer: inout CellBuffer, area: Rect,
                              theme: Theme) {
        buffer.fill(area, style: theme.text)
        Tabs.render(model.tabs, into: &buffer, area: area.line(0), theme: theme)
        renderSearchLine(model, pane: pane, into: &buffer, area: area.line(1), theme: theme)

        let fullScreenDetail = model.detail != nil && area.width < sidePaneMinimumWidth
        if !fullScreenDetail {
            let listRect = listArea(in: area, detailOpen: model.detail != nil)
            let columns = pane.columns(forWidth: listRect.width)
            let snapshot = model.snapshot
            ListView.render(model.list, columns: columns, rowCount: snapshot.count,
                            hasLoadingRow: snapshot.isLoadingMore || (snapshot.isLoadingFirstPage && snapshot.count == 0),
                            placeholder: placeholder(snapshot), into: &buffer, area: listRect, theme: theme) { index in
                pane.row(index, columnCount: columns.count)
            }
        }
        if model.detail != nil {
            let rect = detailArea(in: area)
            if !fullScreenDetail {
                for row in rect.row..<rect.maxRow { buffer.write(String(theme.borders.vertical), row: row, col: rect.col - 1, style: theme.border) }
            }
            let lines = model.detailLines(width: detailTextWidth(in: area))
            DetailView.render(lines, scroll: model.detailScroll, into: &buffer,
                              area: Rect(row: rect.row, col: rect.col + (fullScreenDetail ? 0 : 1), width: rect.width - 1, height: rect.height),
                              theme: theme)
        }
        if let form = model.editForm {
            UserEditForm.render(form, isSaving: model.detail?.isSaving ?? false, into: &buffer,
                                area: detailArea(in: area), theme: theme)
        }
        StatusLine.render(model.status, into: &buffer, area: area.line(area.height - 2), theme: theme)
        if model.editForm != nil {
            KeyHints.render(UserEditForm.keyTable, into: &buffer, area: area.line(area.height - 1), theme: theme)
        } else if model.isSearching {
            KeyHints.render(searchTable, into: &buffer, area: area.line(area.height - 1), theme: theme)
        } else {
            KeyHints.render(keyTable(model), into: &buffer, area: area.line(area.height - 1), theme: theme)
        }
        if model.showHelp {
            buffer.cursor = nil
            HelpOverlay.render(keyTable(model), title: "Keys", into: &buffer,
                               area: area.inset(by: 1).droppingBottom(1), theme: theme)
        }
    }

    @MainActor
    private static func renderSearchLine(_ model: BrowseScreenModel, pane: BrowsePane, into buffer: inout CellBuffer,
                                         area: Rect, theme: Theme) {
        let snapshot = model.snapshot
        let count = snapshot.hasLoaded ? "\(snapshot.count) of \(snapshot.total)" : ""
        let countWidth = count.displayWidth
        let left = Rect(row: area.row, col: area.col, width: max(0, area.width - countWidth - 1), height: 1)
        if model.isSearching || !snapshot.query.isEmpty || !model.search.value.isEmpty {
            let label = "Search: "
            let after = buffer.write(label, row: area.row, col: area.col, style: theme.dim, in: left)
            TextField.render(model.search, placeholder: "type to search \(pane.kind.rawValue)", isFocused: model.isSearching,
                             into: &buffer, area: Rect(row: area.row, col: after, width: left.maxCol - after, height: 1), theme: theme)
        } else {
            buffer.writeLine("/ to search \(pane.kind.rawValue)", in: left, style: theme.dim)
        }
        if !model.isSearching { buffer.cursor = nil }
        buffer.write(count, row: area.row, col: area.maxCol - countWidth, style: theme.dim, in: area)
    }

    static func placeholder(_ snapshot: BrowseSnapshot) -> String {
        if let error = snapshot.errorMessage, snapshot.count == 0 { return Sanitizer.singleLine(error) }
        if snapshot.isLoadingFirstPage { return "" }
        return snapshot.emptyMessage ?? ""
    }
}
