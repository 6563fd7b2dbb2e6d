/// What a key means on a screen: an action for the screen's feature, or a
/// repaint, which only the view can do. Quitting and signing out are the
/// features' effects (`BrowseEffect.quit`, `.signOut`), which the app shell observes.
package enum ScreenCommand<Action: Sendable>: Sendable {
    case send(Action)
    case redraw
}
