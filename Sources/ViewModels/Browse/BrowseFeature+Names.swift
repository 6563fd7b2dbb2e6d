/// Names for references: a list that shows another resource's ids (a
/// post's author) asks once for that resource's names, after its first page
/// arrives; one answer names every record, so later pages ask nothing. A
/// detail whose links name records asks the same way.
extension BrowseFeature {
    /// The lookups list `tab`'s reference columns still need; a refresh
    /// (`retryingFailed`) asks again for those that failed.
    static func lookUpNames(_ state: inout State, tab: Int, retryingFailed: Bool = false) -> [Effect] {
        guard state.lists.indices.contains(tab), !state.lists[tab].items.isEmpty || retryingFailed else { return [] }
        return lookUp(state.lists[tab].resource.columns.compactMap(\.reference), retryingFailed: retryingFailed, &state)
    }

    /// The lookups the open detail's record links need for their titles
    /// (a post opened from a comment, before any list of posts named its author).
    static func lookUpLinkNames(_ state: inout State) -> [Effect] {
        lookUp(state.detail?.content?.links.compactMap(\.reference) ?? [], retryingFailed: false, &state)
    }

    /// One lookup per reference not yet asked for, of a resource this browser has.
    private static func lookUp(_ references: [ResourceReference], retryingFailed: Bool, _ state: inout State) -> [Effect] {
        var effects: [Effect] = []
        for reference in references
        where state.list(reference.resource) != nil && state.names.needsLookup(reference, retryingFailed: retryingFailed)
            && !effects.contains(.lookUpNames(reference)) {
            state.names.begin(reference)
            effects.append(.lookUpNames(reference))
        }
        return effects
    }
}
