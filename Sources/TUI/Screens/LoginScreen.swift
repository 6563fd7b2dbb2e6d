import Network
import ViewModels

/// Which control of the login form has the keyboard.
public enum LoginFocus: Int, Sendable, CaseIterable {
    case username, password, submit

    public var next: LoginFocus { LoginFocus(rawValue: (rawValue + 1) % 3)! }
    public var previous: LoginFocus { LoginFocus(rawValue: (rawValue + 2) % 3)! }
}

/// Everything the login screen draws: the view model's state and the form's own.
public struct LoginScreenModel: Sendable {
    public var state: LoginState
    public var host: APIHost
    public var focus: LoginFocus = .username
    public var username = TextFieldState()
    public var password = TextFieldState(isMasked: true)
    public var spinner = Spinner()
    public var showHelp = false

    public init(state: LoginState, host: APIHost) {
        self.state = state
        self.host = host
    }

    /// The demo account hint is shown on our own servers, never on the release host.
    public var showsDemoHint: Bool { host.kind != .release }
}

public enum LoginAction: Sendable, Equatable {
    case nextField, previousField, submit, quit, redraw, help
}

/// The login form: host badge and URL, username, masked password, Sign in,
/// the error line, a spinner while signing in, and the demo hint.
public enum LoginScreen {
    public static let formWidth = 44

    public static func keyTable(_ model: LoginScreenModel) -> KeyBindingTable<LoginAction> {
        KeyBindingTable([
            KeyBinding([.tab, .down], label: "Next", help: "Move to the next field", action: .nextField),
            KeyBinding([.backTab, .up], label: "Back", help: "Move to the previous field", showsInHints: false,
                       action: .previousField),
            KeyBinding([.enter], label: "Sign in", help: "Sign in (from the username: go to the password)",
                       isEnabled: !model.state.isLoading, action: .submit),
            KeyBinding([.ctrl("l")], label: "Redraw", help: "Redraw the screen", showsInHints: false, action: .redraw),
            KeyBinding([.function(1)], label: "Help", help: "Show these keys", action: .help),
            KeyBinding([.ctrl("c")], label: "Quit", help: "Quit Courier", action: .quit),
        ])
    }

    public static func render(_ model: LoginScreenModel, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.fill(area, style: theme.text)
        let body = area.droppingBottom(1)
        let height = model.showsDemoHint ? 14 : 12
        let box = Box.render(title: " Courier ", into: &buffer,
                             area: body.centered(width: formWidth + 4, height: height), theme: theme)
        guard !box.isEmpty else { return }
        let inner = Rect(row: box.row, col: box.col + 1, width: box.width - 2, height: box.height)
        var row = 0

        let badge = " \(model.host.kind.badge) "
        let after = buffer.write(badge, row: inner.row + row, col: inner.col, style: badgeStyle(model.host.kind, theme), in: inner)
        buffer.write(" " + Sanitizer.singleLine(model.host.baseURL.absoluteString), row: inner.row + row, col: after,
                     style: theme.dim, in: inner)
        row += 2

        field("Username", model.username, placeholder: "username", focused: model.focus == .username,
              row: inner.row + row, in: inner, buffer: &buffer, theme: theme)
        row += 2
        field("Password", model.password, placeholder: "password", focused: model.focus == .password,
              row: inner.row + row, in: inner, buffer: &buffer, theme: theme)
        row += 2

        let button = model.state.isLoading ? "  Signing in…  " : "[ Sign in ]"
        let buttonStyle = model.focus == .submit ? theme.selection : (model.state.isSubmitEnabled ? theme.title : theme.dim)
        let buttonLine = inner.line(row)
        buffer.writeLine(button, in: buttonLine, style: buttonStyle, alignment: .center)
        if model.state.isLoading {
            Spinner.render(model.spinner, into: &buffer, area: Rect(row: buttonLine.row, col: buttonLine.col + 1, width: 2, height: 1), theme: theme)
        }
        row += 2

        if let error = model.state.errorMessage {
            for (offset, line) in Sanitizer.singleLine(error).wrapped(toWidth: inner.width).prefix(2).enumerated() {
                buffer.writeLine(line, in: inner.line(row + offset), style: theme.error)
            }
        }
        row += 2
        if model.showsDemoHint {
            buffer.writeLine("Demo account: emilys / emilyspass", in: inner.line(row), style: theme.dim, alignment: .center)
        }
        KeyHints.render(keyTable(model), into: &buffer, area: area.bottom(1), theme: theme)
        if model.focus == .submit { buffer.cursor = nil }
        if model.showHelp {
            buffer.cursor = nil
            HelpOverlay.render(keyTable(model), title: "Keys", footer: "Esc or F1 to close", into: &buffer,
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
