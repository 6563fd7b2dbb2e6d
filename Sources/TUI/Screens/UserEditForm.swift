import Network
import ViewModels

/// The form that edits a user from its detail: a few fields, sent with
/// `UserRouter.update` (PUT) by the detail's view model.
public struct UserEditForm: Sendable {
    public static let labels = ["First name", "Last name", "Email", "Phone"]

    public var fields: [TextFieldState]
    public var focus = 0

    /// Starts from the values the detail shows.
    public init(content: DetailContent) {
        let names = content.title.split(separator: " ", maxSplits: 1).map(String.init)
        fields = [
            TextFieldState(value: names.first ?? ""),
            TextFieldState(value: names.count > 1 ? names[1] : ""),
            TextFieldState(value: content.value("Email") ?? ""),
            TextFieldState(value: content.value("Phone") ?? ""),
        ]
        original = fields.map(\.value)
    }

    private let original: [String]

    /// Only what changed is sent.
    public var update: UserUpdate {
        func changed(_ index: Int) -> String? {
            let value = fields[index].value.trimmingCharacters(in: .whitespaces)
            return value != original[index] && !value.isEmpty ? value : nil
        }
        return UserUpdate(firstName: changed(0), lastName: changed(1), email: changed(2), phone: changed(3))
    }

    public mutating func apply(_ action: TextFieldAction) {
        fields[focus].apply(action)
    }

    public mutating func moveFocus(by delta: Int) {
        focus = (focus + delta + fields.count) % fields.count
    }

    public static let keyTable = KeyBindingTable<UserEditAction>([
        KeyBinding([.tab, .down], label: "Next", help: "Next field", action: .next),
        KeyBinding([.backTab, .up], label: "Back", help: "Previous field", showsInHints: false, action: .previous),
        KeyBinding([.enter], label: "Save", help: "Save the changes (PUT)", action: .save),
        KeyBinding([.escape], label: "Cancel", help: "Close the form without saving", action: .cancel),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    public static func render(_ form: UserEditForm, isSaving: Bool, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let box = Box.render(title: isSaving ? " Saving… " : " Edit user ", into: &buffer,
                             area: area.centered(width: min(area.width, 56), height: 2 * labels.count + 3), theme: theme)
        guard !box.isEmpty else { return }
        buffer.fill(box, style: theme.text)
        let labelWidth = 12
        for (index, label) in labels.enumerated() {
            let row = box.row + 1 + index * 2
            guard row < box.maxRow else { break }
            let focused = index == form.focus
            buffer.write(label, row: row, col: box.col + 1, style: focused ? theme.title : theme.text, in: box)
            TextField.render(form.fields[index], isFocused: focused, into: &buffer,
                             area: Rect(row: row, col: box.col + 1 + labelWidth, width: box.width - labelWidth - 2, height: 1),
                             theme: theme)
        }
    }
}

public enum UserEditAction: Sendable, Equatable {
    case next, previous, save, cancel, quit
}
