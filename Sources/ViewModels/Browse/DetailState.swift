import Network

/// Which record a detail shows. Two openings of one record need no telling
/// apart: `run` cancels the older load when the newer starts.
package struct DetailRequest: Sendable, Hashable {
    package var resource: AnyResource
    package var id: Int
}

/// An edit being sent: the record and the fields that changed. It belongs
/// to the record, not to one opening of its detail, so its answer lands
/// however often the detail was closed, reopened or refreshed meanwhile.
package struct SaveRequest: Sendable, Equatable {
    package var resource: AnyResource
    package var id: Int
    package var changes: [String: String]

    package init(resource: AnyResource, id: Int, changes: [String: String]) {
        self.resource = resource
        self.id = id
        self.changes = changes
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

    package init(request: DetailRequest) {
        self.request = request
    }

    package var resource: AnyResource { request.resource }
    /// What messages call this record: "product 7".
    package var subject: String { request.resource.subject(id: request.id) }
    /// Its record can be edited, and no edit of it is on its way.
    package var canEdit: Bool { !isSaving && content.map { !$0.editable.isEmpty } ?? false }

    /// The largest useful scroll for a viewport of `height` rows over `lineCount` lines.
    package static func maximumScroll(lineCount: Int, height: Int) -> Int { max(0, lineCount - height) }
}

/// The form that edits the open record: one text field per editable field.
package struct EditFormState: Sendable, Equatable {
    package var fields: [EditableValue]
    package var inputs: [TextFieldState]
    package var focus = 0

    package init(fields: [EditableValue]) {
        self.fields = fields
        inputs = fields.map { TextFieldState(value: $0.value) }
    }

    /// Only what changed is sent; a field emptied is left as it was.
    package var changes: [String: String] {
        var changes: [String: String] = [:]
        for (field, input) in zip(fields, inputs) {
            let value = input.value.trimmingCharacters(in: .whitespaces)
            if value != field.value, !value.isEmpty { changes[field.key] = value }
        }
        return changes
    }

    package mutating func apply(_ edit: TextFieldAction) {
        guard inputs.indices.contains(focus) else { return }
        inputs[focus].apply(edit)
    }

    package mutating func moveFocus(by delta: Int) {
        guard !inputs.isEmpty else { return }
        focus = (focus + delta % inputs.count + inputs.count) % inputs.count
    }
}
