/// `!`: the error the status line summarises, read whole.
extension BrowseFeature {
    static func reduceErrorOverlay(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .showError:
            guard let note = state.shownError ?? state.lastError else { return [] }
            state.errorOverlay = ErrorOverlayState(note: note)
        case .hideError:
            state.errorOverlay = nil
        case .scrollError(let offset):
            state.errorOverlay?.scroll = max(0, offset)
        default:
            break
        }
        return []
    }
}
