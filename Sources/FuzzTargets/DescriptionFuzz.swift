import APIDescription
import Foundation
import JSON
import SafeText
import DummyJSON
import ViewModels
import YAML

/// The readers of what a person points Courier at: YAML, and OpenAPI
/// descriptions and Courier profiles through discovery into the registry.
///
/// - YAML that parses, written back as JSON (which is YAML), parses to the
///   same value. YAML allows an implicit key of at most 1,024 characters,
///   quotes included, so JSON with a longer key is not YAML: that JSON
///   must read back the same through the JSON reader, as `DescriptionReader`
///   reads such a document.
/// - A description (or profile) either reads, or fails with a
///   `DescriptionError`; what it makes has resources with distinct ids and
///   paths, tab keys that do not clash, and routes that can be built for a
///   first page, a search, a sort, a filter and a record.
extension FuzzTarget {
    static let yaml = FuzzTarget("yaml", "YAML parser over libyaml: parse, write as JSON, parse again") { data throws(FuzzViolation) in
        guard let value = try? YAMLParser().parse(data) else { return }
        let json: Data
        do {
            json = Data(try YAMLKeyLimit.written(value).utf8)
        } catch {
            throw FuzzViolation("a parsed YAML value did not encode as JSON: \(error)")
        }
        let again: JSONValue
        do {
            again = try YAMLParser().parse(json)
        } catch {
            guard YAMLKeyLimit.isNear(in: value), let read = try? JSONValue(jsonData: json) else {
                throw FuzzViolation("YAML's own JSON did not parse as YAML: \(error) in \(String(decoding: json.prefix(200), as: UTF8.self))")
            }
            again = read
        }
        try require(again == value, "YAML → JSON → YAML changed the value: \(value) → \(again)")
    }

    static let apiDescription = FuzzTarget("api-description", "OpenAPI/profile loading, discovery and the described registry") { data throws(FuzzViolation) in
        let source = DescriptionSource.file("fuzz/description")
        let api: DiscoveredAPI
        do {
            api = try APILoader.discover(source) { asked throws(DescriptionError) in
                guard asked.description == source.description else { throw .unreadable(source: asked.description, reason: "not here") }
                return data
            }
        } catch {
            return
        }
        try DescribedInvariants.check(api)
    }
}

enum DescribedInvariants {
    static func check(_ api: DiscoveredAPI) throws(FuzzViolation) {
        let ids = api.resources.map(\.id)
        try require(Set(ids).count == ids.count, "resource ids repeat: \(ids)")
        for resource in api.resources {
            try require(!resource.id.isEmpty, "a resource with no id")
            try require(resource.listPath.hasPrefix("/") || resource.listPath.contains("://"), "list path \(resource.listPath)")
        }
        let registry = ResourceRegistry.described(api)
        let keys = registry.resources.compactMap(\.tabKey)
        try require(Set(keys).count == keys.count, "tab keys clash: \(keys)")
        for resource in registry.resources {
            var requests = [ListRequest(), ListRequest(paging: Paging(limit: 30, skip: 60))]
            if resource.isSearchable { requests.append(ListRequest(query: "a b-c")) }
            if let field = resource.sortFields.first { requests.append(ListRequest(sort: SortKey(field, .descending))) }
            if let filter = resource.filters.first { requests.append(ListRequest(filter: FilterValue(filter.name, filter.takesID ? "7" : "x y"))) }
            for request in requests {
                let path = resource.route(for: request).relation.path
                try require(!path.isEmpty, "\(resource.id): an empty path for \(request)")
            }
            _ = resource.recordRoute(id: 1).relation
        }
    }
}
