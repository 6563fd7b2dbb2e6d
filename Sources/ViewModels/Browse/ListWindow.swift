/// The rows of one list that are loaded: each page at its place in the
/// server's list, with what was written here on top until a refresh —
/// records added first, deleted rows hidden, edited rows as edited.
///
/// A *row* is a place on screen; a *position* is a place in the server's
/// list. They differ only by the rows added and hidden here, so a page is
/// always asked for and kept at the server's positions, wherever it is in
/// the list. Adding or dropping a page costs that page whatever the list's
/// length: pages stay whole and shared, never copied into one array, and
/// nothing is rebuilt over every loaded row.
package struct ListWindow: Sendable, Equatable {
    private struct LoadedPage: Sendable, Equatable {
        var start: Int
        var items: ListItems
        var end: Int { start + items.count }
    }

    /// Sorted by start, never overlapping.
    private var pages: [LoadedPage] = []
    /// The rows of `pages`, kept as they change so counting costs nothing.
    private var pagedRows = 0
    /// Records added here, newest first: the first rows.
    private var added = ListItems.empty
    /// Positions not shown, sorted: rows deleted here, and rows repeating
    /// one the page beside them shows (the list shifted on the server
    /// between the two pages), so no record shows twice.
    private var hidden: [Int] = []
    /// Records edited here, by id, each a one-row page.
    private var edited: [Int: ListItems] = [:]
    /// The largest id any page or write has brought since the window was
    /// made: how wide the ID column must be. Dropping pages never narrows it,
    /// so the column does not jump while scrolling.
    package private(set) var largestID = 0

    package static let empty = ListWindow()

    package init() {}

    /// A window holding `items` at `position` onwards.
    package init(_ items: ListItems, at position: Int = 0) {
        insert(items, at: position)
    }

    // MARK: Reading rows

    /// Rows loaded, those added here included and those deleted here not.
    package var count: Int {
        pagedRows + added.count - hidden.count(where: isLoaded(position:))
    }

    package var isEmpty: Bool { count == 0 }

    /// The loaded rows' ids in the order they show (a gap between pages is skipped).
    package var ids: [Int] {
        var ids = added.ids
        for page in pages {
            for index in 0..<page.items.count where !isHidden(page.start + index) { ids.append(page.items.id(at: index)) }
        }
        return ids
    }

    /// The server's position of row `row`; nil for a record added here.
    package func position(ofRow row: Int) -> Int? {
        guard row >= added.count else { return nil }
        var position = row - added.count
        for deleted in hidden {
            guard deleted <= position else { break }
            position += 1
        }
        return position
    }

    /// The row that shows position `position`; nil when it was deleted here.
    package func row(ofPosition position: Int) -> Int? {
        guard !isHidden(position) else { return nil }
        return position - hiddenCount(before: position) + added.count
    }

    package func isLoaded(row: Int) -> Bool { item(row: row) != nil }

    /// The row showing record `id`, if it is loaded and not deleted here:
    /// a look through the loaded rows, for the few moves that name a record.
    package func row(ofID id: Int) -> Int? {
        if let index = added.index(of: id) { return index }
        for page in pages {
            if let index = page.items.index(of: id), let row = row(ofPosition: page.start + index) { return row }
        }
        return nil
    }

    package func id(at row: Int) -> Int? {
        item(row: row).map { $0.items.id(at: $0.index) }
    }

    /// The cells of `row` (see `ListItems.cells`); nil while the row is not loaded.
    package func cells(row: Int, columns: [Int], presenter: ErrorPresenter = .english,
                       names: ReferenceNames = .none) -> [String]? {
        guard let (items, index) = shown(row: row) else { return nil }
        return items.cells(row: index, columns: columns, presenter: presenter, names: names)
    }

    /// The id reference column `column` of `row` names, if the row is loaded and names one.
    package func referenceID(row: Int, column: Int) -> Int? {
        guard let (items, index) = shown(row: row) else { return nil }
        return items.referenceID(row: index, column: column)
    }

    /// The loaded items as their own type, in the order they show (tests, mostly).
    package func typed<Item: ListItem>(_ type: Item.Type) -> [Item]? {
        var result = added.typed(type) ?? []
        for page in pages {
            guard let items = page.items.typed(type) else { return nil }
            for (index, item) in items.enumerated() where !isHidden(page.start + index) {
                result.append(edited[item.id]?.typed(type)?.first ?? item)
            }
        }
        return result
    }

    /// The loaded rows, in the order they show, whose item `matches` says
    /// so (an edit made here in place of the server's row), as one page: a
    /// look through the loaded rows only, never the whole list.
    package func rows(where matches: (ListItems, Int) -> Bool) -> ListItems {
        var parts: [(items: ListItems, indices: [Int])] = [(added, (0..<added.count).filter { matches(added, $0) })]
        for page in pages {
            var indices: [Int] = []
            for index in 0..<page.items.count where !isHidden(page.start + index) {
                if !edited.isEmpty, let edit = edited[page.items.id(at: index)] {
                    if matches(edit, 0) { parts.append((items: page.items, indices: indices)); parts.append((edit, [0])); indices = [] }
                    continue
                }
                if matches(page.items, index) { indices.append(index) }
            }
            parts.append((page.items, indices))
        }
        return ListItems.gathering(parts)
    }

    // MARK: Pages

    /// Whether position `position` has its row here (deleted or not).
    package func isLoaded(position: Int) -> Bool { page(containing: position) != nil }

    /// The unloaded positions around `position`: from the end of the page
    /// before it to the start of the page after it (`Int.max` when none).
    /// Empty when `position` is loaded.
    package func gap(around position: Int) -> Range<Int> {
        let after = firstPage(startingAfter: position)
        if after > 0, pages[after - 1].end > position { return position..<position }
        let start = after > 0 ? pages[after - 1].end : 0
        let end = after < pages.count ? pages[after].start : Int.max
        return start..<end
    }

    /// The first position at or after `position` that is not loaded.
    package func firstUnloaded(from position: Int) -> Int {
        var index = firstPage(startingAfter: position) - 1
        var next = position
        while index >= 0, index < pages.count, pages[index].start <= next, pages[index].end > next {
            next = pages[index].end
            index += 1
        }
        return next
    }

    /// `items` at `position` onwards, in place of any page they overlap.
    /// Rows repeating a record the page just before or after shows are
    /// hidden: checking the neighbours costs a page, not the list.
    package mutating func insert(_ items: ListItems, at position: Int) {
        guard !items.isEmpty else { return }
        let end = position + items.count
        // The pages it overlaps lie together: from the one holding `position` to the last starting before `end`.
        var first = firstPage(startingAfter: position)
        if first > 0, pages[first - 1].end > position { first -= 1 }
        let overlapped = first..<max(first, firstPage(startingAfter: end - 1))
        pagedRows -= pages[overlapped].reduce(0) { $0 + $1.items.count }
        pages.replaceSubrange(overlapped, with: [LoadedPage(start: position, items: items)])
        pagedRows += items.count
        let index = first
        largestID = max(largestID, items.largestID)
        var beside = Set<Int>()
        if index > 0, pages[index - 1].end == position { beside.formUnion(pages[index - 1].items.ids) }
        if index + 1 < pages.count, pages[index + 1].start == end { beside.formUnion(pages[index + 1].items.ids) }
        guard !beside.isEmpty else { return }
        for offset in 0..<items.count where beside.contains(items.id(at: offset)) { hide(position + offset) }
    }

    /// Whether every row of `items` is a row of the page that ends at
    /// `position`: what a server that ignores the paging it advertises
    /// answers for the page after its first.
    package func repeatsPage(endingAt position: Int, _ items: ListItems) -> Bool {
        let after = firstPage(startingAfter: position - 1)
        guard !items.isEmpty, after > 0, pages[after - 1].end == position else { return false }
        let before = Set(pages[after - 1].items.ids)
        return (0..<items.count).allSatisfy { before.contains(items.id(at: $0)) }
    }

    /// Drops the pages wholly outside `positions`: what keeps a long walk's
    /// memory to a window around the cursor.
    package mutating func keepPages(within positions: Range<Int>) {
        pages.removeAll { $0.end <= positions.lowerBound || $0.start >= positions.upperBound }
        pagedRows = pages.reduce(0) { $0 + $1.items.count }
    }

    /// How many pages are held (for tests and the benchmark).
    package var pageCount: Int { pages.count }

    // MARK: Writes shown until a refresh

    /// A record added here: the first row (in place of an added one with its id).
    package mutating func add(_ row: ListItems) {
        added = added.putting(row)
        largestID = max(largestID, row.largestID)
    }

    /// A record as a write left it: shown in place of its row wherever that is.
    package mutating func replace(_ row: ListItems) {
        guard !row.isEmpty else { return }
        let id = row.id(at: 0)
        if (0..<added.count).contains(where: { added.id(at: $0) == id }) {
            added = added.putting(row)
        } else {
            edited[id] = row
        }
    }

    /// Hides every loaded row of record `id`; answers how many rows went.
    @discardableResult
    package mutating func remove(id: Int) -> Int {
        let before = count
        added = added.removing(id: id)
        edited[id] = nil
        for page in pages {
            for index in 0..<page.items.count where page.items.id(at: index) == id { hide(page.start + index) }
        }
        return before - count
    }

    /// Rows the server's `total` makes: those it counts, with the writes here on top.
    package func rowCount(serverTotal: Int) -> Int {
        max(0, serverTotal + added.count - hiddenCount(before: serverTotal))
    }

    // MARK: Lookups

    private mutating func hide(_ position: Int) {
        guard !isHidden(position) else { return }
        hidden.insert(position, at: hiddenCount(before: position))
    }

    private func isHidden(_ position: Int) -> Bool {
        let index = hiddenCount(before: position)
        return index < hidden.count && hidden[index] == position
    }

    /// How many hidden positions are below `position` (binary search).
    private func hiddenCount(before position: Int) -> Int {
        var low = 0, high = hidden.count
        while low < high {
            let middle = (low + high) / 2
            if hidden[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first page starting after `position` (binary search).
    private func firstPage(startingAfter position: Int) -> Int {
        var low = 0, high = pages.count
        while low < high {
            let middle = (low + high) / 2
            if pages[middle].start <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func page(containing position: Int) -> LoadedPage? {
        let after = firstPage(startingAfter: position)
        guard after > 0, pages[after - 1].end > position else { return nil }
        return pages[after - 1]
    }

    /// Where row `row` is: an added record's page, or a loaded page and the index in it.
    private func item(row: Int) -> (items: ListItems, index: Int)? {
        guard row >= 0 else { return nil }
        if row < added.count { return (added, row) }
        guard let position = position(ofRow: row), let page = page(containing: position) else { return nil }
        return (page.items, position - page.start)
    }

    /// Like `item(row:)`, with an edit made here in place of the server's row.
    private func shown(row: Int) -> (items: ListItems, index: Int)? {
        guard let (items, index) = item(row: row) else { return nil }
        if !edited.isEmpty, let edit = edited[items.id(at: index)] { return (edit, 0) }
        return (items, index)
    }
}
