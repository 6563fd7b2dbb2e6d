/// Which side of its column a cell's text sits on.
package enum ColumnAlignment: Sendable, Hashable {
    case left, right
}

/// How a list column is laid out, whatever the item type: what the screen
/// and the command line's table need to size and order columns.
package struct ColumnSpec: Sendable, Hashable {
    package var title: String
    /// Preferred width in cells; `flexible` columns share what is left.
    package var width: Int
    package var flexible: Bool
    package var alignment: ColumnAlignment
    /// Which columns go first on a narrow screen: the highest number; 0 stays.
    package var priority: Int
    /// The words around a cell's value, "%@ min": the interface's, so
    /// translated where drawn, while the value stays the server's.
    package var format: String?

    package init(title: String, width: Int, flexible: Bool = false, alignment: ColumnAlignment = .left, priority: Int = 0,
                 format: String? = nil) {
        self.title = title
        self.width = width
        self.flexible = flexible
        self.alignment = alignment
        self.priority = priority
        self.format = format
    }
}

/// One column of a resource's list: its layout, and how an item becomes the
/// cell's text (the server's text, sanitised where it is drawn).
package struct ResourceColumn<Item>: Sendable {
    package var spec: ColumnSpec
    package var value: @Sendable (Item) -> String

    package init(_ title: String, width: Int, flexible: Bool = false, alignment: ColumnAlignment = .left,
                 priority: Int = 0, format: String? = nil, value: @escaping @Sendable (Item) -> String) {
        spec = ColumnSpec(title: title, width: width, flexible: flexible, alignment: alignment, priority: priority,
                          format: format)
        self.value = value
    }
}
