/// What a key means on the login form. The table is built once; whether an
/// intent works now is `LoginState.availability`, and what it does is the reducer's.
package enum LoginIntent: String, KeyIntent {
    case nextField, previousField
    /// Enter: from the username it moves to the password, elsewhere it signs in.
    case submit
    case cancel, quit, redraw, help
    /// Esc or F1 while the help is open.
    case closeHelp

    /// `login-next-field`: the raw value in a config file's spelling.
    package var name: String {
        "login-" + rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }
}

extension LoginState {
    package func availability(_ intent: LoginIntent) -> KeyAvailability {
        switch intent {
        case .submit: isLoading ? .unavailable : .available
        case .cancel: isLoading ? .available : .unavailable
        case .nextField, .previousField, .quit, .redraw, .help, .closeHelp: .available
        }
    }
}
