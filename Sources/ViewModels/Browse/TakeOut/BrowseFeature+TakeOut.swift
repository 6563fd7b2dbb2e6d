import Foundation
import Network
import SafeText

/// `y`, `Y`, `o` and `E`: a record's id or JSON to the clipboard, its JSON
/// in the pager, its fields in the editor, saved through the form's checks.
extension BrowseFeature {
    static func reduceTakeOutIntent(_ intent: BrowsingIntent, _ state: inout State) -> [Effect] {
        switch intent {
        case .copyID:
            guard let record = state.selectedRecord else { return [] }
            let id = record.resource.idText(record.id)
            return [.takeOut(.copy(id, what: "the id of \(record.resource.subject(id: record.id))",
                                   fallback: "Its id is \(UIText.verbatim(Sanitizer.singleLine(id))).")) ]
        case .copyJSON:
            guard let record = state.selectedRecord else { return [] }
            return [.takeOut(.fetchJSON(.copyJSON(record)))]
        case .page:
            guard let record = state.selectedRecord else { return [] }
            return [.takeOut(.fetchJSON(.page(record)))]
        case .editExternally:
            guard state.canEdit, let detail = state.detail, let content = detail.content else { return [] }
            let document = ExternalEditDocument.make(content.editable, format: state.editFormat)
            return [.takeOut(.edit(ExternalEdit(request: detail.request, fields: content.editable, format: state.editFormat,
                                                document: document)))]
        default:
            return []
        }
    }

    static func reduceTakeOut(_ action: TakeOutAction, _ state: inout State) -> [Effect] {
        switch action {
        case .useEditFormat(let format):
            state.editFormat = format
            return []
        case .recordJSONLoaded(let job, let sourced):
            let subject = job.request.resource.subject(id: job.request.id)
            switch sourced.result {
            case .error(let error):
                return note(.failed(error, subject: subject), &state)
            case .value(let data):
                // Escaped as `--json` escapes it: still the server's strings when parsed, never a terminal's controls.
                let json = TerminalSafeJSON.escape(String(decoding: data, as: UTF8.self))
                switch job {
                case .copyJSON:
                    return [.takeOut(.copy(json, what: "\(subject) as JSON", fallback: "Press o to read it in the pager."))]
                case .page(let request):
                    return [.takeOut(.page(json, name: "\(request.resource.singular)-\(request.id).json"))]
                }
            }
        case .clipboardWritten(.copied, let what, _):
            return note(.info("Copied \(what)."), &state)
        case .clipboardWritten(.refused(let why), let what, let fallback):
            return note(.refused("Could not copy \(what): \(why) \(fallback)"), &state)
        case .pagerClosed(let failure):
            guard let failure else { return [] }
            return note(.refused("The pager could not run: \(UIText.verbatim(Sanitizer.singleLine(failure)))"), &state)
        case .editorClosed(let edit, let outcome):
            return editorClosed(edit, outcome, &state)
        }
    }

    /// What the editor left: nothing changed, a problem to show it again
    /// with, or values that go through the form as if typed there.
    private static func editorClosed(_ edit: ExternalEdit, _ outcome: EditorOutcome, _ state: inout State) -> [Effect] {
        let text: String
        switch outcome {
        case .failed(let reason):
            return note(.refused("Nothing saved: \(UIText.verbatim(Sanitizer.singleLine(reason)))"), &state)
        case .closed(let closed):
            text = closed
        }
        // An editor left as it was given: no edit, as `kubectl edit` says.
        let body = ExternalEditDocument.body(text)
        if body == ExternalEditDocument.body(edit.document) { return note(.info("Edit cancelled: nothing changed."), &state) }
        guard let detail = state.detail, detail.request == edit.request, let content = detail.content, state.canEdit else {
            return note(.refused("The record edited is no longer open: open it and press E again."), &state)
        }
        switch ExternalEditDocument.read(body, fields: content.editable) {
        case .failure(let problem):
            // Asked again with the problem on top: what was typed is never lost.
            var again = edit
            again.document = body
            again.problems = ["Not saved: \(problem.message)", "Fix it and save, or quit without changes to cancel."]
            return [.takeOut(.edit(again))]
        case .success(let values):
            var form = EditFormState(fields: content.editable)
            for (index, field) in form.fields.enumerated() {
                if let value = values[field.key] { form.inputs[index] = TextFieldState(value: value) }
            }
            guard !form.changes.isEmpty || !form.validated().isValid else {
                return note(.info("Nothing to save: the values are as they were."), &state)
            }
            // The form's own checks and save: a field that will not do opens the form with it marked.
            state.editForm = form
            return reduce(&state, .saveEdit)
        }
    }
}

extension BrowseState {
    /// The record `y`, `Y` and `o` take: the detail's, else the highlighted row's.
    package var selectedRecord: DetailRequest? {
        if let detail { return detail.request }
        guard lists.indices.contains(selectedTab), let index = highlightedIndex, let id = currentList.items.id(at: index) else {
            return nil
        }
        return DetailRequest(resource: currentList.resource, id: id)
    }
}
