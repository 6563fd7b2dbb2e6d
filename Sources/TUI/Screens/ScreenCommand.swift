/// What a key means on a screen: an action for the screen's feature, or
/// something only the app shell can do.
package enum ScreenCommand<Action: Sendable>: Sendable {
    case send(Action)
    case logout
    case quit
    case redraw
}
