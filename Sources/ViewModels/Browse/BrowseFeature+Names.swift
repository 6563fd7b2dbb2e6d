import Network

/// Names for references, asked for by what is on screen: the ids a list's
/// reference columns show in view (a posts page's authors) as the list
/// loads and the cursor moves, and those a detail's links name. DummyJSON
/// has no route for several ids, so each id is one small request, all at
/// once and through the cache; ids close together go as one run (a page
/// of the referenced list where ids follow positions). Never the whole
/// collection: a million users cost what the rows in view cost.
extension BrowseFeature {
    /// The lookups the rows in view of list `tab` need.
    static func lookUpNames(_ state: inout State, tab: Int) -> [Effect] {
        guard state.lists.indices.contains(tab) else { return [] }
        let list = state.lists[tab]
        let columns = list.resource.columns
        var wanted: [ResourceReference: [Int]] = [:]
        for column in columns.indices {
            guard let reference = columns[column].reference else { continue }
            for row in list.rowsInView(visibleRows: state.visibleRows) {
                if let id = list.items.referenceID(row: row, column: column) { wanted[reference, default: []].append(id) }
            }
        }
        return lookUp(wanted, &state)
    }

    /// The lookups the open detail's record links need for their titles
    /// (a post opened from a comment, before any list of posts named its author).
    static func lookUpLinkNames(_ state: inout State) -> [Effect] {
        var wanted: [ResourceReference: [Int]] = [:]
        for link in state.detail?.content?.links ?? [] {
            if let reference = link.reference, case .record(_, let id) = link.target { wanted[reference, default: []].append(id) }
        }
        for (reference, id) in state.detail?.content?.namedRecords ?? [] { wanted[reference, default: []].append(id) }
        return lookUp(wanted, &state)
    }

    /// One lookup per reference for its ids not yet asked for, of a resource
    /// this browser has: as a run or id by id (`NameLookup(_:missing:of:)`).
    private static func lookUp(_ wanted: [ResourceReference: [Int]], _ state: inout State) -> [Effect] {
        var effects: [Effect] = []
        for (reference, ids) in wanted.sorted(by: { $0.key.resource < $1.key.resource }) {
            guard let resource = state.list(reference.resource)?.resource, resource.canBeNamed else { continue }
            let missing = state.names.missing(reference, among: ids)
            guard !missing.isEmpty else { continue }
            state.names.begin(reference, ids: missing)
            effects.append(.lookUpNames(NameLookup(reference, missing: missing, of: resource)))
        }
        return effects
    }

    /// Names arrived. Ids a run's answer lacks (ids that do not follow
    /// positions there) are asked for one by one; an id whose own record
    /// lacks the fields stays an id.
    static func namesLoaded(_ lookup: NameLookup, _ found: [Int: String], _ state: inout State) -> [Effect] {
        let reference = lookup.reference
        state.names.received(found, for: reference)
        let lacking = lookup.ids.filter { state.names.name(reference, id: $0) == nil }
        guard !lacking.isEmpty else { return [] }
        guard lookup.asRange else {
            state.names.failed(reference, ids: lacking)
            return []
        }
        let alone = state.names.askAlone(reference, ids: lacking)
        return alone.isEmpty ? [] : [.lookUpNames(NameLookup(reference, ids: alone))]
    }

    /// A lookup failed: its ids keep showing, and the first failure since the
    /// last refresh says so in a quiet note (a record that is not there is no failure).
    static func namesFailed(_ lookup: NameLookup, _ error: NetworkError?, _ state: inout State) -> [Effect] {
        state.names.failed(lookup.reference, ids: lookup.ids)
        if case .http(status: 404, _)? = error { return [] }
        guard !state.names.isFailureSaid else { return [] }
        state.names.sayFailure()
        return note(.unnamed(subject: UIText(lookup.reference.resource)), &state)
    }
}
