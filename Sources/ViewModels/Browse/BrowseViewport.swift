/// What the screen laid out in its last frame, reported back to the
/// browser so that keys scroll by it and no key handler measures anything:
/// the app sends `.viewport(rows:)` at start and `.viewportMeasured` after
/// a frame whose layout differs from this.
///
/// The detail's wrapped line count needs the terminal's text wrapping, so
/// the frame measures it and reports it here rather than the reducer
/// scrolling blind and the screen clamping later: a scroll stays exact
/// (`G` lands on the last line, `k` after it moves at once), and until the
/// first frame of a new detail reports, its scroll is held at the top.
package struct BrowseViewport: Sendable, Equatable {
    /// Rows of data the list shows.
    package var listRows = 0
    /// Whether the open detail takes the whole body (a narrow screen): the arrows then scroll it.
    package var detailTakesBody = false
    /// Rows the detail shows.
    package var detailRows = 0
    /// Lines the open detail's text wraps to at the width it is shown.
    package var detailLineCount = 0
    /// Which of those lines are links, in the order of `BrowseState.links`.
    package var detailLinkLines: [Int] = []
    /// Rows a page of the help scrolls, and how far down it can go (a long sentence wraps to several).
    package var helpPage = 1
    package var helpMaximumScroll = 0
    /// Lines a page of the error overlay scrolls, and how far down it can go.
    package var errorPage = 1
    package var errorMaximumScroll = 0
    /// How many columns → can scroll past before every one left fits (0: they all fit).
    package var maximumColumnOffset = 0
    /// Lines a page of `:log` scrolls, and how far down it can go.
    package var logPage = 1
    package var logMaximumScroll = 0

    package init(listRows: Int = 0, detailTakesBody: Bool = false, detailRows: Int = 0, detailLineCount: Int = 0,
                 detailLinkLines: [Int] = [], helpPage: Int = 1, helpMaximumScroll: Int = 0, errorPage: Int = 1,
                 errorMaximumScroll: Int = 0, maximumColumnOffset: Int = 0) {
        self.listRows = listRows
        self.detailTakesBody = detailTakesBody
        self.detailRows = detailRows
        self.detailLineCount = detailLineCount
        self.detailLinkLines = detailLinkLines
        self.helpPage = helpPage
        self.helpMaximumScroll = helpMaximumScroll
        self.errorPage = errorPage
        self.errorMaximumScroll = errorMaximumScroll
        self.maximumColumnOffset = maximumColumnOffset
    }

    /// The detail's scroll as far as its lines go.
    package func clampedDetailScroll(_ scroll: Int) -> Int {
        min(max(0, scroll), DetailState.maximumScroll(lineCount: detailLineCount, height: detailRows))
    }
}
