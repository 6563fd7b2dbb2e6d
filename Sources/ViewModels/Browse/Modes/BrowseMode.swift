/// One thing the browser is doing, with the state only that mode has.
/// `BrowseModeStack` keeps which of them are open and which one has the keys.
package enum BrowseMode: Sendable, Equatable {
    /// The lists and the detail: the floor every other mode opens over.
    case browsing
    /// Typing a search into the list's search field (the text lives in the list).
    case searching
    /// The `:` line: what is typed on it, its place in the history and among Tab's candidates.
    case commandLine(CommandLineState)
    /// The form editing the open record, or making a new one.
    case form(EditFormState)
    /// A yes-or-no question on the status line.
    case confirming(BrowseQuestion)
    /// The `?` overlay (the keys) or `:help`'s (the commands), scrolled this many rows down.
    case help(scroll: Int, topic: HelpTopic = .keys)
    /// The `!` overlay with the whole error message.
    case errorOverlay(ErrorOverlayState)
    /// `:log`: the recent requests.
    case requestLog(RequestLogState)
    /// `:export FILE` on its way.
    case exporting(ExportProgress)

    /// The modes without their state: what the stacking rules and the key tables are keyed by.
    package enum Kind: Sendable, Hashable, CaseIterable {
        case browsing, searching, commandLine, form, confirmingDelete, confirmingSignOut, confirmingDiscard, help, errorOverlay
        case requestLog, exporting

        /// The modes this one may open over. Opening it closes every layer
        /// above the nearest of them; answering or closing it returns there.
        package var opensOver: Set<Kind> {
            switch self {
            case .browsing: []
            // Esc on a form with changes asks first; "no" goes back to the form.
            case .confirmingDiscard: [.form]
            // A sign-out asked from the form keeps the form's edits when the answer is no.
            case .confirmingSignOut: [.browsing, .form]
            case .searching, .commandLine, .form, .confirmingDelete, .help, .errorOverlay, .requestLog, .exporting: [.browsing]
            }
        }

        /// Whether the footer names this mode's keys. A question and an
        /// overlay have none of their own: the footer stays that of the mode below.
        package var hasFooter: Bool {
            switch self {
            case .browsing, .searching, .commandLine, .form, .exporting: true
            case .confirmingDelete, .confirmingSignOut, .confirmingDiscard, .help, .errorOverlay, .requestLog: false
            }
        }
    }

    package var kind: Kind {
        switch self {
        case .browsing: .browsing
        case .searching: .searching
        case .commandLine: .commandLine
        case .form: .form
        case .confirming(.delete), .confirming(.deleteMarked): .confirmingDelete
        case .confirming(.signOut): .confirmingSignOut
        case .confirming(.discard): .confirmingDiscard
        case .help: .help
        case .errorOverlay: .errorOverlay
        case .requestLog: .requestLog
        case .exporting: .exporting
        }
    }
}

/// What the help overlay lists: the active mode's keys (`?`), or every
/// command of the `:` line with the config file's aliases and the views (`:help`).
package enum HelpTopic: Sendable, Equatable {
    case keys, commands
}

/// What a confirmation asks, carrying what it confirms.
package enum BrowseQuestion: Sendable, Equatable {
    /// `D`: delete this record? Only y deletes.
    case delete(DetailRequest)
    /// `D` with rows marked: delete all of these? Only y deletes, one after another.
    case deleteMarked([DetailRequest])
    /// `L` with unsaved edits: sign out and lose them? y or Enter signs out.
    case signOut
    /// Esc on a form with changes: throw them away? y or Enter does.
    case discard
}
