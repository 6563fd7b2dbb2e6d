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
    public var value: @Sendable (Item) -> String

    public init(_ title: String, width: Int, flexible: Bool = false, alignment: TextAlignment = .left,
                value: @escaping @Sendable (Item) -> String) {
        self.title = title
        self.width = width
        self.flexible = flexible
        self.alignment = alignment
        self.value = value
    }
}

/// The useful columns of each resource, shared by the list screens and `courier get`.
public enum ResourceColumns {
    public static let products: [ResourceColumn<Product>] = [
        ResourceColumn("ID", width: 5, alignment: .right) { "\($0.id)" },
        ResourceColumn("Title", width: 28, flexible: true) { $0.title },
        ResourceColumn("Brand", width: 14) { $0.brand ?? "—" },
        ResourceColumn("Category", width: 16) { $0.category },
        ResourceColumn("Price", width: 10, alignment: .right) { DetailFormat.price($0.price) },
        ResourceColumn("Rating", width: 6, alignment: .right) { String(format: "%.2f", $0.rating) },
        ResourceColumn("Stock", width: 6, alignment: .right) { "\($0.stock)" },
    ]

    public static let posts: [ResourceColumn<Post>] = [
        ResourceColumn("ID", width: 5, alignment: .right) { "\($0.id)" },
        ResourceColumn("Title", width: 36, flexible: true) { $0.title },
        ResourceColumn("Likes", width: 7, alignment: .right) { "\($0.reactions.likes)" },
        ResourceColumn("Views", width: 7, alignment: .right) { "\($0.views)" },
        ResourceColumn("User", width: 6, alignment: .right) { "\($0.userId)" },
    ]

    public static let users: [ResourceColumn<User>] = [
        ResourceColumn("ID", width: 5, alignment: .right) { "\($0.id)" },
        ResourceColumn("Name", width: 22, flexible: true) { "\($0.firstName) \($0.lastName)" },
        ResourceColumn("Username", width: 14) { $0.username },
        ResourceColumn("Email", width: 30, flexible: true) { $0.email },
        ResourceColumn("Role", width: 9) { $0.role.rawValue },
    ]

    /// Column widths for a total width: fixed columns keep theirs, flexible ones
    /// share the rest; on a narrow screen columns are dropped from the right,
    /// never squeezed below their title.
    public static func layout<Item>(_ columns: [ResourceColumn<Item>], width: Int, gap: Int = 2) -> [(ResourceColumn<Item>, Int)] {
        var chosen = columns
        func fixedWidth(_ set: [ResourceColumn<Item>]) -> Int {
            set.reduce(0) { $0 + $1.width } + gap * max(0, set.count - 1)
        }
        while chosen.count > 2, fixedWidth(chosen) > width {
            // Drop the last non-flexible column that is not the first (the id).
            if let index = chosen.indices.dropFirst().last(where: { !chosen[$0].flexible }) {
                chosen.remove(at: index)
            } else {
                chosen.removeLast()
            }
        }
        let flexibleCount = chosen.filter(\.flexible).count
        let spare = width - fixedWidth(chosen)
        var result: [(ResourceColumn<Item>, Int)] = []
        var remaining = spare
        var flexibleSeen = 0
        for column in chosen {
            var columnWidth = column.width
            if column.flexible && spare != 0 && flexibleCount > 0 {
                flexibleSeen += 1
                let share = flexibleSeen == flexibleCount ? remaining : spare / flexibleCount
                remaining -= share
                columnWidth = max(column.title.displayWidth, column.width + share)
            }
            result.append((column, max(1, columnWidth)))
        }
        return result
    }
}
