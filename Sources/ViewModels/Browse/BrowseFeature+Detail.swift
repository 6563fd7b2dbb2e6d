import Network

/// The open detail: loading it, scrolling it, and editing the record.
extension BrowseFeature {
    static func openDetail(_ id: Int, _ state: inout State, keepScroll: Bool) -> [Effect] {
        let request = DetailRequest(resource: state.currentList.resource, id: id)
        var detail = DetailState(request: request)
        detail.isSaving = state.pendingSave?.isFor(request) == true
        if keepScroll, let open = state.detail, open.request.id == id, open.resource == request.resource {
            // A refresh keeps what is shown until the new copy arrives.
            detail.content = open.content
            detail.source = open.source
            detail.scroll = open.scroll
            detail.saveError = open.saveError
            // A shown picture stays through a refresh; one that failed is asked for again.
            if open.picture?.image != nil { detail.picture = open.picture }
        } else {
            state.editForm = nil
        }
        if let written = state.writtenRecords[request] {
            // The server kept no write: what it answered is the record, and asking again would find nothing.
            detail.content = written
            detail.isLoading = false
            detail.source = .network
            state.detail = detail
            return [.loadDetail(nil)] + (state.showsPictures ? pictureEffects(&state.detail!) : [])
        }
        state.detail = detail
        return [.loadDetail(request)]
    }

    /// Asks for the picture the content names, unless it is the one already there.
    private static func pictureEffects(_ detail: inout DetailState) -> [Effect] {
        guard let reference = detail.content?.picture else {
            detail.picture = nil
            return []
        }
        guard detail.picture?.reference != reference else { return [] }
        detail.picture = .loading(reference: reference)
        return [.loadPicture(detail.request, reference: reference)]
    }

    static func closeDetail(_ state: inout State) -> [Effect] {
        guard state.detail != nil else { return [] }
        state.detail = nil
        state.editForm = nil
        return [.loadDetail(nil)]
    }

