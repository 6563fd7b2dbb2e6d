import Models

/// What a list row is made from: one item of a page, known by an integer id.
package protocol ListItem: PageItem, Identifiable, Equatable where ID == Int {}

/// A page of a list's items whatever their type, with the cells their rows
/// show. One array of the resource's own summaries sits inside, so 100,000
/// rows cost what the summaries cost; copies share it. A list keeps its
/// pages apart (`ListWindow`), so a page is never copied into a longer one.
package struct ListItems: Sendable, Equatable {
    private let storage: any ListItemStorage

    package static let empty = ListItems(storage: NoItems())

    /// The items without repeated ids (the same array, uncopied, when there are none).
    package init<Item: ListItem>(_ items: [Item], columns: [ResourceColumn<Item>]) {
        storage = TypedItems(items: TypedItems.unique(items), columns: columns)
    }

    private init(storage: any ListItemStorage) {
        self.storage = storage
    }

    package var count: Int { storage.count }
    package var isEmpty: Bool { storage.count == 0 }
    package var ids: [Int] { (0..<count).map(storage.id(at:)) }

    package func id(at index: Int) -> Int { storage.id(at: index) }

    /// The largest id here (0 when empty), read once when the page is made:
    /// how wide a list's ID column must be.
    package var largestID: Int { storage.largestID }

    /// The id of the record that reference column `column` of row `row` names, if it names one.
    package func referenceID(row: Int, column: Int) -> Int? { storage.referenceID(row: row, column: column) }
    /// Where the item with `id` is, if it is loaded.
    package func index(of id: Int) -> Int? { storage.index(of: id) }

    /// The texts of `columns` in row `row`, as the server sent them (the
    /// screen and the command line sanitise them where they draw them). One
    /// call per drawn row: each call into the typed items is a generic dispatch.
    /// A column's `format` ("%@ min") is put around its value in `presenter`'s
    /// language, amounts are written in its number format, and a reference
    /// column shows the name `names` knows for its id, else the id.
    package func cells(row: Int, columns: [Int], presenter: ErrorPresenter = .english,
                       names: ReferenceNames = .none) -> [String] {
        storage.cells(row: row, columns: columns, presenter: presenter, names: names)
    }

    /// These items with `row`'s item in place of the one with its id, or,
    /// when none has it, first: a record as a write left it.
    package func putting(_ row: ListItems) -> ListItems {
        ListItems(storage: storage.putting(row.storage))
    }

    /// These items without the one with `id`.
    package func removing(id: Int) -> ListItems {
        ListItems(storage: storage.removing(id: id))
    }

    /// The items at `indices` of each part, in order, as one page: what a
    /// list narrowed on screen shows. Parts of another item type are skipped.
    package static func gathering(_ parts: [(items: ListItems, indices: [Int])]) -> ListItems {
        guard let first = parts.first(where: { $0.items.count > 0 }) else { return .empty }
        return ListItems(storage: first.items.storage.gathering(parts.map { ($0.items.storage, $0.indices) }))
    }

    /// The items as their own type, for code that knows it (tests, mostly).
    package func typed<Item: ListItem>(_ type: Item.Type) -> [Item]? {
        (storage as? TypedItems<Item>)?.items
    }

    package static func == (lhs: ListItems, rhs: ListItems) -> Bool {
        lhs.storage.isEqual(to: rhs.storage)
    }
}

private protocol ListItemStorage: Sendable {
    var count: Int { get }
    var largestID: Int { get }
    func id(at index: Int) -> Int
    func referenceID(row: Int, column: Int) -> Int?
    func index(of id: Int) -> Int?
    func cells(row: Int, columns: [Int], presenter: ErrorPresenter, names: ReferenceNames) -> [String]
    func putting(_ other: any ListItemStorage) -> any ListItemStorage
    func removing(id: Int) -> any ListItemStorage
    func gathering(_ parts: [(any ListItemStorage, [Int])]) -> any ListItemStorage
    func isEqual(to other: any ListItemStorage) -> Bool
}

private struct NoItems: ListItemStorage {
    var count: Int { 0 }
    var largestID: Int { 0 }
    func id(at index: Int) -> Int { preconditionFailure("no items") }
    func referenceID(row: Int, column: Int) -> Int? { nil }
    func index(of id: Int) -> Int? { nil }
    func cells(row: Int, columns: [Int], presenter: ErrorPresenter, names: ReferenceNames) -> [String] {
        columns.map { _ in "" }
    }
    func putting(_ other: any ListItemStorage) -> any ListItemStorage { other }
    func removing(id: Int) -> any ListItemStorage { self }
    func gathering(_ parts: [(any ListItemStorage, [Int])]) -> any ListItemStorage { self }
    func isEqual(to other: any ListItemStorage) -> Bool { other.count == 0 }
}

private struct TypedItems<Item: ListItem>: ListItemStorage {
    let items: [Item]
    let columns: [ResourceColumn<Item>]
    let largestID: Int

    init(items: [Item], columns: [ResourceColumn<Item>]) {
        self.items = items
        self.columns = columns
        largestID = items.reduce(0) { max($0, $1.id) }
    }

    var count: Int { items.count }
    func id(at index: Int) -> Int { items[index].id }
    func index(of id: Int) -> Int? { items.firstIndex { $0.id == id } }

    func referenceID(row: Int, column: Int) -> Int? {
        guard items.indices.contains(row), columns.indices.contains(column) else { return nil }
        return columns[column].referenceID?(items[row])
    }

    func cells(row: Int, columns indices: [Int], presenter: ErrorPresenter, names: ReferenceNames) -> [String] {
        guard items.indices.contains(row) else { return indices.map { _ in "" } }
        let item = items[row]
        return indices.map { index in
            guard columns.indices.contains(index) else { return "" }
            let column = columns[index]
            if let reference = column.spec.reference, let id = column.referenceID?(item),
               let name = names.name(reference, id: id) {
                return name
            }
            let value = column.text(item)
            guard let format = column.spec.format, !value.isEmpty else { return presenter.text(value) }
            return presenter.text(UIText(pattern: format, value))
        }
    }

    func putting(_ other: any ListItemStorage) -> any ListItemStorage {
        guard let other = other as? TypedItems<Item> else { return self }
        var items = items
        for item in other.items {
            if let index = items.firstIndex(where: { $0.id == item.id }) { items[index] = item } else { items.insert(item, at: 0) }
        }
        return TypedItems(items: items, columns: columns)
    }

    func removing(id: Int) -> any ListItemStorage {
        TypedItems(items: items.filter { $0.id != id }, columns: columns)
    }

    func gathering(_ parts: [(any ListItemStorage, [Int])]) -> any ListItemStorage {
        var gathered: [Item] = []
        for (storage, indices) in parts {
            guard let typed = storage as? TypedItems<Item> else { continue }
            gathered += indices.map { typed.items[$0] }
        }
        return TypedItems(items: TypedItems.unique(gathered), columns: columns)
    }

    func isEqual(to other: any ListItemStorage) -> Bool {
        guard let other = other as? TypedItems<Item> else { return count == 0 && other.count == 0 }
        return items == other.items
    }

    static func unique(_ items: [Item]) -> [Item] {
        var seen = Set<Int>(minimumCapacity: items.count)
        guard items.contains(where: { !seen.insert($0.id).inserted }) else { return items }
        seen.removeAll(keepingCapacity: true)
        return items.filter { seen.insert($0.id).inserted }
    }
}
