import SafeText
import ViewModels

/// Keys in the browser: the active mode's table (`BrowseKeyTables`) turns a
/// key into an intent for the feature, and nothing more. Which mode is
/// active, and which mode's keys the footer and the `?` help name, both come
/// from `BrowseState.mode`, so the three cannot disagree.
package enum BrowseKeys {
    /// The browsing table as this state shows it in the footer and the help:
    /// what is not available now dimmed or left out, links named by the detail's.
    package static func presented(_ state: BrowseState) -> KeyBindingTable<BrowsingIntent> {
        var table = BrowseKeyTables.forBrowser(state).browsing.presented { state.availability($0) }
        let links = state.links
        for index in table.bindings.indices {
            guard case .link(let number) = table.bindings[index].action, links.indices.contains(number) else { continue }
            let title = links[number].link.title
            if number > 0 { table.bindings[index].label = title }
            table.bindings[index].help = "Follow: \(title)"
        }
        return table
    }

    /// Tab keys of `registry` that the browser's own keys already take: such
    /// a tab could never be shown, or would hide Refresh, Quit or Help.
    package static func tabKeyConflicts(in registry: ResourceRegistry) -> [Character] {
        let taken = BrowseKeyTables.forLists([]).browsing.bindings
            .flatMap(\.keys).compactMap { key -> Character? in if case .character(let c) = key { c } else { nil } }
        return registry.resources.compactMap(\.tabKey).filter(Set(taken).contains)
    }

    /// What `key` means in the browser as it is, at this screen size, a
    /// click on the status line's error included: placing that takes the
    /// host and user the line shows.
    package static func command(for key: Key, in state: BrowseState, area: Rect,
                                app: AppState) -> ScreenCommand<BrowseAction>? {
        if case .mouse(let event) = key, BrowseMouse.opensError(event, in: state, area: area, app: app) { return .send(.showError) }
        return command(for: key, in: state, area: area, presenter: app.presenter)
    }

    /// What `key` means in the active mode. The area is for the mouse only:
    /// a click is placed in the layout of the frame as drawn.
    package static func command(for key: Key, in state: BrowseState, area: Rect,
                                presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        let tables = BrowseKeyTables.forBrowser(state)
        switch state.mode.active {
        case .errorOverlay:
            return overlay(key, tables.errorOverlay).map { .send(.intent(.errorOverlay($0))) }
        case .help:
            return overlay(key, tables.help).map { .send(.intent(.help($0))) }
        case .requestLog:
            return overlay(key, tables.requestLog).map { .send(.intent(.requestLog($0))) }
        case .exporting:
            // Only its own keys: the list under it stays as the export found it.
            return tables.exporting.action(for: key).map { .send(.intent(.exporting($0))) }
        case .searching:
            if let intent = tables.search.action(for: key) { return .send(.intent(.search(intent))) }
            return TextFieldAction(key: key).map { .send(.editSearch($0)) }
        case .commandLine:
            if let intent = tables.commandLine.action(for: key) { return .send(.intent(.commandLine(intent))) }
            return TextFieldAction(key: key).map { .send(.editCommand($0)) }
        case .form:
            if let intent = tables.form.action(for: key) { return .send(.intent(.form(intent))) }
            return TextFieldAction(key: key).map { .send(.editField($0)) }
        case .confirming:
            return .send(.intent(.confirmation(tables.confirmation.action(for: key) ?? .no)))
        case .browsing:
            if case .mouse(let event) = key { return BrowseMouse.command(for: event, in: state, area: area, presenter: presenter) }
            // A key that cannot work here reaches the reducer too, which says why on the status line.
            return tables.browsing.requestedAction(for: key) { state.availability($0) }.map(send)
        }
    }

    /// A browsing intent as a command: only a repaint stays with the view.
    static func send(_ intent: BrowsingIntent) -> ScreenCommand<BrowseAction> {
        intent == .redraw ? .redraw : .send(.intent(.browsing(intent)))
    }

    /// An overlay's keys; a click closes it and the wheel scrolls it.
    private static func overlay(_ key: Key, _ table: KeyBindingTable<OverlayIntent>) -> OverlayIntent? {
        guard case .mouse(let event) = key else { return table.action(for: key) }
        switch event.kind {
        case .click: return .close
        case .wheelDown: return .scroll(.rows(BrowseMouse.wheelRows))
        case .wheelUp: return .scroll(.rows(-BrowseMouse.wheelRows))
        }
    }
}
