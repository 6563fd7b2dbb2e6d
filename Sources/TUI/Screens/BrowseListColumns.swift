import ViewModels

/// The list's columns as a frame of `state` lays them out at a width: the
/// columns chosen (`:columns`) or the resource's own, those scrolled past
/// (←) left out, the rest fitted; titles in the person's language, the
/// sorted column's with ↑ or ↓. The render, a click on the header and the
/// viewport's measure all ask this one layout.
package struct BrowseListColumns {
    /// Every column of the resource, as drawn (translated titles, the ID column widened).
    package var specs: [ColumnSpec]
    /// The indices of `specs` shown, left to right.
    package var shown: [Int]
    package var listColumns: [ListColumn]
    /// How far → can scroll.
    package var maximumOffset: Int

    package init(_ state: BrowseState, presenter: ErrorPresenter, width: Int) {
        let list = state.currentList
        let idWidth = String(list.items.largestID).count
        let sortColumn = list.sort.flatMap { sort in list.resource.columns.indices.first { list.resource.sortField(ofColumn: $0) == sort.field } }
        specs = list.resource.columns.enumerated().map { index, spec in
            var spec = spec
            spec.title = presenter.text(UIText(spec.title))
            if index == sortColumn, let sort = list.sort { spec.title += sort.order == .ascending ? " ↑" : " ↓" }
            // As wide as the largest id loaded needs: 1000000 is never cut to "1000…".
            if spec.isRecordID { spec.width = max(spec.width, idWidth) }
            return spec
        }
        let order = BrowseFeature.shownColumns(list, settings: state.settings)
        maximumOffset = ColumnLayout.maximumOffset(specs, order: order, width: width)
        let offset = min(list.columnOffset, maximumOffset)
        shown = ColumnLayout.fitting(specs, among: Array(order.dropFirst(offset)), width: width)
        listColumns = ColumnLayout.listColumns(specs, shown)
    }

    /// The resource's column under `col` of a header drawn from `start` across `width`.
    package func column(at col: Int, start: Int, width: Int) -> Int? {
        ColumnLayout.spans(listColumns, col: start, width: width).firstIndex { $0.contains(col) }.map { shown[$0] }
    }
}
