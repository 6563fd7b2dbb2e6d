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
        } else {
            state.editForm = nil
        }
        state.detail = detail
        return [.loadDetail(request)]
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
            state.detail = detail
        case .detailFinished(let request):
            guard var detail = state.detail, detail.request == request else { return [] }
            detail.isLoading = false
            if detail.error == nil { detail.source = ValueSource.confirmed(detail.source) }
            state.detail = detail
        case .scrollDetail(let step, let height, let lineCount):
            guard var detail = state.detail else { return [] }
            let maximum = DetailState.maximumScroll(lineCount: lineCount, height: height)
            let page = max(1, height - 1)
            switch step {
            case .up: detail.scroll -= 1
            case .down: detail.scroll += 1
            case .pageUp: detail.scroll -= page
            case .pageDown: detail.scroll += page
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
        case .editField(let edit):
            state.editForm?.apply(edit)
        case .focusField(let delta):
            state.editForm?.moveFocus(by: delta)
        case .cancelEdit:
            state.editForm = nil
        case .saveEdit:
            guard let form = state.editForm else { return [] }
            state.editForm = nil
            let changes = form.changes
            guard var detail = state.detail, !changes.isEmpty, state.pendingSave == nil else { return [] }
            let save = SaveRequest(resource: detail.resource, id: detail.request.id, changes: changes)
            state.pendingSave = save
            detail.isSaving = true
            detail.saveError = nil
            state.detail = detail
            return [.save(save)]
        case .saveFinished(let request, let result):
            guard request == state.pendingSave else { return [] }
            state.pendingSave = nil
            let shown = state.detail.map { request.isFor($0.request) } == true
            switch result {
            case .value(let content):
                if shown {
                    state.detail?.content = content
                    state.detail?.isSaving = false
                }
                return note(.saved, &state)
            case .error(let error):
                if shown {
                    state.detail?.saveError = error
                    state.detail?.isSaving = false
                }
                return note(.failed(error, subject: request.resource.subject(id: request.id)), &state)
            }
        default:
            break
        }
        return []
    }
}
