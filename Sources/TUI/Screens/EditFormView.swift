import ViewModels

/// The form over the detail that edits its record: one labelled field per
/// editable field of the resource.
package enum EditFormView {
    package static func render(_ form: EditFormState, isSaving: Bool, title: String, into buffer: inout CellBuffer,
                               area: Rect, theme: Theme) {
        let box = Box.render(title: isSaving ? " Saving… " : " Edit \(title) ", into: &buffer,
                             area: area.centered(width: min(area.width, 56), height: 2 * form.fields.count + 3), theme: theme)
        guard !box.isEmpty else { return }
        buffer.fill(box, style: theme.text)
        let labelWidth = 12
        for (index, field) in form.fields.enumerated() {
            let row = box.row + 1 + index * 2
            guard row < box.maxRow else { break }
            let focused = index == form.focus
            buffer.write(field.label, row: row, col: box.col + 1, style: focused ? theme.title : theme.text, in: box)
            TextField.render(form.inputs[index], isFocused: focused, into: &buffer,
                             area: Rect(row: row, col: box.col + 1 + labelWidth, width: box.width - labelWidth - 2, height: 1),
                             theme: theme)
        }
    }
}
