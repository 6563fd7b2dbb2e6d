import ViewModels

/// Where the browser's parts go at a size: tabs, search line, list, detail
/// (a side pane at 100 columns and more, the whole body below), status bar
/// and hints. Computed from the size every time, never stored.
package enum BrowseLayout {
    /// From this width the detail opens beside the list.
    package static let sidePaneMinimumWidth = 100

    package static func listArea(in area: Rect, detailOpen: Bool) -> Rect {
        var list = Rect(row: area.row + 2, col: area.col, width: area.width, height: area.height - 4)
        if detailOpen && area.width >= sidePaneMinimumWidth {
            list.width = area.width * 55 / 100
        }
        return list
    }

    package static func detailArea(in area: Rect) -> Rect {
        let list = listArea(in: area, detailOpen: true)
        if area.width >= sidePaneMinimumWidth {
            return Rect(row: list.row, col: list.maxCol + 1, width: area.width - list.width - 1, height: list.height)
        }
        return list
    }

    /// The width the detail's text is wrapped to.
    package static func detailTextWidth(in area: Rect) -> Int { detailArea(in: area).width - 1 }

    package static func isDetailFullScreen(_ state: BrowseState, in area: Rect) -> Bool {
        state.detail != nil && area.width < sidePaneMinimumWidth
    }

    /// Rows of data the list shows at this size.
    package static func visibleRows(_ state: BrowseState, in area: Rect) -> Int {
        ListView.visibleRows(in: listArea(in: area, detailOpen: state.detail != nil))
    }

    /// Where the help overlay is drawn.
    package static func helpArea(in area: Rect) -> Rect { area.inset(by: 1).droppingBottom(1) }

    /// What a frame of `state` at this size lays out, for the feature to
    /// scroll by. `detailLines` are the open detail's wrapped lines, which the
    /// frame has just drawn: they are measured once, where text is wrapped.
    package static func viewport(_ state: BrowseState, in area: Rect, presenter: ErrorPresenter,
                                 detailLines: [DetailView.Line]) -> BrowseViewport {
        let help = helpArea(in: area)
        var viewport = BrowseViewport(listRows: visibleRows(state, in: area),
                                      detailTakesBody: area.width < sidePaneMinimumWidth,
                                      detailRows: DetailView.textRows(lineCount: detailLines.count,
                                                                      height: detailArea(in: area).height),
                                      detailLineCount: detailLines.count,
                                      detailLinkLines: detailLines.indices.filter { detailLines[$0].kind == .link },
                                      helpPage: max(1, help.height - 4),
                                      // Measured only while shown: its sentences are wrapped to measure it.
                                      helpMaximumScroll: !state.showsHelp ? 0 : {
                                          let content = BrowseHelp(state, presenter: presenter)
                                          return HelpOverlay.maximumScroll(content.entries, title: content.title, footer: content.footer,
                                                                           area: help)
                                      }())
        if !isDetailFullScreen(state, in: area), state.lists.indices.contains(state.selectedTab) {
            viewport.maximumColumnOffset = BrowseListColumns(state, presenter: presenter,
                                                             width: listArea(in: area, detailOpen: state.detail != nil).width).maximumOffset
        }
        if let overlay = state.errorOverlay {
            let layout = ErrorOverlayView.layout(overlay, presenter: presenter, area: area)
            viewport.errorPage = max(1, layout.visibleRows - 1)
            viewport.errorMaximumScroll = layout.maximumScroll
        }
        if let log = state.requestLog {
            viewport.logPage = RequestLogView.page(log, presenter: presenter, area: area)
            viewport.logMaximumScroll = RequestLogView.maximumScroll(log, presenter: presenter, area: area)
        }
        return viewport
    }
}
