import Foundation
import Network

/// Everything the browser shows: a list per resource (tabs), the search
/// being typed, the open detail and its edit form, the status note, the help
/// overlay, and the time, so "cached 5 min ago" stays true while it shows.
package struct BrowseState: Sendable, Equatable {
    package var lists: [ListState]
    package var selectedTab = 0
    package var isEditingSearch = false
    /// The `:` command line while it is open.
    package var command: TextFieldState?
    package var detail: DetailState?
    package var editForm: EditFormState?
    /// The one edit on its way, whichever detail is open.
    package var pendingSave: SaveRequest?
    /// The record `D` asked to delete, until `y` confirms or another key keeps it.
    package var confirmingDelete: DetailRequest?
    /// `L` asked to sign out while a form holds unsaved edits, until y or Enter confirms or another key keeps them.
    package var confirmingSignOut = false
    /// Esc asked to close a form with changes, until y or Enter confirms or another key keeps editing.
    package var confirmingDiscard = false
    package var note: StatusNote?
    /// The error note opened whole with `!`.
    package var errorOverlay: ErrorOverlayState?
    package var showsHelp = false
    /// How many of the help's entries are scrolled past.
    package var helpScroll = 0
    /// The links followed, oldest first: Esc walks back along it.
    package var trail: [Crumb] = []
    package var now: Date
    /// Rows the list shows on this screen (0 until the screen says): a first
    /// page shorter than that is followed by the next, so the screen fills.
    package var visibleRows = 0
    /// Items per page; the render benchmark loads 100,000 in one.
    package var pageSize = ViewModelDefaults.pageSize
    /// Names looked up for reference columns (a post's author): shown
    /// instead of ids in lists and in the detail's links.
    package var names = ReferenceNames()
    /// Whether the screen can draw pictures (off on a monochrome terminal):
    /// a detail fetches its record's picture only then.
    package var showsPictures = false

    package init(registry: ResourceRegistry, now: Date) {
        lists = registry.resources.map(ListState.init(resource:))
        self.now = now
    }

    package var currentList: ListState {
        get { lists[selectedTab] }
        set { lists[selectedTab] = newValue }
    }

    /// The list of resource `id`.
    package func list(_ id: String) -> ListState? { lists.first { $0.resource.id == id } }

    /// Whether `e` opens the edit form now: one edit is sent at a time.
    package var canEdit: Bool { pendingSave == nil && detail?.canEdit == true }

    /// Whether `n` opens a form for a new record of the list shown.
    package var canAdd: Bool {
        pendingSave == nil && editForm == nil && lists.indices.contains(selectedTab) && currentList.resource.canAdd
    }

    /// Whether `D` offers to delete the record shown.
    package var canDelete: Bool {
        pendingSave == nil && editForm == nil && detail.map { $0.resource.canDelete && $0.content != nil } == true
    }

    /// The error the status line shows now.
    package var shownError: StatusNote? { note?.isError == true ? note : nil }
    /// The latest error, kept after its note fades: what `!` opens whole.
    package var lastError: StatusNote?

    /// Whether signing out would lose an edit: a form open with changes not
    /// yet sent, or a save sent and not yet answered (signing out cancels it).
    package var hasUnsavedEdits: Bool { editForm?.hasChanges == true || pendingSave != nil }

    /// Whether the clock must tick: the screen says how old offline data is.
    package var showsAge: Bool { lists.indices.contains(selectedTab) && currentList.source?.isOffline == true }
}
