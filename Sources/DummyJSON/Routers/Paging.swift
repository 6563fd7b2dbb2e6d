import Models
import Network

/// Which slice of a list: `limit` items after `skip`.
public struct Paging: Sendable, Equatable, Hashable {
    public static let defaultLimit = 30

    public var limit: Int
    public var skip: Int

    public init(limit: Int = Paging.defaultLimit, skip: Int = 0) {
        self.limit = max(0, limit)
        self.skip = max(0, skip)
    }

    public static let first = Paging()

    /// The page after one that returned `count` items.
    public func next(after count: Int) -> Paging { Paging(limit: limit, skip: skip + count) }

    var parameters: Parameters {
        var parameters = Parameters(minimumCapacity: 2)
        add(to: &parameters)
        return parameters
    }

    func add(to parameters: inout Parameters) {
        parameters["limit"] = .number(Double(limit))
        parameters["skip"] = .number(Double(skip))
    }
}

public enum SortOrder: String, Sendable, CaseIterable {
    case ascending = "asc"
    case descending = "desc"
}

/// Sorting by one of a resource's fields.
public struct Sort<Field: RawRepresentable & Sendable & Hashable>: Sendable, Hashable where Field.RawValue == String {
    public var field: Field
    public var order: SortOrder

    public init(_ field: Field, _ order: SortOrder = .ascending) {
        self.field = field
        self.order = order
    }

    func add(to parameters: inout Parameters) {
        parameters["sortBy"] = .string(field.rawValue)
        parameters["order"] = .string(order.rawValue)
    }
}

/// The list parameters every resource shares: paging, select and sort.
struct ListQuery<Field: RawRepresentable & Sendable & Hashable> where Field.RawValue == String {
    var paging: Paging
    var select: [Field]?
    var sort: Sort<Field>?

    /// Written into one dictionary made large enough for all of them at once: a
    /// route's `relation` is worked out on every request (once: the routers say
    /// their `method` without it, which the default `encoding` asks).
    var parameters: Parameters {
        var parameters = Parameters(minimumCapacity: 6)
        paging.add(to: &parameters)
        if let select, !select.isEmpty {
            parameters["select"] = .string(select.map(\.rawValue).joined(separator: ","))
        }
        sort?.add(to: &parameters)
        return parameters
    }
}
