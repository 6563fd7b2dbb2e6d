/// Esc while a list loads stops it, as Esc stops a sign-in: the load a
/// person no longer waits for does not go on behind their back.
extension BrowseFeature {
    /// Esc while the list loads: its requests are cancelled and the list
    /// says it stopped; r (or a move, for a next page) asks again.
    static func cancelLoad(_ state: inout State) -> [Effect] {
        let tab = state.selectedTab
        var list = state.lists[tab]
        if list.isLoadingFirstPage {
            list.hasLoaded = true
            list.dropItemsOfOtherCriteria()
        }
        list.isLoadingFirstPage = false
        list.nextPage = nil
        list.error = .cancelled
        state.lists[tab] = list
        return [.cancelFirstPage(tab: tab), .loadNextPage(tab: tab, nil)] + note(.info("Loading stopped: r loads again."), &state)
    }
}
