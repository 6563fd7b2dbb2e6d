import SafeText
import ViewModels

/// What the help overlay shows for a state: the keys of the mode the footer
/// names (`?`), or every command of the `:` line with the aliases and views
/// (`:help`). The render and the measure of how far it scrolls both ask here.
package struct BrowseHelp {
    package var title: String
    package var footer: String
    package var entries: [HelpOverlay.Entry]

    package init(_ state: BrowseState, presenter: ErrorPresenter) {
        footer = presenter.text("Esc or ? to close")
        switch state.helpTopic {
        case .keys:
            title = presenter.text("Keys")
            entries = HelpOverlay.entries(BrowseKeys.presented(state).translated(presenter), unavailable: presenter.text(" (not now)"))
        case .commands:
            title = presenter.text("Commands")
            // Aliases and views are the config file's words: made safe like anything else drawn.
            entries = BrowseCommand.helpEntries(lists: state.lists, settings: state.settings).map {
                HelpOverlay.Entry(keys: Sanitizer.singleLine($0.usage), text: Sanitizer.singleLine(presenter.text($0.text)))
            }
        }
    }
}
