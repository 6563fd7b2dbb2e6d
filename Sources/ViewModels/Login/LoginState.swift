import DummyJSON
import Models
import Network

/// Which control of the login form has the keyboard.
package enum LoginFocus: Int, Sendable, CaseIterable {
    case username, password, submit

    package var next: LoginFocus { LoginFocus(rawValue: (rawValue + 1) % 3)! }
    /// The username is first: nothing is before it. Wrapping onto the
    /// button from there sent what was typed next to a control that takes none.
    package var previous: LoginFocus { LoginFocus(rawValue: max(0, rawValue - 1))! }
}

/// What the login screen shows: the form, whether a sign-in is on its way,
/// why the last one failed (or why the session ended), and the form's own
/// note (blank fields, a cancelled sign-in).
package struct LoginState: Sendable, Equatable {
    package var username = TextFieldState()
    /// Kept only while a sign-in may still need it: emptied once one succeeds;
    /// kept after a failure or a cancel, so Enter tries again as typed.
    package var password = TextFieldState(isMasked: true)
    package var focus: LoginFocus = .username
    package var isLoading = false
    package var error: NetworkError?
    package var note: LoginNote?
    package var showsHelp = false
    /// What the form asks for: a username and a password, or one secret (a token, a key).
    package var form: LoginForm = .usernameAndPassword
    /// Whether the demo account is worth a hint (DummyJSON's hosts other than release).
    package var offersDemoAccount = true
    /// Keys a config file gave the form's intents (modes `login` and `login-help`).
    package var keys = KeyRemaps.none

    package init(error: NetworkError? = nil, form: LoginForm = .usernameAndPassword, offersDemoAccount: Bool = true) {
        self.error = error
        self.form = form
        self.offersDemoAccount = offersDemoAccount
        if !asksForUsername { focus = .password }
    }

    /// A secret alone (a token, an API key) has no username.
    package var asksForUsername: Bool { form == .usernameAndPassword }

    /// Every field asked for filled (ignoring surrounding spaces) and nothing in flight.
    package var isSubmitEnabled: Bool { missing.isEmpty && !isLoading }

    /// The fields a submit would find blank now.
    package var missing: MissingCredentials {
        MissingCredentials(username: asksForUsername ? username.value : "-", password: password.value)
    }
}

package enum LoginAction: Sendable {
    /// A key of the form's table (or of the help's, while it is open).
    case intent(LoginIntent)
    /// An edit of the focused field.
    case edit(TextFieldAction)
    case focus(LoginFocus)
    case focusNext, focusPrevious
    case submit
    /// Esc while signing in: the request is dropped and the form is back.
    case cancelSignIn
    case showHelp, hideHelp
    case signInFinished(NetworkResult<AuthSession>)
}

package enum LoginEffect: Sendable, Equatable {
    case signIn(username: String, password: String)
    /// Drop the sign-in in flight.
    case cancelSignIn
    /// Tell the app who signed in.
    case announce(AuthSession)
    /// The person asked to quit: the app shell ends the app.
    case quit
}
