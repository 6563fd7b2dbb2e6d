import Network
import SafeText
import ViewModels

package enum LoginKeyAction: Sendable, Equatable {
    case nextField, previousField, submit, quit, redraw, help
}

/// The login form: host badge and URL, username, masked password, Sign in,
/// the error line, a spinner while signing in, and the demo hint.
package enum LoginScreen {
    package static let formWidth = 44

    package static func keyTable(_ state: LoginState) -> KeyBindingTable<LoginKeyAction> {
        KeyBindingTable([
            KeyBinding([.tab, .down], label: "Next", help: "Move to the next field", action: .nextField),
            KeyBinding([.backTab, .up], label: "Back", help: "Move to the previous field", showsInHints: false,
                       action: .previousField),
            KeyBinding([.enter], label: "Sign in", help: "Sign in (from the username: go to the password)",
                       isEnabled: !state.isLoading, action: .submit),
            KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
            KeyBinding([.function(1)], label: "Help", help: "Show these keys", action: .help),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
        ])
    }

    /// What `key` means on the form as it is.
    package static func command(for key: Key, in state: LoginState) -> ScreenCommand<LoginAction>? {
        if state.showsHelp {
            if key == .ctrl("c") { return .quit }
            return key == .escape || key == .function(1) ? .send(.hideHelp) : nil
        }
        if let action = keyTable(state).action(for: key) {
            switch action {
            case .nextField: return .send(.focusNext)
            case .previousField: return .send(.focusPrevious)
            case .submit: return .send(state.focus == .username ? .focus(.password) : .submit)
            case .quit: return .quit
            case .redraw: return .redraw
            case .help: return .send(.showHelp)
            }
        }
        guard state.focus != .submit, let edit = TextFieldAction(key: key) else { return nil }
        return .send(.edit(edit))
    }

    package static func render(_ state: LoginState, app: AppState, into buffer: inout CellBuffer, area: Rect,
                               theme: Theme) {
        buffer.fill(area, style: theme.text)
        let showsDemoHint = app.host.kind != .release
        let body = area.droppingBottom(1)
        let box = Box.render(title: " Courier ", into: &buffer,
                             area: body.centered(width: formWidth + 4, height: showsDemoHint ? 14 : 12), theme: theme)
        guard !box.isEmpty else { return }
        let inner = Rect(row: box.row, col: box.col + 1, width: box.width - 2, height: box.height)
        var row = 0

        let badge = " \(app.host.kind.badge) "
        let after = buffer.write(badge, row: inner.row + row, col: inner.col, style: badgeStyle(app.host.kind, theme), in: inner)
        buffer.write(" " + Sanitizer.singleLine(app.host.baseURL.absoluteString), row: inner.row + row, col: after,
                     style: theme.dim, in: inner)
        row += 2

        field(app.presenter.text("Username"), state.username, placeholder: app.presenter.text("username"), focused: state.focus == .username,
              row: inner.row + row, in: inner, buffer: &buffer, theme: theme)
        row += 2
        field(app.presenter.text("Password"), state.password, placeholder: app.presenter.text("password"), focused: state.focus == .password,
              row: inner.row + row, in: inner, buffer: &buffer, theme: theme)
        row += 2

        let button = app.presenter.text(state.isLoading ? "  Signing in…  " : "[ Sign in ]")
        let buttonStyle = state.focus == .submit ? theme.selection : (state.isSubmitEnabled ? theme.title : theme.dim)
        let buttonLine = inner.line(row)
        buffer.writeLine(button, in: buttonLine, style: buttonStyle, alignment: .center)
        if state.isLoading {
            Spinner.render(Spinner(tick: app.spinnerTick), into: &buffer,
                           area: Rect(row: buttonLine.row, col: buttonLine.col + 1, width: 2, height: 1), theme: theme)
        }
        row += 2

        if let error = state.error {
            let text = Sanitizer.singleLine(app.presenter.message(for: error))
            for (offset, line) in text.wrapped(toWidth: inner.width).prefix(2).enumerated() {
                buffer.writeLine(line, in: inner.line(row + offset), style: theme.error)
            }
        }
        row += 2
        if showsDemoHint {
            buffer.writeLine(app.presenter.text("Demo account: emilys / emilyspass"), in: inner.line(row), style: theme.dim, alignment: .center)
        }
        KeyHints.render(keyTable(state).translated(app.presenter), into: &buffer, area: area.bottom(1), theme: theme)
        if state.focus == .submit { buffer.cursor = nil }
        if state.showsHelp {
            buffer.cursor = nil
            HelpOverlay.render(keyTable(state).translated(app.presenter), title: app.presenter.text("Keys"),
                               footer: app.presenter.text("Esc or F1 to close"), unavailable: app.presenter.text(" (not now)"),
                               scrollHint: app.presenter.text("↑↓ scroll · "), into: &buffer,
                               area: area.inset(by: 1).droppingBottom(1), theme: theme)
        }
    }

    private static func field(_ label: String, _ state: TextFieldState, placeholder: String, focused: Bool,
                              row: Int, in inner: Rect, buffer: inout CellBuffer, theme: Theme) {
        let labelWidth = 10
        buffer.write(label, row: row, col: inner.col, style: focused ? theme.title : theme.text, in: inner)
        let fieldArea = Rect(row: row, col: inner.col + labelWidth, width: inner.width - labelWidth, height: 1)
        TextField.render(state, placeholder: placeholder, isFocused: focused, into: &buffer, area: fieldArea, theme: theme)
    }

    static func badgeStyle(_ kind: HostKind, _ theme: Theme) -> Style {
        if theme.isMonochrome { return Style(attributes: [.reverse, .bold]) }
        switch kind {
        case .release: return Style(foreground: .black, background: .red, attributes: .bold)
        case .test: return Style(foreground: .black, background: .yellow, attributes: .bold)
        case .demo: return Style(foreground: .black, background: .cyan, attributes: .bold)
        }
    }
}
