import Network
import SafeText
import Synchronization
import ViewModels

/// The login form: host badge and URL, username, masked password, Sign in,
/// the error or note line, a spinner while signing in, and the demo hint.
package enum LoginScreen {
    package static let formWidth = 44
    /// Columns a label takes at least, its space included.
    static let labelWidth = 10

    /// The form's keys, built once; what works now is `LoginState.availability`.
    package static let keyTable = KeyBindingTable<LoginIntent>([
        KeyBinding([.tab, .down], label: "Next", help: "Move to the next field", action: .nextField),
        KeyBinding([.backTab, .up], label: "Back", help: "Move to the previous field", showsInHints: false,
                   action: .previousField),
        KeyBinding([.enter], label: "Sign in", help: "Sign in (from the username: go to the password)", action: .submit),
        // While a sign-in is on its way, how to stop it is as needed as how to leave.
        KeyBinding([.escape], label: "Cancel", help: "Cancel the sign-in", staysInHints: true, action: .cancel),
        KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
        KeyBinding([.function(1)], label: "Help", help: "Show these keys", staysInHints: true, action: .help),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", staysInHints: true, action: .quit),
    ])

    /// The keys while the help is open.
    package static let helpKeyTable = KeyBindingTable<LoginIntent>([
        KeyBinding([.escape, .function(1)], label: "Close", help: "Close this", action: .closeHelp),
        KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
    ])

    /// The form's tables as a config file remapped them (`LoginState.keys`): built once per remapping.
    static func tables(_ keys: KeyRemaps) -> (form: KeyBindingTable<LoginIntent>, help: KeyBindingTable<LoginIntent>) {
        guard !keys.isEmpty else { return (keyTable, helpKeyTable) }
        return remappedTables.withLock { cache in
            if let tables = cache[keys] { return tables }
            let tables = (keyTable.remapped(keys[KeyMode.login.rawValue]), helpKeyTable.remapped(keys[KeyMode.loginHelp.rawValue]))
            cache[keys] = tables
            return tables
        }
    }

    private static let remappedTables = Mutex<[KeyRemaps: (KeyBindingTable<LoginIntent>, KeyBindingTable<LoginIntent>)]>([:])

    /// The form's table as this state shows it.
    package static func presentedKeys(_ state: LoginState) -> KeyBindingTable<LoginIntent> {
        tables(state.keys).form.presented { state.availability($0) }
    }

    /// What `key` means on the form as it is: an intent of the table, or an edit of the focused field.
    package static func command(for key: Key, in state: LoginState) -> ScreenCommand<LoginAction>? {
        let table = state.showsHelp ? tables(state.keys).help : tables(state.keys).form
        if let intent = table.action(for: key, availability: { state.availability($0) }) {
            return intent == .redraw ? .redraw : .send(.intent(intent))
        }
        // On the button too: the reducer says that typing goes nowhere there.
        guard !state.showsHelp, let edit = TextFieldAction(key: key) else { return nil }
        return .send(.edit(edit))
    }

    package static func render(_ state: LoginState, app: AppState, into buffer: inout CellBuffer, area: Rect,
                               theme: Theme) {
        buffer.fill(area, style: theme.text)
        let showsDemoHint = app.host.kind != .release && state.offersDemoAccount
        let body = area.droppingBottom(1)
        let roomy = LoginLayout.roomyHeight - (showsDemoHint ? 0 : 2)
        let box = Box.render(title: " Courier ", into: &buffer,
                             area: body.centered(width: formWidth + 4, height: roomy + 2), theme: theme)
        guard !box.isEmpty else { return }
        let inner = Rect(row: box.row, col: box.col + 1, width: box.width - 2, height: box.height)
        let layout = LoginLayout(height: inner.height, showsHint: showsDemoHint)
        let presenter = app.presenter

        let badge = " \(app.host.kind.badge) "
        let after = buffer.write(badge, row: inner.row + layout.badge, col: inner.col, style: badgeStyle(app.host.kind, theme), in: inner)
        buffer.write(" " + Sanitizer.singleLine(app.host.baseURL.absoluteString), row: inner.row + layout.badge, col: after,
                     style: theme.dim, in: inner)

        let missing = state.note?.missingFields ?? []
        let secret: (label: String, placeholder: String) = switch state.form {
        case .secret(let label): (presenter.text(UIText(label)), presenter.text(UIText(label.lowercased())))
        case .usernameAndPassword, .none: (presenter.text("Password"), presenter.text("password"))
        }
        let username = presenter.text("Username")
        // The widest label and a space: 使用者名稱 takes the 10 columns English leaves.
        let labelWidth = max(Self.labelWidth, max(state.asksForUsername ? username.displayWidth : 0, secret.label.displayWidth) + 1)
        if state.asksForUsername {
            field(username, state.username, placeholder: presenter.text("username"),
                  focused: state.focus == .username, isMissing: missing.contains(.username), labelWidth: labelWidth, presenter: presenter,
                  row: inner.row + layout.username, in: inner, buffer: &buffer, theme: theme)
        }
        field(secret.label, state.password, placeholder: secret.placeholder,
              focused: state.focus == .password, isMissing: missing.contains(.password), labelWidth: labelWidth, presenter: presenter,
              row: inner.row + layout.password, in: inner, buffer: &buffer, theme: theme)

        let button = presenter.text(state.isLoading ? "  Signing in…  " : "[ Sign in ]")
        let buttonStyle = state.focus == .submit ? theme.selection : (state.isSubmitEnabled ? theme.title : theme.dim)
        let buttonLine = inner.line(layout.button)
        buffer.writeLine(button, in: buttonLine, style: buttonStyle, alignment: .center)
        if state.isLoading {
            Spinner.render(Spinner(tick: app.spinnerTick), into: &buffer,
                           area: Rect(row: buttonLine.row, col: buttonLine.col + 1, width: 2, height: 1), theme: theme)
        }

        if let message = message(state, presenter: presenter) {
            let lines = Sanitizer.singleLine(message.text).wrapped(toWidth: inner.width).prefix(LoginLayout.messageRows)
            for (offset, line) in lines.enumerated() {
                buffer.writeLine(line, in: inner.line(layout.message + offset), style: message.style(theme))
            }
        }
        if let hintRow = layout.hint {
            buffer.writeLine(demoHint(presenter, width: inner.width, compact: layout.isCompact), in: inner.line(hintRow),
                             style: theme.dim, alignment: .center)
        }
        KeyHints.render(presentedKeys(state).translated(presenter), into: &buffer, area: area.bottom(1), theme: theme)
        if state.focus == .submit { buffer.cursor = nil }
        if state.showsHelp {
            buffer.cursor = nil
            HelpOverlay.render(presentedKeys(state).translated(presenter), title: presenter.text("Keys"),
                               footer: presenter.text("Esc or F1 to close"), unavailable: presenter.text(" (not now)"),
                               scrollHint: presenter.text("↑↓ scroll · "), into: &buffer,
                               area: area.inset(by: 1).droppingBottom(1), theme: theme)
        }
    }

    /// The server's error wins over the form's note: it is the newer news.
    private static func message(_ state: LoginState, presenter: ErrorPresenter) -> (text: String, style: (Theme) -> Style)? {
        if let error = state.error { return (presenter.message(for: error), \.error) }
        if let note = state.note {
            return (presenter.text(note.text), note == .cancelled || note == .typedOnButton ? \.dim : \.error)
        }
        return nil
    }

    /// The demo account, in short where the box is short of rows or columns.
    static func demoHint(_ presenter: ErrorPresenter, width: Int, compact: Bool) -> String {
        let full = presenter.text("Demo account: emilys / emilyspass")
        return !compact && full.displayWidth <= width ? full : presenter.text("Demo: emilys / emilyspass")
    }

    /// A label and its field; a field a submit found blank has its label
    /// marked and says "required" where the placeholder was.
    private static func field(_ label: String, _ state: TextFieldState, placeholder: String, focused: Bool, isMissing: Bool,
                              labelWidth: Int, presenter: ErrorPresenter, row: Int, in inner: Rect, buffer: inout CellBuffer,
                              theme: Theme) {
        let labelStyle = isMissing ? theme.error : focused ? theme.title : theme.text
        buffer.write(label, row: row, col: inner.col, style: labelStyle, in: inner)
        let fieldArea = Rect(row: row, col: inner.col + labelWidth, width: inner.width - labelWidth, height: 1)
            .intersection(inner)
        let shownPlaceholder = isMissing ? presenter.text("required") : placeholder
        TextField.render(state, placeholder: shownPlaceholder, isFocused: focused, into: &buffer, area: fieldArea, theme: theme)
        if isMissing && state.value.isEmpty {
            buffer.write(shownPlaceholder.truncated(toWidth: fieldArea.width), row: row, col: fieldArea.col,
                         style: theme.error, in: fieldArea)
        }
    }

    static func badgeStyle(_ kind: HostKind, _ theme: Theme) -> Style {
        switch kind {
        case .release: theme.badgeRelease
        case .test: theme.badgeTest
        case .demo: theme.badgeDemo
        }
    }
}
