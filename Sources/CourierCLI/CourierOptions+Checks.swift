import DummyJSON
import Foundation
import Network
import TUI
import ViewModels

/// What a subcommand asks must be something its resource does: the checks
/// made before anything is sent, so a mistake is a usage error (exit 2).
extension CourierOptions {
    /// The resource must take the write, and the fields given must be its
    /// own and pass its rules (a JSON object from stdin is checked when read).
    static func check(_ write: inout WriteRequest, against resource: AnyResource) throws(UsageError) {
        let known: [EditableValue]
        switch write.kind {
        case .add:
            guard resource.canAdd else { throw UsageError("\(resource.id) cannot be added to") }
            known = resource.newFields
        case .edit:
            guard resource.isEditable else { throw UsageError("\(resource.id) cannot be edited") }
            known = resource.editableFields
        case .delete:
            guard resource.canDelete else { throw UsageError("\(resource.id) cannot be deleted") }
            if let id = write.id { try check(id: id, of: resource) }
            return
        }
        if let id = write.id { try check(id: id, of: resource) }
        for (key, value) in write.fields {
            guard let field = known.first(where: { $0.key == key }) else {
                throw UsageError("\(resource.id) \(write.kind.rawValue) takes \(known.map(\.key).joined(separator: ", ")), not '\(key)'")
            }
            if let problem = field.rule.problem(with: value) {
                throw UsageError("--field \(key) must be \(problem == "required" ? "filled in" : problem)")
            }
        }
        if write.kind == .add, !write.fields.isEmpty {
            let missing = known.filter { $0.rule.isRequired && write.fields[$0.key] == nil }.map(\.key)
            if !missing.isEmpty { throw UsageError("\(resource.id) add needs \(missing.joined(separator: ", "))") }
        }
    }

    /// `--id` must be an id the resource's records could have: a whole number
    /// from 1 where ids are numbers (DummyJSON's), any text where they are
    /// text (a described API's UUIDs or slugs).
    static func check(id: String, of resource: AnyResource) throws(UsageError) {
        guard resource.recordID(id) == nil else { return }
        throw UsageError(resource.hasTextIDs ? "--id needs a record's id"
                             : "--id takes a whole number from 1 to \(Int(Int32.max)), not '\(id)'")
    }

    /// What `get` asks must be something `resource` does: a search or a
    /// filter, sorted or not, as the app allows (`AnyResource.refusal(for:)`).
    static func check(_ get: GetRequest, against resource: AnyResource) throws(UsageError) {
        if get.search != nil && !resource.isSearchable { throw UsageError("\(resource.id) cannot be searched") }
        if let filter = get.filter, !resource.filters.contains(where: { $0.name == filter.name }) {
            let names = resource.filters.map(\.name)
            throw UsageError(names.isEmpty ? "\(resource.id) has no filters"
                                 : "\(resource.id) filters by \(names.joined(separator: ", ")), not '\(filter.name)'")
        }
        if let filter = get.filter, let known = resource.filters.first(where: { $0.name == filter.name }), !known.accepts(filter.value) {
            throw UsageError("--filter \(filter.name)= takes a record id (1 or more), not '\(filter.value)'")
        }
        if let id = get.id { try check(id: id, of: resource) }
        if let sort = get.sort, !resource.sortFields.contains(sort.field) {
            throw UsageError(resource.sortFields.isEmpty ? "\(resource.id) cannot be sorted"
                                 : "\(resource.id) sorts by \(resource.sortFields.joined(separator: ", ")), not '\(sort.field)'")
        }
        let criteria = ListCriteria(query: get.search ?? "", filter: get.filter, sort: get.sort)
        if let refusal = resource.refusal(for: criteria) { throw UsageError(refusal) }
        if get.id != nil && (get.search != nil || get.filter != nil || get.sort != nil) { throw UsageError("--id goes alone: it names one record") }
    }
}
