import Network

/// The request behind the error `!` shows, and `:log`: both read the
/// client's journal through an effect, so the reducer stays pure.
extension BrowseFeature {
    /// The lookup `!` starts for a note that came from a request.
    static func requestLookup(for note: StatusNote) -> [Effect] {
        switch note.kind {
        case .failed(let error, _), .pictureNotLoaded(let error, _): return [.requests(.find(note, error))]
        default: return []
        }
    }

    static func reduceRequests(_ action: RequestAction, _ state: inout State) -> [Effect] {
        switch action {
        case .found(let note, let summary):
            state.mode.update(.errorOverlay) { mode in
                guard case .errorOverlay(var overlay) = mode, overlay.note == note else { return }
                overlay.request = summary
                mode = .errorOverlay(overlay)
            }
        case .logLoaded(let requests):
            state.mode.open(.requestLog(RequestLogState(requests: requests)))
        case .scrollLog(let offset):
            state.mode.update(.requestLog) { mode in
                if case .requestLog(var log) = mode { log.scroll = max(0, offset); mode = .requestLog(log) }
            }
        case .closeLog:
            state.mode.close(.requestLog)
        }
        return []
    }

    /// The log's keys: scrolled like the help, closed, or the app quit from under it.
    static func reduceLogOverlay(_ intent: OverlayIntent, _ state: inout State) -> [Effect] {
        switch intent {
        case .quit: return [.quit]
        case .copy: return []
        case .close: return reduce(&state, .requests(.closeLog))
        case .scroll(let step):
            let viewport = state.viewport
            let target = scrolled(state.requestLog?.scroll ?? 0, by: step, page: viewport.logPage, last: viewport.logMaximumScroll)
            return reduce(&state, .requests(.scrollLog(to: target)))
        }
    }
}

extension BrowseState {
    /// The `:log` overlay while it is open.
    package var requestLog: RequestLogState? {
        if case .requestLog(let log)? = mode.layer(.requestLog) { return log }
        return nil
    }
}
