/// The modes' own state, read through the one mode stack: these are views
/// of `mode`, not fields of their own, so no two of them can disagree.
extension BrowseState {
    /// Whether keys type into the search field.
    package var isEditingSearch: Bool { mode.activeKind == .searching }

    /// The `:` command line's text while it is open.
    package var command: TextFieldState? { commandLine?.field }

    /// The `:` command line while it is open, with its history place and Tab's candidates.
    package var commandLine: CommandLineState? {
        if case .commandLine(let line)? = mode.layer(.commandLine) { return line }
        return nil
    }

    /// The edit form while it is open, under a question about it too.
    package internal(set) var editForm: EditFormState? {
        get {
            if case .form(let form)? = mode.layer(.form) { return form }
            return nil
        }
        set {
            guard let newValue else { return mode.close(.form) }
            if mode.isOpen(.form) {
                mode.update(.form) { $0 = .form(newValue) }
            } else {
                mode.open(.form(newValue))
            }
        }
    }

    /// The record `D` asked to delete, until `y` confirms or another key keeps it.
    package var confirmingDelete: DetailRequest? {
        if case .confirming(.delete(let request))? = mode.layer(.confirmingDelete) { return request }
        return nil
    }

    /// The marked records `D` asked to delete, until `y` confirms or another key keeps them.
    package var confirmingMarkedDelete: [DetailRequest]? {
        if case .confirming(.deleteMarked(let requests))? = mode.layer(.confirmingDelete) { return requests }
        return nil
    }

    /// `L` asked to sign out while edits are unsaved, until y or Enter confirms or another key keeps them.
    package var confirmingSignOut: Bool { mode.isOpen(.confirmingSignOut) }

    /// Esc asked to close a form with changes, until y or Enter confirms or another key keeps editing.
    package var confirmingDiscard: Bool { mode.isOpen(.confirmingDiscard) }

    /// The error note opened whole with `!`.
    package var errorOverlay: ErrorOverlayState? {
        if case .errorOverlay(let overlay)? = mode.layer(.errorOverlay) { return overlay }
        return nil
    }

    package var showsHelp: Bool { mode.isOpen(.help) }

    /// How many of the help's entries are scrolled past.
    package var helpScroll: Int {
        if case .help(let scroll, _)? = mode.layer(.help) { return scroll }
        return 0
    }

    /// What the help lists: the keys (`?`) or the commands (`:help`).
    package var helpTopic: HelpTopic {
        if case .help(_, let topic)? = mode.layer(.help) { return topic }
        return .keys
    }

    /// Rows the list shows on this screen (0 until the screen says).
    package var visibleRows: Int { viewport.listRows }
}
