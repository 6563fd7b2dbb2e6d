import Foundation
import Network

/// A list narrowed on screen to what is being typed into its search: the
/// loaded rows whose cells hold the text, shown at once while the server's
/// search is on its way, and, when the server cannot be reached, as the
/// answer. The rows shown before the search (`base`) come back when the
/// search is cleared, without a request.
package struct ListNarrowing: Sendable, Equatable {
    /// What the loaded rows are narrowed to, as typed.
    package var text: String
    /// The rows on screen when the typing began, what they answer and how many the list had.
    package var base: ListWindow
    package var baseTotal: Int
    package var baseCriteria: ListCriteria?
    package var baseSource: ValueSource?
    package var baseCursor: ListViewState

    /// The rows of `base` that hold `text` in any cell, ignoring case.
    package func rows(of resource: AnyResource, names: ReferenceNames) -> ListItems {
        let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
        let columns = Array(resource.columns.indices)
        return base.rows { items, index in
            needle.isEmpty || items.cells(row: index, columns: columns, names: names).contains { $0.lowercased().contains(needle) }
        }
    }
}

extension ListState {
    /// Narrows the loaded rows to `text` (the rows shown before the typing
    /// began, kept aside), or with empty text puts those rows back.
    package mutating func narrow(to text: String, names: ReferenceNames) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var narrowing = self.narrowing ?? ListNarrowing(text: "", base: items, baseTotal: total, baseCriteria: itemsCriteria,
                                                        baseSource: source, baseCursor: cursor)
        guard !trimmed.isEmpty else { return endNarrowing(restoring: true) }
        guard narrowing.text != trimmed || self.narrowing == nil else { return }
        narrowing.text = trimmed
        let rows = narrowing.rows(of: resource, names: names)
        self.narrowing = narrowing
        items = ListWindow(rows)
        total = rows.count
        // Rows shown are as old as those they were narrowed from; none shown, no age to tell.
        source = rows.isEmpty ? nil : narrowing.baseSource
        cursor = ListViewState()
    }

    /// Stops narrowing: the server's answer arrived (the rows stay as they
    /// are set), or the search was cleared and the rows before it come back.
    package mutating func endNarrowing(restoring: Bool) {
        guard let narrowing else { return }
        self.narrowing = nil
        guard restoring else { return }
        items = narrowing.base
        total = narrowing.baseTotal
        itemsCriteria = narrowing.baseCriteria
        source = narrowing.baseSource
        cursor = narrowing.baseCursor
    }
}
