/// `!`: the error the status line summarises, read whole.
extension BrowseFeature {
    static func reduceErrorOverlay(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .showError:
            guard let note = state.shownError ?? state.lastError else { return [] }
            state.mode.open(.errorOverlay(ErrorOverlayState(note: note)))
            return requestLookup(for: note)
        case .hideError:
            state.mode.close(.errorOverlay)
        case .scrollError(let offset):
            state.mode.update(.errorOverlay) { mode in
                if case .errorOverlay(var overlay) = mode { overlay.scroll = max(0, offset); mode = .errorOverlay(overlay) }
            }
        default:
            break
        }
        return []
    }
}
