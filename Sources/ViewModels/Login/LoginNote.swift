/// The fields a submit found blank (spaces count as blank).
package struct MissingCredentials: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let username = MissingCredentials(rawValue: 1)
    package static let password = MissingCredentials(rawValue: 2)

    /// What a submit with these fields would find missing.
    package init(username: String, password: String) {
        self = []
        if username.trimmingCharacters(in: .whitespaces).isEmpty { insert(.username) }
        if password.trimmingCharacters(in: .whitespaces).isEmpty { insert(.password) }
    }
}

/// What the form says that is not the server's error: a submit that sent
/// nothing because fields were blank, or a sign-in the person cancelled.
package enum LoginNote: Sendable, Hashable {
    case missing(MissingCredentials)
    case cancelled
    /// Text typed while the button had the focus: it goes nowhere, and says so.
    case typedOnButton

    /// The fields to mark.
    package var missingFields: MissingCredentials {
        if case .missing(let fields) = self { return fields }
        return []
    }

    /// The note once a field was edited: a cancel is old news, and a field
    /// filled in is no longer missing.
    func afterEdit(missing now: MissingCredentials) -> LoginNote? {
        guard case .missing(let fields) = self else { return nil }
        let left = fields.intersection(now)
        return left.isEmpty ? nil : .missing(left)
    }

    package var text: UIText {
        switch self {
        case .missing(let fields) where fields == [.username, .password]: "Enter your username and password."
        case .missing(let fields) where fields == .username: "Enter your username."
        case .missing: "Enter your password."
        case .cancelled: "Sign-in cancelled."
        case .typedOnButton: "Type in a field: Tab or ↑ to reach one."
        }
    }
}
