import Foundation

/// A type that list endpoints return; its key names the array in the
/// envelope (`{"products": [...], "total", "skip", "limit"}`).
public protocol PageItem: Codable, Sendable {
    static var resourceKey: String { get }
}

/// One page of a list or search. `limit` is the number of items actually
/// returned, not the number asked for.
public struct Page<Item: PageItem>: Codable, Sendable {
    public var items: [Item]
    public var total: Int
    public var skip: Int
    public var limit: Int

    public init(items: [Item], total: Int, skip: Int, limit: Int) {
        self.items = items
        self.total = total
        self.skip = skip
        self.limit = limit
    }

    /// Whether items remain after this page.
    public var hasMore: Bool { skip + items.count < total }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        items = try container.decode([Item].self, forKey: Key(Item.resourceKey))
        total = try container.decode(Int.self, forKey: Key("total"))
        skip = try container.decodeIfPresent(Int.self, forKey: Key("skip")) ?? 0
        limit = try container.decodeIfPresent(Int.self, forKey: Key("limit")) ?? items.count
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(items, forKey: Key(Item.resourceKey))
        try container.encode(total, forKey: Key("total"))
        try container.encode(skip, forKey: Key("skip"))
        try container.encode(limit, forKey: Key("limit"))
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
