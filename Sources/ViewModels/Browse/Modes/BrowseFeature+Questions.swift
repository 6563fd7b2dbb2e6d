/// The questions on the status line: delete this record, sign out and lose
/// the edits, discard the form's changes. Each opens over the mode that
/// asked and returns to it when the answer is no.
extension BrowseFeature {
    static func reduceQuestion(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .cancelEdit:
            // Esc on typed work: ask first, as `L` does.
            state.mode.open(.confirming(.discard))
        case .confirmDiscard(let discard):
            state.mode.close(.confirmingDiscard)
            if discard { return reduceDetail(&state, .cancelEdit) }
        case .beginSignOut:
            if state.hasUnsavedEdits { state.mode.open(.confirming(.signOut)) }
        case .cancelSignOut:
            state.mode.close(.confirmingSignOut)
        default:
            break
        }
        return []
    }

    /// What y, Enter, or any other key answers to the open question.
    static func answer(_ intent: ConfirmationIntent, _ state: inout State) -> [Effect] {
        guard case .confirming(let question) = state.mode.active else { return [] }
        if intent == .quit { return [.quit] }
        let yes = intent == .yes || intent == .defaultAnswer
        switch question {
        // Deleting cannot be undone: only y deletes, Enter keeps the record.
        case .delete, .deleteMarked: return reduce(&state, .confirmDelete(intent == .yes))
        case .discard: return reduce(&state, .confirmDiscard(yes))
        case .signOut:
            guard yes else { return reduce(&state, .cancelSignOut) }
            state.mode.close(.confirmingSignOut)
            return [.signOut]
        }
    }
}
