/// What a key means to a feature, named: a key table binds keys to intents,
/// and a remapping (from a config file) names the intent whose keys it changes.
package protocol KeyIntent: Sendable, Equatable {
    /// A stable name for remapping: "move-down", "tab-3", "quit".
    var name: String { get }
}

/// Whether an intent can be had right now, as its feature decides from
/// state: the footer, the help and dispatch all ask this one answer.
package enum KeyAvailability: Sendable, Equatable {
    /// Works, and the footer may name it.
    case available
    /// Works, but the footer leaves it out for now (`!` while no error shows).
    case quiet
    /// Listed dimmed in the help, not in the footer; its key reaches the
    /// reducer, which does nothing but may say why.
    case unavailable
    /// Not listed at all (a link the open detail does not have).
    case absent

    package var isUsable: Bool { self == .available || self == .quiet }
}