    static func reduceDetail(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .detailLoaded(let request, let sourced, let at):
            guard var detail = state.detail, detail.request == request else { return [] }
            state.now = at
            switch sourced.result {
            case .value(let content):
                detail.content = content
                detail.source = sourced.source
                detail.error = nil
            case .error(let error):
                detail.error = error
            }
            let effects = state.showsPictures ? pictureEffects(&detail) : []
            state.detail = detail
            return effects
        case .pictureLoaded(let request, let picture):
            guard var detail = state.detail, detail.request == request, detail.picture?.reference == picture.reference else { return [] }
            // A picture already shown is not replaced by a later failure (the network after the cache).
            if detail.picture?.image != nil, picture.image == nil { return [] }
            detail.picture = picture
            state.detail = detail
            // Why it did not come stays for `!`, without a note over the status line: a picture is not worth one.
            if case .failed(let reference, .notLoaded(let error)) = picture {
                state.lastError = StatusNote(kind: .pictureNotLoaded(error, host: DetailPicture.host(of: reference)))
            }
        case .detailFinished(let request):
            guard var detail = state.detail, detail.request == request else { return [] }
            detail.isLoading = false
            if detail.error == nil { detail.source = ValueSource.confirmed(detail.source) }
            state.detail = detail
        case .scrollDetail(let step):
            guard var detail = state.detail else { return [] }
            let height = state.viewport.detailRows
            let maximum = DetailState.maximumScroll(lineCount: state.viewport.detailLineCount, height: height)
            let page = max(1, height - 1)
            switch step {
            case .up: detail.scroll -= 1
            case .down: detail.scroll += 1
            case .pageUp: detail.scroll -= page
            case .pageDown: detail.scroll += page
            case .halfPageUp: detail.scroll -= max(1, height / 2)
            case .halfPageDown: detail.scroll += max(1, height / 2)
            case .top: detail.scroll = 0
            case .bottom: detail.scroll = maximum
            case .rows(let delta): detail.scroll += delta
            }
            detail.scroll = min(max(0, detail.scroll), maximum)
            state.detail = detail
        default:
            return reduceEdit(&state, action)
        }
        return []
    }

    private static func reduceEdit(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .beginEdit:
            guard state.canEdit, let content = state.detail?.content else { return [] }
            state.editForm = EditFormState(fields: content.editable)
        case .beginAdd:
            guard state.canAdd else { return [] }
            state.editForm = EditFormState(fields: state.currentList.resource.newFields, purpose: .add)
        case .editField(let edit):
            state.editForm?.apply(edit)
        case .focusField(let delta):
            state.editForm?.moveFocus(by: delta)
        case .cancelEdit:
            state.editForm = nil
        case .saveEdit:
            return saveForm(&state)
        case .beginDelete:
            guard state.canDelete else { return [] }
            if let request = state.detail?.request { state.mode.open(.confirming(.delete(request))) }
        case .confirmDelete(let confirmed):
            guard let request = state.confirmingDelete else { return [] }
            state.mode.close(.confirmingDelete)
            guard confirmed, state.pendingSave == nil else { return [] }
            let delete = SaveRequest(resource: request.resource, id: request.id, changes: [:], kind: .delete)
            state.pendingSave = delete
            if state.detail?.request == request { state.detail?.isSaving = true }
            return [.save(delete)]
        case .saveFinished(let request, let result):
            guard request == state.pendingSave else { return [] }
            state.pendingSave = nil
            return writeFinished(request, result, &state)
        default:
            break
        }
        return []
    }

    /// Checks every field; a form with a problem stays open with it marked.
    private static func saveForm(_ state: inout State) -> [Effect] {
        guard let form = state.editForm, state.pendingSave == nil else { return [] }
        let (checked, isValid) = form.validated()
        guard isValid else {
            state.editForm = checked
            return []
        }
        state.editForm = nil
        let changes = form.changes
        switch form.purpose {
        case .add:
            let add = SaveRequest(resource: state.currentList.resource, id: 0, changes: changes, kind: .add)
            state.pendingSave = add
            return [.save(add)]
        case .edit:
            guard var detail = state.detail, !changes.isEmpty else { return [] }
            let save = SaveRequest(resource: detail.resource, id: detail.request.id, changes: changes)
            state.pendingSave = save
            detail.isSaving = true
            detail.saveError = nil
            state.detail = detail
            return [.save(save)]
        case .editMarked(let ids):
            return saveMarked(ids, changes: changes, &state)
        }
    }

    /// The answer stays on screen until a refresh: the edited record in its
    /// detail and row, a new record opened and first in its list, a deleted
    /// one gone from it.
    private static func writeFinished(_ request: SaveRequest, _ result: NetworkResult<WriteAnswer>,
                                      _ state: inout State) -> [Effect] {
        let shown = state.detail.map { request.isFor($0.request) } == true
        let tab = state.lists.firstIndex { $0.resource == request.resource }
        switch result {
        case .value(let answer):
            let subject = request.resource.subject(id: answer.id)
            let writtenRecord = DetailRequest(resource: request.resource, id: answer.id)
            if request.kind != .delete { state.names.recordWritten(answer.record, id: answer.id, resource: request.resource.id) }
            state.writtenRecords[writtenRecord] = request.kind == .delete ? nil : answer.content
            switch request.kind {
            case .update:
                if shown {
                    state.detail?.content = answer.content
                    state.detail?.isSaving = false
                }
                if let tab, let row = answer.row { state.lists[tab].items.replace(row) }
            case .add:
                if let tab, let row = answer.row {
                    state.lists[tab].items.add(row)
                    state.lists[tab].total += 1
                    state.lists[tab].cursor = ListViewState()
                }
                if state.lists.indices.contains(state.selectedTab), state.currentList.resource == request.resource {
                    var detail = DetailState(request: DetailRequest(resource: request.resource, id: answer.id))
                    detail.content = answer.content
                    detail.isLoading = false
                    detail.source = .network
                    state.detail = detail
                }
            case .delete:
                if let tab {
                    state.lists[tab].total -= state.lists[tab].items.remove(id: request.id)
                }
                if shown {
                    state.detail = nil
                    return [.loadDetail(nil)] + note(written(.delete, subject: subject, differences: [], request.resource), &state)
                }
            }
            return note(written(request.kind, subject: subject, differences: answer.differences, request.resource), &state)
        case .error(let error):
            if shown {
                state.detail?.saveError = error
                state.detail?.isSaving = false
            }
            let subject = request.kind == .add ? "a new \(UIText(request.resource.singular))" : request.resource.subject(id: request.id)
            return note(.failed(error, subject: subject), &state)
        }
    }
}

extension BrowseFeature {
    /// What the status bar says of an answered write: DummyJSON's warn that nothing was kept.
    static func written(_ kind: SaveRequest.Kind, subject: UIText, differences: [WriteDifference],
                        _ resource: AnyResource) -> StatusNote.Kind {
        resource.keepsWrites ? .kept(kind, subject: subject, differences: differences)
            : .written(kind, subject: subject, differences: differences)
    }
}
