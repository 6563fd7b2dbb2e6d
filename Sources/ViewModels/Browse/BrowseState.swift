import Foundation
import Network

/// Everything the browser shows: a list per resource (tabs), the open
/// detail, the mode it is in (`mode`: searching, the command line, the edit
/// form, a question, help, the error overlay), the status note, and the
/// time, so "cached 5 min ago" stays true while it shows.
package struct BrowseState: Sendable, Equatable {
    package var lists: [ListState]
    package var selectedTab = 0
    /// What the browser is doing; only its top mode takes keys.
    package var mode = BrowseModeStack()
    package var detail: DetailState?
    /// The one edit on its way, whichever detail is open.
    package var pendingSave: SaveRequest?
    package var note: StatusNote?
    /// Records written here, as the server answered: DummyJSON keeps no
    /// write, so opening one again shows this instead of asking for a record
    /// the server does not have (an added one) or has as it was. A refresh
    /// of the resource's list forgets them.
    package var writtenRecords: [DetailRequest: DetailContent] = [:]
    /// The links followed, oldest first: Esc walks back along it.
    package var trail: [Crumb] = []
    package var now: Date
    /// What the screen last laid out: rows of the list (a first page shorter
    /// than that is followed by the next, so the screen fills), the detail's
    /// rows and wrapped lines, the overlays' pages. Keys scroll by it.
    package var viewport = BrowseViewport()
    /// Items per page; the render benchmark loads 100,000 in one.
    package var pageSize = ViewModelDefaults.pageSize
    /// Names looked up for reference columns (a post's author): shown
    /// instead of ids in lists and in the detail's links.
    package var names = ReferenceNames()
    /// The next try at a server the list shown could not reach, while it cannot.
    package var probe: OfflineProbe?
    /// Whether the screen can draw pictures (off on a monochrome terminal):
    /// a detail fetches its record's picture only then.
    package var showsPictures = false
    /// What the person set up (keys, aliases, views, columns, refresh) and what earlier runs remembered.
    package var settings: BrowseSettings
    /// The values a filter takes, as its server listed them (categories, tags), by `FilterChoices.id`:
    /// what the `:` line completes after `name=`. A list being asked for is an empty one.
    package var filterChoices: [String: [String]] = [:]
    /// Writes to marked records waiting their turn behind `pendingSave`, and how the batch went.
    package var batch: WriteBatch?
    /// How `E` writes a record's fields for the editor.
    package var editFormat: EditFormat = .json

    package init(registry: ResourceRegistry, now: Date, settings: BrowseSettings = BrowseSettings()) {
        lists = registry.resources.map(ListState.init(resource:))
        tabSignature = registry.tabSignature
        self.now = now
        self.settings = settings
        pageSize = settings.pageSize
    }

    /// The registry's `tabSignature`: which browsing key table is this browser's.
    package let tabSignature: String

    package var currentList: ListState {
        get { lists[selectedTab] }
        set { lists[selectedTab] = newValue }
    }

    /// The list of resource `id`.
    package func list(_ id: String) -> ListState? { lists.first { $0.resource.id == id } }

    /// Whether `e` opens the edit form now: one edit is sent at a time. With
    /// rows marked, the form edits every one of them.
    package var canEdit: Bool {
        guard pendingSave == nil else { return false }
        if hasMarks { return editForm == nil && currentList.resource.isEditable }
        return detail?.canEdit == true
    }

    /// Whether rows of the list shown are marked (Space): the write actions apply to them.
    package var hasMarks: Bool { lists.indices.contains(selectedTab) && !currentList.marked.isEmpty }

    /// Whether `n` opens a form for a new record of the list shown.
    package var canAdd: Bool {
        pendingSave == nil && editForm == nil && lists.indices.contains(selectedTab) && currentList.resource.canAdd
    }

    /// Whether `D` offers to delete the record shown.
    package var canDelete: Bool {
        guard pendingSave == nil, editForm == nil else { return false }
        if hasMarks { return currentList.resource.canDelete }
        return detail.map { $0.resource.canDelete && $0.content != nil } == true
    }

    /// The error the status line shows now.
    package var shownError: StatusNote? { note?.isError == true ? note : nil }
    /// The latest error, kept after its note fades: what `!` opens whole.
    package var lastError: StatusNote?

    /// Whether signing out would lose an edit: a form open with changes not
    /// yet sent, or a save sent and not yet answered (signing out cancels it).
    package var hasUnsavedEdits: Bool { editForm?.hasChanges == true || pendingSave != nil }

    /// Whether the clock must tick: the screen says how old offline data is,
    /// or how long ago a list that refreshes by itself was updated.
    package var showsAge: Bool {
        probe != nil || settings.refreshInterval != nil || lists.indices.contains(selectedTab) && currentList.source?.isOffline == true
    }
}
