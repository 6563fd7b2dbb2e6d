import JSON
import Models

/// The names the browser has looked up for references, by reference and
/// id: what a reference column shows instead of an id, and what a link to
/// one of those records is titled with. Only ids that came into view are
/// ever asked for, each once; one that could not be named keeps showing its
/// id and is asked for again only after a refresh, so an offline list
/// never loops.
package struct ReferenceNames: Sendable, Equatable {
    package enum Status: Sendable, Equatable {
        case loading, loaded, failed
    }

    private var names: [ResourceReference: [Int: String]] = [:]
    /// Ids asked for and not answered yet.
    private var asked: [ResourceReference: Set<Int>] = [:]
    /// Of those, the ones a run's answer lacked, asked for one by one.
    private var askedAlone: [ResourceReference: Set<Int>] = [:]
    /// Ids that could not be named (not found, or the lookup failed).
    private var unnamed: [ResourceReference: Set<Int>] = [:]
    /// Whether a failed lookup was said since the last refresh: it is said once.
    package private(set) var isFailureSaid = false

    package static let none = ReferenceNames()

    package init() {}

    /// The name of record `id`, when known.
    package func name(_ reference: ResourceReference, id: Int) -> String? { names[reference]?[id] }

    package func status(_ reference: ResourceReference, id: Int) -> Status? {
        if names[reference]?[id] != nil { return .loaded }
        if asked[reference]?.contains(id) == true { return .loading }
        return unnamed[reference]?.contains(id) == true ? .failed : nil
    }

    /// How many names are kept for `reference` (bounded: see `received`).
    package func count(_ reference: ResourceReference) -> Int { names[reference]?.count ?? 0 }

    /// The ids of `ids` to ask for now, sorted, each once: not named, not on
    /// their way, and not failed since the last refresh.
    package func missing(_ reference: ResourceReference, among ids: some Sequence<Int>) -> [Int] {
        let known = names[reference] ?? [:]
        let waiting = asked[reference] ?? []
        let failed = unnamed[reference] ?? []
        return Set(ids).filter { known[$0] == nil && !waiting.contains($0) && !failed.contains($0) }.sorted()
    }

    package mutating func begin(_ reference: ResourceReference, ids: [Int]) {
        asked[reference, default: []].formUnion(ids)
    }

    /// Names that arrived, from the cache or the server. Past
    /// `ViewModelDefaults.namesKept` the older ones are let go (the cache
    /// still has them), so walking a long list keeps memory bounded.
    package mutating func received(_ found: [Int: String], for reference: ResourceReference) {
        if count(reference) + found.count > ViewModelDefaults.namesKept { names[reference] = [:] }
        names[reference, default: [:]].merge(found) { _, new in new }
        asked[reference]?.subtract(found.keys)
        askedAlone[reference]?.subtract(found.keys)
        unnamed[reference]?.subtract(found.keys)
    }

    /// Ids that could not be named: their ids keep showing until a refresh.
    /// One named meanwhile (by a cached answer first) stays named.
    package mutating func failed(_ reference: ResourceReference, ids: [Int]) {
        asked[reference]?.subtract(ids)
        askedAlone[reference]?.subtract(ids)
        let stillUnnamed = ids.filter { names[reference]?[$0] == nil }
        unnamed[reference, default: []].formUnion(stillUnnamed)
    }

    /// Ids a run's answer lacked, to be asked for one by one: those not
    /// already (a run's cached answer and then the server's may both lack them).
    package mutating func askAlone(_ reference: ResourceReference, ids: [Int]) -> [Int] {
        let new = ids.filter { !(askedAlone[reference]?.contains($0) ?? false) }
        askedAlone[reference, default: []].formUnion(new)
        asked[reference, default: []].formUnion(new)
        return new
    }

    /// A failed lookup is being said: later failures stay quiet until a refresh.
    package mutating func sayFailure() { isFailureSaid = true }

    /// A refresh: ids that could not be named are asked for again as they
    /// show, and a failure may be said again.
    package mutating func retryFailed() {
        unnamed = [:]
        isFailureSaid = false
    }

    /// A record of `resource` written here (edited or added): the names
    /// already looked up for it follow the answer, so a renamed author reads
    /// right at once rather than after the next start.
    package mutating func recordWritten(_ record: JSONValue, id: Int, resource: String) {
        for reference in names.keys where reference.resource == resource {
            let parts = reference.fields.compactMap { record[$0]?.stringValue }.filter { !$0.isEmpty }
            guard !parts.isEmpty else { continue }
            names[reference]?[id] = reference.order.compose(parts)
        }
    }
}

/// Which records' names to ask for: a run of ids close together in one
/// request (`asRange`), or each id on its own, all at once.
package struct NameLookup: Sendable, Hashable {
    package var reference: ResourceReference
    /// Sorted, distinct.
    package var ids: [Int]
    package var asRange: Bool

    package init(_ reference: ResourceReference, ids: [Int], asRange: Bool = false) {
        self.reference = reference
        self.ids = ids
        self.asRange = asRange
    }

    /// The lookup for `missing` (sorted, distinct) of `resource`: as a run when
    /// they lie within `ViewModelDefaults.nameRangeSpan` of each other and the
    /// resource can answer runs, else id by id. The app's list and the command
    /// line's table ask the same way.
    package init(_ reference: ResourceReference, missing: [Int], of resource: AnyResource) {
        let span = (missing.last ?? 0) - (missing.first ?? 0)
        self.init(reference, ids: missing,
                  asRange: resource.canBeNamedByRange && missing.count > 1 && span < ViewModelDefaults.nameRangeSpan)
    }
}
