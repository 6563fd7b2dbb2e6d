import Foundation
import Models
import ViewModels

/// One column of a resource list: a title, how wide, which side, and the text.
public struct ResourceColumn<Item>: Sendable {
    public var title: String
    /// Preferred width in cells; `flexible` columns share what is left.
    public var width: Int
    public var flexible: Bool
    public var alignment: TextAlignment
    /// Which columns go first on a narrow screen: the highest number.
    public var priority: Int
    public var value: @Sendable (Item) -> String

    public init(_ title: String, width: Int, flexible: Bool = false, alignment: TextAlignment = .left,
                priority: Int = 0, value: @escaping @Sendable (Item) -> String) {
        self.title = title
        self.width = width
        self.flexible = flexible
        self.alignment = alignment
        self.priority = priority
        self.value = value
    }
}

/// The useful columns of each resource, shared by the list screens and `courier get`.
public enum ResourceColumns {
    public static let products: [ResourceColumn<ProductSummary>] = [
        ResourceColumn("ID", width: 5, alignment: .right, priority: 3) { "\($0.id)" },
        ResourceColumn("Title", width: 28, flexible: true) { $0.title },
        ResourceColumn("Brand", width: 14, priority: 4) { $0.brand ?? "—" },
        ResourceColumn("Category", width: 16, priority: 6) { $0.category ?? "" },
        ResourceColumn("Price", width: 10, alignment: .right, priority: 1) { $0.price.map(DetailFormat.price) ?? "" },
        ResourceColumn("Rating", width: 6, alignment: .right, priority: 5) { $0.rating.map { String(format: "%.2f", $0) } ?? "" },
        ResourceColumn("Stock", width: 6, alignment: .right, priority: 7) { $0.stock.map(String.init) ?? "" },
    ]

    public static let posts: [ResourceColumn<PostSummary>] = [
        ResourceColumn("ID", width: 5, alignment: .right, priority: 3) { "\($0.id)" },
        ResourceColumn("Title", width: 36, flexible: true) { $0.title },
        ResourceColumn("Likes", width: 7, alignment: .right, priority: 1) { $0.reactions.map { String($0.likes) } ?? "" },
        ResourceColumn("Views", width: 7, alignment: .right, priority: 2) { $0.views.map(String.init) ?? "" },
        ResourceColumn("User", width: 6, alignment: .right, priority: 4) { $0.userId.map(String.init) ?? "" },
    ]

    public static let users: [ResourceColumn<UserSummary>] = [
        ResourceColumn("ID", width: 5, alignment: .right, priority: 3) { "\($0.id)" },
        ResourceColumn("Name", width: 22, flexible: true) { "\($0.firstName) \($0.lastName)" },
        ResourceColumn("Username", width: 14, priority: 1) { $0.username ?? "" },
        ResourceColumn("Email", width: 30, flexible: true, priority: 2) { $0.email ?? "" },
        ResourceColumn("Role", width: 9, priority: 4) { $0.role?.rawValue ?? "" },
    ]

    /// The columns that fit `width` at their preferred widths: on a narrow
    /// screen the least important go first, never the first flexible one.
    public static func fitting<Item>(_ columns: [ResourceColumn<Item>], width: Int) -> [ResourceColumn<Item>] {
        var chosen = columns
        func needed(_ set: [ResourceColumn<Item>]) -> Int {
            set.reduce(0) { $0 + $1.width } + ListView.columnGap * max(0, set.count - 1)
        }
        while chosen.count > 1, needed(chosen) > width {
            guard let victim = chosen.indices.filter({ chosen[$0].priority > 0 }).max(by: { chosen[$0].priority < chosen[$1].priority })
            else { break }
            chosen.remove(at: victim)
        }
        return chosen
    }

    /// The list widget's view of resource columns.
    public static func listColumns<Item>(_ columns: [ResourceColumn<Item>]) -> [ListColumn] {
        columns.map { column in
            ListColumn(column.title, width: column.flexible ? .flexible(minimum: min(column.width, 16)) : .fixed(column.width),
                       alignment: column.alignment)
        }
    }
}
