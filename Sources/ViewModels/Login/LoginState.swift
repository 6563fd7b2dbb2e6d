import DummyJSON
import Models
import Network

/// Which control of the login form has the keyboard.
package enum LoginFocus: Int, Sendable, CaseIterable {
    case username, password, submit

    package var next: LoginFocus { LoginFocus(rawValue: (rawValue + 1) % 3)! }
    package var previous: LoginFocus { LoginFocus(rawValue: (rawValue + 2) % 3)! }
}

/// What the login screen shows: the form, whether a sign-in is on its way,
/// and why the last one failed (or why the session ended).
package struct LoginState: Sendable, Equatable {
    package var username = TextFieldState()
    /// Kept only while the screen needs it; cleared after sign-in.
    package var password = TextFieldState(isMasked: true)
    package var focus: LoginFocus = .username
    package var isLoading = false
    package var error: NetworkError?
    package var showsHelp = false

    package init(error: NetworkError? = nil) {
        self.error = error
    }

    /// Both fields filled (ignoring surrounding spaces) and nothing in flight.
    package var isSubmitEnabled: Bool {
        !username.value.trimmingCharacters(in: .whitespaces).isEmpty
            && !password.value.trimmingCharacters(in: .whitespaces).isEmpty
            && !isLoading
    }
}

package enum LoginAction: Sendable {
    /// An edit of the focused field.
    case edit(TextFieldAction)
    case focus(LoginFocus)
    case focusNext, focusPrevious
    case submit
    case showHelp, hideHelp
    case signInFinished(NetworkResult<AuthSession>)
}

package enum LoginEffect: Sendable, Equatable {
    case signIn(username: String, password: String)
    /// Tell the app who signed in.
    case announce(AuthSession)
}
