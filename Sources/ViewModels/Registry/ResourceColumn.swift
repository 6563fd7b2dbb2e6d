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
    /// Set when the cell is another resource's id: shown as that record's
    /// name once the names are known, as the id until then.
    package var reference: ResourceReference?
    /// Set when the cell is the record's own id: the column is made as wide
    /// as the largest id shown needs, never cut.
    package var isRecordID: Bool
    /// The sort field that orders the list by this column, when its title
    /// is not that field's name (a post's Author is `userId`); see `AnyResource.sortField(of:)`.
    package var sortField: String?

    /// What `:columns` calls the column: its title in lower case, spaces as dashes ("meal-type").
    package var name: String { title.lowercased().replacingOccurrences(of: " ", with: "-") }

    package init(title: String, width: Int, flexible: Bool = false, alignment: ColumnAlignment = .left, priority: Int = 0,
                 format: String? = nil, reference: ResourceReference? = nil, isRecordID: Bool = false) {
        self.title = title
        self.width = width
        self.flexible = flexible
        self.alignment = alignment
        self.priority = priority
        self.format = format
        self.reference = reference
        self.isRecordID = isRecordID
    }
}

extension ResourceColumn {
    /// The column, sorting the list by `field` when its header is clicked.
    package func sorting(by field: String) -> ResourceColumn {
        var column = self
        column.spec.sortField = field
        return column
    }
}

/// One column of a resource's list: its layout, and how an item becomes the
/// cell's text (the server's text, sanitised where it is drawn; amounts
/// written in the language shown).
package struct ResourceColumn<Item>: Sendable {
    package var spec: ColumnSpec
    package var text: @Sendable (Item) -> UIText
    /// For a reference column: the id of the record the cell names.
    package var referenceID: (@Sendable (Item) -> Int?)?

    /// A column of the server's text, shown as it is.
    package init(_ title: String, width: Int, flexible: Bool = false, alignment: ColumnAlignment = .left,
                 priority: Int = 0, format: String? = nil, value: @escaping @Sendable (Item) -> String) {
        self.init(spec: ColumnSpec(title: title, width: width, flexible: flexible, alignment: alignment, priority: priority,
                                   format: format)) { .verbatim(value($0)) }
    }

    /// A column laid out as `spec`, its text made by `text` (a described resource's columns).
    package init(spec: ColumnSpec, referenceID: (@Sendable (Item) -> Int?)? = nil, text: @escaping @Sendable (Item) -> UIText) {
        self.spec = spec
        self.referenceID = referenceID
        self.text = text
    }

    /// The record's own id, right-aligned and never grouped; `width` is the
    /// least, and the column widens for larger ids.
    package static func recordID(_ title: String = "ID", width: Int = 5, priority: Int = 0) -> ResourceColumn
    where Item: ListItem {
        ResourceColumn(spec: ColumnSpec(title: title, width: width, alignment: .right, priority: priority, isRecordID: true)) {
            .verbatim(String($0.id))
        }
    }

    /// A right-aligned count, grouped as the language groups it: "1,988".
    package static func count(_ title: String, width: Int, priority: Int = 0, format: String? = nil,
                              value: @escaping @Sendable (Item) -> Int?) -> ResourceColumn {
        ResourceColumn(spec: ColumnSpec(title: title, width: width, alignment: .right, priority: priority, format: format)) {
            value($0).map(UIText.count) ?? .verbatim("")
        }
    }

    /// A right-aligned price: "$1,899.99".
    package static func price(_ title: String, width: Int, priority: Int = 0,
                              value: @escaping @Sendable (Item) -> Double?) -> ResourceColumn {
        ResourceColumn(spec: ColumnSpec(title: title, width: width, alignment: .right, priority: priority)) {
            value($0).map(UIText.price) ?? .verbatim("")
        }
    }

    /// Another resource's record, by id: its name (`reference`'s fields)
    /// once the browser has looked the names up, the bare id until then or
    /// when the name cannot be had.
    package static func reference(_ title: String, width: Int, flexible: Bool = false, priority: Int = 0,
                                  to reference: ResourceReference,
                                  id: @escaping @Sendable (Item) -> Int?) -> ResourceColumn {
        ResourceColumn(spec: ColumnSpec(title: title, width: width, flexible: flexible, priority: priority, reference: reference),
                       referenceID: id) { item in .verbatim(id(item).map(String.init) ?? "") }
    }
}
