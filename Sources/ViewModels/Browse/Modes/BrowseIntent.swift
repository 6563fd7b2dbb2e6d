/// What a key means in each of the browser's modes. A key table maps keys
/// to these; the reducer decides what each does from state.
package enum BrowseIntent: Sendable, Equatable {
    case browsing(BrowsingIntent)
    case search(SearchIntent)
    case commandLine(CommandLineIntent)
    case form(FormIntent)
    case confirmation(ConfirmationIntent)
    case help(OverlayIntent)
    case errorOverlay(OverlayIntent)
    case requestLog(OverlayIntent)
    case exporting(ExportIntent)

    /// The mode whose keys these are: the reducer ignores an intent of another mode.
    package var modeKinds: Set<BrowseMode.Kind> {
        switch self {
        case .browsing: [.browsing]
        case .search: [.searching]
        case .commandLine: [.commandLine]
        case .form: [.form]
        case .confirmation: [.confirmingDelete, .confirmingSignOut, .confirmingDiscard]
        case .help: [.help]
        case .errorOverlay: [.errorOverlay]
        case .requestLog: [.requestLog]
        case .exporting: [.exporting]
        }
    }
}

package enum BrowsingIntent: KeyIntent {
    /// The list's cursor, or the detail's scroll when the detail has the body.
    case move(ScrollStep)
    case nextTab, previousTab
    case tab(Int)
    case search, open, back, edit, add, delete, refresh
    /// Signs out, asking first when edits are unsaved.
    case signOut
    case quit, help, redraw
    /// The open detail's link at this index of `BrowseState.links`.
    case link(Int)
    /// `:` and `f` (the line opened at the list's first filter).
    case command, filter
    case cycleSort, flipSort
    /// `!`: the status line's error, whole.
    case showError
    /// Space: marks the row (or unmarks it) for the write actions, and moves on.
    case mark
    /// ← and →: the columns that do not fit come into view.
    case columnLeft, columnRight
    /// `y` and `Y`: the selected record's id, or its JSON, to the clipboard.
    case copyID, copyJSON
    /// `o`: the selected record's JSON in the pager.
    case page
    /// `E`: the open record's fields in the editor.
    case editExternally

    package var name: String {
        switch self {
        case .move(let step): "move-\(step.name)"
        case .tab(let index): "tab-\(index + 1)"
        case .link(let index): "link-\(index + 1)"
        case .nextTab: "next-tab"
        case .previousTab: "previous-tab"
        case .search: "search"
        case .open: "open"
        case .back: "back"
        case .edit: "edit"
        case .add: "add"
        case .delete: "delete"
        case .refresh: "refresh"
        case .signOut: "sign-out"
        case .quit: "quit"
        case .help: "help"
        case .redraw: "redraw"
        case .command: "command"
        case .filter: "filter"
        case .cycleSort: "cycle-sort"
        case .flipSort: "flip-sort"
        case .showError: "show-error"
        case .mark: "mark"
        case .columnLeft: "column-left"
        case .columnRight: "column-right"
        case .copyID: "copy-id"
        case .copyJSON: "copy-json"
        case .page: "pager"
        case .editExternally: "edit-in-editor"
        }
    }
}

package enum SearchIntent: String, KeyIntent {
    case accept, cancel, quit
    package var name: String { "search-" + rawValue }
}

package enum CommandLineIntent: String, KeyIntent {
    case run
    /// Tab: as far as the candidates agree, then the next candidate each time.
    case complete
    /// Shift-Tab: the previous candidate.
    case completeBack = "complete-back"
    /// ↑ and ↓ (Ctrl-P and Ctrl-N): the history of lines run, kept across runs.
    case older, newer
    case cancel, quit
    package var name: String { "command-" + rawValue }
}

package enum FormIntent: String, KeyIntent {
    case next, previous, save, cancel, quit
    package var name: String { "form-" + rawValue }
}

/// The answer to a question on the status line. Any key the table does not
/// bind answers no.
package enum ConfirmationIntent: String, KeyIntent {
    case yes
    /// Enter: yes where the question's answer is yes by default (signing
    /// out, discarding), no for a delete.
    case defaultAnswer = "default-answer"
    case no, quit
    package var name: String { "confirm-" + rawValue }
}

/// The keys of an overlay that is read and closed: help, the error message.
package enum OverlayIntent: KeyIntent {
    case scroll(ScrollStep)
    case close, quit
    /// `y` over an error: the request behind it, as a curl command, to the clipboard.
    case copy

    package var name: String {
        switch self {
        case .scroll(let step): "scroll-\(step.name)"
        case .close: "close"
        case .quit: "quit"
        case .copy: "copy"
        }
    }
}

extension ScrollStep {
    package var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .top: "top"
        case .bottom: "bottom"
        case .halfPageUp: "half-page-up"
        case .halfPageDown: "half-page-down"
        case .rows(let rows): "rows-\(rows)"
        }
    }
}
