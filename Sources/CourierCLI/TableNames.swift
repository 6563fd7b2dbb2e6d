import Foundation
import Models
import Network
import Reactive
import ViewModels

/// The names a table printed by `courier get` shows in its reference columns
/// (a post's Author), asked for as the app asks for the rows in view: only the
/// ids on the page, each once, as a run of ids in one request when they lie
/// close together (`NameLookup(_:missing:of:)`), else one request per id, all
/// at once, each through the offline cache. An id whose name cannot be had
/// keeps showing as the id. CSV and JSON print the ids: they are data, and
/// `:export` writes them so too. When the rows themselves came from the cache
/// because the network failed, a cached name is taken as it comes and its
/// request let go, rather than waiting on the same network a second time.
enum TableNames {
    /// What the lookups found, and the references whose names some lookup failed to get.
    struct Outcome {
        var names = ReferenceNames()
        var unnamed: [ResourceReference] = []
    }

    static func lookUp(for items: ListItems, columns: [ColumnSpec], registry: ResourceRegistry,
                       client: NetworkClient, cachedWillDo: Bool = false) async -> Outcome {
        var wanted: [ResourceReference: [Int]] = [:]
        for (column, spec) in columns.enumerated() {
            guard let reference = spec.reference else { continue }
            for row in 0..<items.count {
                if let id = items.referenceID(row: row, column: column) { wanted[reference, default: []].append(id) }
            }
        }
        var outcome = Outcome()
        for (reference, ids) in wanted.sorted(by: { $0.key.resource < $1.key.resource }) {
            guard let resource = registry[reference.resource], resource.canBeNamed else { continue }
            let missing = outcome.names.missing(reference, among: ids)
            guard !missing.isEmpty else { continue }
            outcome.names.begin(reference, ids: missing)
            let named = await name(NameLookup(reference, missing: missing, of: resource), of: resource,
                                   into: &outcome.names, client: client, cachedWillDo: cachedWillDo)
            if !named { outcome.unnamed.append(reference) }
        }
        return outcome
    }

    /// Runs `lookup` and puts what it found in `names`; ids a run's answer lacked are asked
    /// for one by one after it, as the app does. False when a lookup failed (a record that
    /// is not there is no failure: it stays an id without a word).
    private static func name(_ lookup: NameLookup, of resource: AnyResource, into names: inout ReferenceNames,
                             client: NetworkClient, cachedWillDo: Bool) async -> Bool {
        let reference = lookup.reference
        var succeeded = true
        var lacking: [Int] = []
        for (ids, sourced) in await answers(to: lookup, of: resource, client: client, cachedWillDo: cachedWillDo) {
            switch sourced?.result {
            case .value(let found)?:
                names.received(found, for: reference)
                lacking += ids.filter { names.name(reference, id: $0) == nil }
            case .error(let error)?:
                names.failed(reference, ids: ids)
                if case .http(status: 404, _) = error {} else { succeeded = false }
            case nil:
                names.failed(reference, ids: ids)
                succeeded = false
            }
        }
        guard !lacking.isEmpty else { return succeeded }
        guard lookup.asRange else {
            names.failed(reference, ids: lacking)
            return succeeded
        }
        let alone = names.askAlone(reference, ids: lacking)
        guard !alone.isEmpty else { return succeeded }
        return await name(NameLookup(reference, ids: alone), of: resource, into: &names, client: client,
                          cachedWillDo: cachedWillDo) && succeeded
    }

    /// Each request's ids and its word (nil: the stream ended without one).
    private static func answers(to lookup: NameLookup, of resource: AnyResource, client: NetworkClient,
                                cachedWillDo: Bool) async -> [([Int], SourcedResult<[Int: String]>?)] {
        if lookup.asRange, let first = lookup.ids.first, let last = lookup.ids.last {
            return [(lookup.ids, await word(of: resource.names(in: first...last, lookup.reference, on: client), cachedWillDo))]
        }
        return await withTaskGroup(of: ([Int], SourcedResult<[Int: String]>?).self) { group in
            for id in lookup.ids {
                group.addTask { ([id], await word(of: resource.name(id: id, lookup.reference, on: client), cachedWillDo)) }
            }
            var answers: [([Int], SourcedResult<[Int: String]>?)] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
    }

    /// A sourced stream's last result: the network's, or the cache's when the network had
    /// nothing newer. With `cachedWillDo`, a cached value as soon as it comes: leaving the
    /// loop ends the subscription, which cancels the request still on its way.
    private static func word(of stream: Observable<SourcedResult<[Int: String]>>?,
                             _ cachedWillDo: Bool) async -> SourcedResult<[Int: String]>? {
        guard let stream else { return nil }
        var last: SourcedResult<[Int: String]>?
        do {
            for try await result in stream.values {
                last = result
                if cachedWillDo, case .cache = result.source, case .value = result.result { break }
            }
        } catch {}
        return last
    }
}
