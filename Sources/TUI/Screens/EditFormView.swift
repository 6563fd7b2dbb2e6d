import SafeText
import ViewModels

/// The form over the detail (or over the list, for a new record): one
/// labelled field per editable field, and under a field that will not do,
/// why ("required", "a whole number").
package enum EditFormView {
    package static let labelWidth = 12

    package static func render(_ form: EditFormState, isSaving: Bool, title: UIText, presenter: ErrorPresenter,
                               into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let box = Box.render(title: " " + presenter.text(isSaving ? "Saving…" : title) + " ", into: &buffer,
                             area: area.centered(width: min(area.width, 60), height: 2 * form.fields.count + 3), theme: theme)
        guard !box.isEmpty else { return }
        buffer.fill(box, style: theme.text)
        for (index, field) in form.fields.enumerated() {
            let row = box.row + 1 + index * 2
            guard row < box.maxRow else { break }
            let focused = index == form.focus
            let problem = form.problems[index]
            let label = presenter.text(field.label) + (field.rule.isRequired ? "*" : "")
            let labelStyle = problem != nil ? theme.error : focused ? theme.title : theme.text
            buffer.write(label.truncated(toWidth: labelWidth - 1), row: row, col: box.col + 1, style: labelStyle, in: box)
            let fieldArea = Rect(row: row, col: box.col + 1 + labelWidth, width: box.width - labelWidth - 2, height: 1)
            if field.rule.kind == .flag {
                // A yes/no field is a box to tick with Space, not a word to type.
                let after = buffer.write(form.isTicked(index) ? "[x]" : "[ ]", row: row, col: fieldArea.col,
                                         style: focused ? theme.selection : theme.text, in: fieldArea)
                if focused {
                    buffer.write("  " + presenter.text("Space ticks or clears it"), row: row, col: after, style: theme.dim, in: fieldArea)
                    buffer.cursor = Position(row: row, col: fieldArea.col + 1)
                }
            } else if field.rule.isChoice {
                // One of a few values: stepped through with Space or the arrows, never typed.
                let shown = form.inputs[index].value.isEmpty ? "—" : form.inputs[index].value
                let after = buffer.write("‹ " + shown + " ›", row: row, col: fieldArea.col, style: focused ? theme.selection : theme.text,
                                         in: fieldArea)
                if focused {
                    buffer.write("  " + presenter.text("Space or ←→ to choose"), row: row, col: after, style: theme.dim, in: fieldArea)
                    buffer.cursor = Position(row: row, col: fieldArea.col + 2)
                }
            } else {
                TextField.render(form.inputs[index], isFocused: focused, into: &buffer, area: fieldArea, theme: theme)
            }
            if let problem, row + 1 < box.maxRow {
                buffer.write("↑ " + presenter.text(problem), row: row + 1, col: box.col + 1 + labelWidth, style: theme.error, in: box)
            }
        }
    }
}
