/// Names for reference columns: a list that shows another resource's ids
/// (a post's author) asks once for that resource's names, after its first
/// page arrives; one answer names every record, so later pages ask nothing.
extension BrowseFeature {
    /// The lookups list `tab`'s reference columns still need; a refresh
    /// (`retryingFailed`) asks again for those that failed.
    static func lookUpNames(_ state: inout State, tab: Int, retryingFailed: Bool = false) -> [Effect] {
        guard state.lists.indices.contains(tab), !state.lists[tab].items.isEmpty || retryingFailed else { return [] }
        var effects: [Effect] = []
        for reference in state.lists[tab].resource.columns.compactMap(\.reference)
        where state.list(reference.resource) != nil && state.names.needsLookup(reference, retryingFailed: retryingFailed)
            && !effects.contains(.lookUpNames(reference)) {
            state.names.begin(reference)
            effects.append(.lookUpNames(reference))
        }
        return effects
    }
}
