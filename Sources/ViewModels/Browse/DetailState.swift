import Network

/// Which record a detail shows. Two openings of one record need no telling
/// apart: `run` cancels the older load when the newer starts.
package struct DetailRequest: Sendable, Hashable {
    package var resource: AnyResource
    package var id: Int

    package init(resource: AnyResource, id: Int) {
        self.resource = resource
        self.id = id
    }
}

/// An edit being sent: the record and the fields that changed. It belongs
/// to the record, not to one opening of its detail, so its answer lands
/// however often the detail was closed, reopened or refreshed meanwhile.
package struct SaveRequest: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case update
        /// A new record (`id` is 0 until the answer names it).
        case add
        case delete
    }

    package var resource: AnyResource
    package var id: Int
    package var changes: [String: String]
    package var kind: Kind

    package init(resource: AnyResource, id: Int, changes: [String: String], kind: Kind = .update) {
        self.resource = resource
        self.id = id
        self.changes = changes
        self.kind = kind
    }

    package func isFor(_ request: DetailRequest) -> Bool { request.resource == resource && request.id == id }
}

/// The open detail: the record as display-ready content, how far it is
/// scrolled, and the state of loading and saving it.
package struct DetailState: Sendable, Equatable {
    package let request: DetailRequest
    package var content: DetailContent?
    package var isLoading = true
    package var error: NetworkError?
    package var source: ValueSource?
    package var scroll = 0
    package var isSaving = false
    package var saveError: NetworkError?
    /// The record's picture, once its content names one.
    package var picture: DetailPicture?

    package init(request: DetailRequest) {
        self.request = request
    }

    package var resource: AnyResource { request.resource }
    /// What messages call this record: "product 7".
    package var subject: UIText { request.resource.subject(id: request.id) }
    /// Its record can be edited, and no edit of it is on its way.
    package var canEdit: Bool { !isSaving && content.map { !$0.editable.isEmpty } ?? false }

    /// The largest useful scroll for a viewport of `height` rows over `lineCount` lines.
    package static func maximumScroll(lineCount: Int, height: Int) -> Int { max(0, lineCount - height) }
}

/// The form that edits the open record, or makes a new one: one text field
/// per editable field, and what is wrong with each after a try to save.
package struct EditFormState: Sendable, Equatable {
    package enum Purpose: Sendable, Equatable {
        case edit
        /// A new record of the list shown.
        case add
        /// The marked records, each changed by what is typed (a field left blank stays as it was).
        case editMarked([Int])
    }

    package var fields: [EditableValue]
    package var inputs: [TextFieldState]
    package var focus = 0
    package var purpose: Purpose
    /// Why a field will not do, by index, from the last try to save.
    package var problems: [Int: UIText] = [:]

    package init(fields: [EditableValue], purpose: Purpose = .edit) {
        self.fields = fields
        self.purpose = purpose
        inputs = fields.map { TextFieldState(value: $0.value) }
    }

    /// What is sent. An edit sends what changed; a field an edit empties is
    /// left as it was (the API keeps a value it is sent empty), unless the
    /// field is required, which `validated` refuses. An add sends what was filled in.
    package var changes: [String: String] {
        var changes: [String: String] = [:]
        for (field, input) in zip(fields, inputs) {
            let value = input.value.trimmingCharacters(in: .whitespaces)
            if value != field.value || purpose != .edit, !value.isEmpty { changes[field.key] = value }
        }
        return changes
    }

    /// Whether anything was typed that is not yet sent: closing the form would lose it.
    package var hasChanges: Bool {
        zip(fields, inputs).contains { field, input in input.value != field.value }
    }

    /// The form with each field's problem marked and the focus on the first;
    /// `isValid` says whether it may be sent.
    package func validated() -> (form: EditFormState, isValid: Bool) {
        var form = self
        form.problems = [:]
        for (index, (field, input)) in zip(fields, inputs).enumerated() {
            // Marked records keep what is left blank: only what is typed must do.
            if case .editMarked = purpose, input.value.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if let problem = field.rule.problem(with: input.value) { form.problems[index] = problem }
        }
        if let first = form.problems.keys.min() { form.focus = first }
        return (form, form.problems.isEmpty)
    }

    package mutating func apply(_ edit: TextFieldAction) {
        guard inputs.indices.contains(focus) else { return }
        if fields[focus].rule.kind == .flag {
            // A box to tick, not a word to type: any key that would type (Space above all) flips it.
            guard case .insert = edit else { return }
            let ticked = FieldRule.flag(inputs[focus].value.trimmingCharacters(in: .whitespaces)) == true
            inputs[focus] = TextFieldState(value: ticked ? "no" : "yes")
        } else if fields[focus].rule.isChoice {
            inputs[focus] = TextFieldState(value: Self.choice(after: edit, from: inputs[focus].value, rule: fields[focus].rule))
        } else {
            inputs[focus].apply(edit)
        }
        problems[focus] = nil
    }

    /// Whether the field at `index` is a ticked box (a yes/no field that says yes).
    package func isTicked(_ index: Int) -> Bool {
        inputs.indices.contains(index) && FieldRule.flag(inputs[index].value.trimmingCharacters(in: .whitespaces)) == true
    }

    package mutating func moveFocus(by delta: Int) {
        guard !inputs.isEmpty else { return }
        focus = (focus + delta % inputs.count + inputs.count) % inputs.count
    }
}
