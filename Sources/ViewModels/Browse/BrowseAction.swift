import Foundation
import Network
import Reactive

/// A step of the cursor in a list, or of the scroll in a detail.
package enum ScrollStep: Sendable, Equatable {
    case up, down, pageUp, pageDown, top, bottom
    /// Ctrl-U and Ctrl-D: half a page, as in vi and less.
    case halfPageUp, halfPageDown
    /// Rows at a time, down when positive: a turn of the mouse wheel.
    case rows(Int)
}

/// What keys, timers and network results mean to the browser.
package enum BrowseAction: Sendable {
    /// The browser is shown: load the current list if it has not been.
    case appear
    /// A key of the active mode's table: the reducer decides what it does.
    case intent(BrowseIntent)
    case selectTab(Int)
    case nextTab, previousTab
    /// Moves the cursor; `visibleRows` is how many rows the list shows now.
    case moveCursor(ScrollStep, visibleRows: Int)
    /// Puts the cursor on row `index` (a click, say).
    case select(Int, visibleRows: Int)
    /// Asks for the next page now, wherever the cursor is.
    case loadMore
    /// The screen shows this many rows of the list (at start and after a resize).
    case viewport(rows: Int)
    /// What a frame laid out and measured, when it differs from `BrowseState.viewport`.
    case viewportMeasured(BrowseViewport)
    /// A click on row `index` of the list: the selected row opens, another is selected.
    case clickedRow(Int)
    /// A click on this row of the detail's area, counted from its top: a link's line follows it.
    case clickedDetailRow(Int)
    /// A click on the header of the resource's column at this index: sorts by it, or flips the order.
    case clickedHeader(Int)
    /// Whether the screen draws pictures, said once at start.
    case showPictures(Bool)
    case refresh
    case setFilter(FilterValue?)
    case setSort(SortKey?)
    /// `s`: sort by the next of the list's sort fields, then unsorted again.
    case cycleSort
    /// `S`: the other order (sorting by the first field if unsorted).
    case flipSortOrder

    /// `:` opens the command line with this text (`f` opens it at "filter ").
    case beginCommand(String)
    case editCommand(TextFieldAction)
    /// Tab: completes the word being typed, then shows each candidate in turn.
    case completeCommand
    /// Shift-Tab: the candidate before.
    case completeBack
    /// ↑/Ctrl-P and ↓/Ctrl-N on the `:` line: the lines run before.
    case historyOlder, historyNewer
    /// Enter: does what the line says, or says why not and keeps it open.
    case runCommand
    case cancelCommand

    case beginSearch
    case editSearch(TextFieldAction)
    /// Enter: keep the search and go back to the list.
    case acceptSearch
    /// Esc while typing: clear the search.
    case cancelSearch
    /// The typed text, once typing has paused.
    case searchSettled(tab: Int, text: String)

    case openSelected
    case openDetail(id: Int)
    /// Esc: back along the trail of links, else close the detail, or clear the search.
    case back
    /// Follows the open detail's link at this index of `BrowseState.links`.
    case followLink(Int)
    /// Scrolls the detail within the lines the screen measured (`BrowseState.viewport`).
    case scrollDetail(ScrollStep)

    case beginEdit
    case editField(TextFieldAction)
    case focusField(by: Int)
    case saveEdit
    case cancelEdit
    /// `n`: a form for a new record of the list shown.
    case beginAdd
    /// `D`: asks to confirm deleting the record shown.
    case beginDelete
    /// `y` deletes; anything else keeps it.
    case confirmDelete(Bool)

    /// `L` with unsaved edits: asks before signing out (the app signs out; the browser only asks).
    case beginSignOut
    /// Any key but y or Enter at that question: the edits stay.
    case cancelSignOut
    /// The answer to "Discard your changes?", asked when Esc closes a form
    /// that has them: true (y or Enter) closes it, false keeps editing.
    case confirmDiscard(Bool)

    /// `!`: the status line's error, whole, in an overlay.
    case showError
    case hideError
    /// Scrolls the error's overlay to this many lines down (the screen knows how far it can go).
    case scrollError(to: Int)

    case toggleHelp
    case hideHelp
    /// Scrolls the help to this many rows down (the screen knows how far it can go).
    case scrollHelp(to: Int)

    case pageLoaded(tab: Int, PageRequest, SourcedResult<ListPage>, at: Date)
    case pageFinished(tab: Int, PageRequest)
    case detailLoaded(DetailRequest, SourcedResult<DetailContent>, at: Date)
    case detailFinished(DetailRequest)
    case pictureLoaded(DetailRequest, DetailPicture)
    case saveFinished(SaveRequest, NetworkResult<WriteAnswer>)
    /// Names a lookup brought (from the cache, then the server).
    case namesLoaded(NameLookup, [Int: String])
    /// A lookup failed (nil: it could not be asked): its ids keep showing.
    case namesFailed(NameLookup, NetworkError?)
    case noteExpired
    case tick(Date)
    /// The wait before the next try at an unreachable server is over.
    case probeDue
    /// The values a filter takes, as its server listed them.
    case choicesLoaded(FilterChoices, [String])
    /// Time to ask for the view shown again (`--refresh`, `:refresh N`).
    case refreshDue
    /// `y`, `Y`, `o`, `E` and what the shell answers about them.
    case takeOut(TakeOutAction)
    /// The request behind an error, and `:log`.
    case requests(RequestAction)
    /// `:export FILE` on its way.
    case export(ExportAction)
}

/// What the browser asks to happen.
package enum BrowseEffect: Sendable, Equatable {
    /// Loads a first page; a newer one for the same tab replaces it.
    case loadFirstPage(tab: Int, PageRequest)
    /// Loads a next page, or with nil stops the one on its way.
    case loadNextPage(tab: Int, PageRequest?)
    /// Stops a first page on its way (its list was put back as it was).
    case cancelFirstPage(tab: Int)
    /// Waits for typing to pause, then settles the search.
    case debounceSearch(tab: Int, text: String)
    /// Loads a record for the detail, or with nil stops the one on its way.
    case loadDetail(DetailRequest?)
    /// Loads a record the cursor moved to, once it has rested
    /// (`ViewModelDefaults.detailFollowDelay`); any newer detail effect replaces it.
    case followDetail(DetailRequest)
    case save(SaveRequest)
    /// Fetches and decodes the open detail's picture; a newer one, or any `loadDetail`, stops it.
    case loadPicture(DetailRequest, reference: String)
    /// Tries the server again after this wait, or with nil stops waiting; a newer one replaces the older.
    case probeServer(after: RxTimeInterval?)
    /// Clears the note after its lifetime; a newer note's expiry replaces an older one's.
    case expireNote
    /// Looks up the names reference columns and links show instead of these ids.
    case lookUpNames(NameLookup)
    /// Keeps what the browser remembers across runs (the `:` history, saved views and columns).
    case remember(BrowseMemory)
    /// Asks the server for the values a filter takes, for the `:` line to offer.
    case loadChoices(FilterChoices)
    /// Asks for `.refreshDue` every so often, or with nil stops; a newer one replaces the older.
    case refreshEvery(RxTimeInterval?)
    /// The person asked to sign out (and was asked first if edits were unsaved): the app shell signs out.
    case signOut
    /// The person asked to quit: the app shell ends the app.
    case quit
    /// The clipboard, the pager, the editor (the shell's), or a record's JSON (the network's).
    case takeOut(TakeOutEffect)
    /// Reads the client's request journal.
    case requests(RequestEffect)
    /// Starts or stops writing an export.
    case export(ExportEffect)
}
