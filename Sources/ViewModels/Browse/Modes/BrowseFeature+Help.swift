/// The `?` help: opens over browsing, scrolls within what the screen measured.
extension BrowseFeature {
    static func reduceHelp(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .toggleHelp:
            if state.showsHelp { state.mode.close(.help) } else { state.mode.open(.help(scroll: 0)) }
        case .hideHelp:
            state.mode.close(.help)
        case .scrollHelp(let offset):
            let topic = state.helpTopic
            state.mode.update(.help) { $0 = .help(scroll: max(0, offset), topic: topic) }
        default:
            break
        }
        return []
    }

    /// Where a scroll step takes an overlay at `offset`, a page being `page`
    /// lines and `last` the furthest it goes.
    static func scrolled(_ offset: Int, by step: ScrollStep, page: Int, last: Int) -> Int {
        let offset = min(offset, last)
        let target = switch step {
        case .up: offset - 1
        case .down: offset + 1
        case .pageUp: offset - page
        case .pageDown: offset + page
        case .top: 0
        case .bottom: last
        case .halfPageUp: offset - max(1, page / 2)
        case .halfPageDown: offset + max(1, page / 2)
        case .rows(let rows): offset + rows
        }
        return min(last, max(0, target))
    }

    /// Help and the error overlay: scrolled, closed, or the app quit from under them.
    static func reduceOverlay(_ intent: OverlayIntent, help: Bool, _ state: inout State) -> [Effect] {
        let viewport = state.viewport
        switch intent {
        case .quit:
            return [.quit]
        case .close:
            return reduce(&state, help ? .hideHelp : .hideError)
        case .copy:
            guard !help, let curl = state.errorOverlay?.request?.curlCommand else { return [] }
            return [.takeOut(.copy(curl, what: "the request as a curl command", fallback: "It is shown above."))]
        case .scroll(let step) where help:
            let target = scrolled(state.helpScroll, by: step, page: viewport.helpPage, last: viewport.helpMaximumScroll)
            return reduce(&state, .scrollHelp(to: target))
        case .scroll(let step):
            let offset = state.errorOverlay?.scroll ?? 0
            let target = scrolled(offset, by: step, page: viewport.errorPage, last: viewport.errorMaximumScroll)
            return reduce(&state, .scrollError(to: target))
        }
    }
}
