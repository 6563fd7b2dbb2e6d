/// Rows marked with Space, and the write actions on them: `D` asks once,
/// listing them, then deletes each; `e` opens one form whose filled-in
/// fields are sent to each. The writes go one at a time (`pendingSave`),
/// the rest waiting in `BrowseState.batch`; the status line says how the
/// batch went once its last answer is in.
extension BrowseFeature {
    /// Space: marks the row under the cursor (or unmarks it) and moves to the next.
    static func toggleMark(_ state: inout State) -> [Effect] {
        guard let id = state.currentList.selectedID else { return [] }
        if state.currentList.marked.remove(id) == nil { state.currentList.marked.insert(id) }
        return reduce(&state, .moveCursor(.down, visibleRows: state.viewport.listRows))
    }

    /// The actions that change meaning while rows are marked, and the batch's answers.
    static func reduceMarks(_ state: inout State, _ action: Action) -> [Effect]? {
        switch action {
        case .beginDelete where state.hasMarks:
            guard state.canDelete else { return [] }
            let resource = state.currentList.resource
            let requests = state.currentList.marked.sorted().map { DetailRequest(resource: resource, id: $0) }
            state.mode.open(.confirming(.deleteMarked(requests)))
            return []
        case .confirmDelete(let confirmed) where state.confirmingMarkedDelete != nil:
            let requests = state.confirmingMarkedDelete ?? []
            state.mode.close(.confirmingDelete)
            guard confirmed, state.pendingSave == nil else { return [] }
            return startBatch(requests.map { SaveRequest(resource: $0.resource, id: $0.id, changes: [:], kind: .delete) }, &state)
        case .beginEdit where state.hasMarks:
            guard state.canEdit else { return [] }
            let list = state.currentList
            state.editForm = EditFormState(fields: list.resource.editableFields, purpose: .editMarked(list.marked.sorted()))
            return []
        case .saveFinished(let request, let result) where state.batch != nil && request == state.pendingSave:
            var effects = reduceDetail(&state, action)
            var batch = state.batch!
            if case .value = result { batch.succeeded += 1 } else { batch.failed.append(request.id) }
            if let next = batch.waiting.first {
                batch.waiting.removeFirst()
                state.batch = batch
                state.pendingSave = next
                return effects + [.save(next)]
            }
            state.batch = nil
            if let tab = state.lists.firstIndex(where: { $0.resource == batch.resource }) { state.lists[tab].marked = [] }
            effects += note(batchNote(batch), &state)
            return effects
        default:
            return nil
        }
    }

    /// The marked records' form, checked and closed: what is filled in goes to each of them.
    static func saveMarked(_ ids: [Int], changes: [String: String], _ state: inout State) -> [Effect] {
        guard !changes.isEmpty else { return [] }
        let resource = state.currentList.resource
        return startBatch(ids.map { SaveRequest(resource: resource, id: $0, changes: changes) }, &state)
    }

    private static func startBatch(_ requests: [SaveRequest], _ state: inout State) -> [Effect] {
        guard var batch = requests.isEmpty ? nil : WriteBatch(requests), let first = batch.waiting.first else { return [] }
        batch.waiting.removeFirst()
        state.batch = batch
        state.pendingSave = first
        return [.save(first)]
    }

    /// "Deleted 3 of 3 products." or, when some failed, which: the last answer's own note would say only its record.
    private static func batchNote(_ batch: WriteBatch) -> StatusNote.Kind {
        let name = UIText(batch.resource.title.lowercased())
        let done = batch.succeeded, total = batch.total
        guard batch.failed.isEmpty else {
            let ids = UIText.verbatim(batch.failed.map(String.init).joined(separator: ", "))
            return .refused(batch.kind == .delete ? "Deleted \(done) of \(total) \(name); these failed: \(ids) (! shows the last error)."
                            : "Saved \(done) of \(total) \(name); these failed: \(ids) (! shows the last error).")
        }
        let sentence: UIText = batch.kind == .delete ? "Deleted \(done) of \(total) \(name)." : "Saved \(done) of \(total) \(name)."
        guard !batch.resource.keepsWrites else { return .info(sentence) }
        return .info("\(sentence) The server does not keep changes: shown here until you refresh.")
    }
}
