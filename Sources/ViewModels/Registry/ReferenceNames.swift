import JSON
import Models

/// The names the browser has looked up for references, by reference: what
/// a reference column shows instead of an id, and what a link to one of
/// those records is titled with. A lookup is asked for once; a failed one
/// is asked for again only on a refresh, so an offline list never loops.
package struct ReferenceNames: Sendable, Equatable {
    package enum Status: Sendable, Equatable {
        case loading, loaded, failed
    }

    private var names: [ResourceReference: [Int: String]] = [:]
    private var statuses: [ResourceReference: Status] = [:]

    package static let none = ReferenceNames()

    package init() {}

    package func status(_ reference: ResourceReference) -> Status? { statuses[reference] }

    /// The name of record `id`, when known.
    package func name(_ reference: ResourceReference, id: Int) -> String? { names[reference]?[id] }

    /// Whether `reference` should be looked up now: never asked, or failed and asked again by a refresh.
    package func needsLookup(_ reference: ResourceReference, retryingFailed: Bool = false) -> Bool {
        switch statuses[reference] {
        case nil: true
        case .failed: retryingFailed
        case .loading, .loaded: false
        }
    }

    package mutating func begin(_ reference: ResourceReference) {
        statuses[reference] = .loading
    }

    /// Names that arrived, from the cache or the server: added to those known.
    package mutating func received(_ found: [Int: String], for reference: ResourceReference) {
        names[reference, default: [:]].merge(found) { _, new in new }
        statuses[reference] = .loaded
    }

    /// A record of `resource` written here (edited or added): the names
    /// already looked up for it follow the answer, so a renamed author reads
    /// right at once rather than after the next start.
    package mutating func recordWritten(_ record: JSONValue, resource: String) {
        for reference in names.keys where reference.resource == resource {
            guard let (id, name) = ReferenceNameList.name(of: record, fields: reference.fields, order: reference.order)
            else { continue }
            names[reference]?[id] = name
        }
    }

    /// A lookup that failed: the names known so far stay (a cached answer may have come first).
    package mutating func failed(_ reference: ResourceReference) {
        if names[reference]?.isEmpty ?? true { statuses[reference] = .failed } else { statuses[reference] = .loaded }
    }
}
