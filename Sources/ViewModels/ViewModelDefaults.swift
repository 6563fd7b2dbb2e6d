import Reactive

/// The timings and sizes features share, named so tests and screens agree.
package enum ViewModelDefaults {
    /// How long the cursor must rest before the detail beside the list asks for the record under it.
    package static let detailFollowDelay: RxTimeInterval = 0.15
    /// The waits between tries while the server cannot be reached: longer
    /// the longer it lasts, then the last one again.
    package static let offlineProbeDelays: [RxTimeInterval] = [2, 4, 8, 15, 30]
    /// How long typing must pause before a search is sent.
    package static let searchDebounce: RxTimeInterval = 0.3
    /// Items per page.
    package static let pageSize = 30
    /// Rows from the end of what is loaded at which the next page is asked for.
    package static let loadMoreThreshold = 5
    /// How long a note ("Saved.", an error) stays in the status bar.
    package static let noteLifetime: RxTimeInterval = 4
    /// Spinner frame interval while requests are in flight.
    package static let spinnerInterval: RxTimeInterval = 0.1
    /// How often "cached 5 min ago" is brought up to date while it shows.
    package static let clockInterval: RxTimeInterval = 1
}
