/// One step of the trail of followed links: where the person was, what the
/// link changed, and where it arrived, so Esc can put everything back.
package struct Crumb: Sendable, Equatable {
    /// Where a link arrived: a record's detail, or a filtered list.
    package enum Arrival: Sendable, Equatable {
        case record(tab: Int, id: Int)
        case list(tab: Int)
    }

    /// The tab and the detail that were showing.
    package var tab: Int
    package var detail: DetailState?
    /// A list the link replaced (a list link's target), as it was before.
    package var replacedList: (tab: Int, list: ListState)?
    package var arrival: Arrival
    /// What the breadcrumb calls the place left: "Cart #1", "Carts".
    package var label: UIText
    /// What it calls the place arrived at: the link's title.
    package var linkTitle: UIText

    package static func == (lhs: Crumb, rhs: Crumb) -> Bool {
        lhs.tab == rhs.tab && lhs.detail == rhs.detail && lhs.replacedList?.tab == rhs.replacedList?.tab
            && lhs.replacedList?.list == rhs.replacedList?.list && lhs.arrival == rhs.arrival
            && lhs.label == rhs.label && lhs.linkTitle == rhs.linkTitle
    }
}

extension BrowseState {
    /// The open detail's links whose resource this browser has, in order, each with its key.
    package var links: [(key: Character, link: ResourceLink)] {
        guard let content = detail?.content else { return [] }
        let available = content.links.filter { list($0.target.resource) != nil }.map { $0.titled(with: names) }
        return Array(zip(ResourceLink.defaultKeys, available)).map { (key: $0.0, link: $0.1) }
    }

    /// Whether Esc now goes back along the trail rather than closing or clearing.
    package var isAtTrailEnd: Bool {
        guard let crumb = trail.last else { return false }
        switch crumb.arrival {
        case .record(let tab, let id):
            // Its detail, or its list once that detail is closed; another record's detail closes first.
            return selectedTab == tab && (detail == nil ? lists[tab].query.isEmpty : detail?.request.id == id)
        case .list(let tab):
            // A search typed in the list is cleared first.
            return selectedTab == tab && detail == nil && lists[tab].query.isEmpty
        }
    }

    /// "Cart #1 › Emily Johnson › Todos": the places left, then where the last link arrived.
    package var breadcrumb: [UIText] {
        guard let last = trail.last else { return [] }
        return trail.map(\.label) + [last.linkTitle]
    }
}
