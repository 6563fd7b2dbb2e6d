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
    /// The most a page may ask for (`--page-size`): DummyJSON answers at most this many at once anyway.
    package static let largestPageSize = 500
    /// Rows beyond those in view, each way, that are loaded before they show.
    package static let loadMoreThreshold = 5
    /// Rows each side of the cursor whose pages stay loaded; pages further
    /// away are dropped (the offline cache still has them), so a list of a
    /// million rows can be walked end to end in bounded memory.
    package static let keptRows = 1_000
    /// Names kept per reference before older ones are let go (the cache keeps them).
    package static let namesKept = 5_000
    /// Ids in view this close together (largest minus smallest) are named by
    /// one request for the run rather than one each: upstream allows 100
    /// requests per 10 s, so a posts page must not cost 30.
    package static let nameRangeSpan = 250
    /// How long a note ("Saved.", an error) stays in the status bar.
    package static let noteLifetime: RxTimeInterval = 4
    /// Spinner frame interval while requests are in flight.
    package static let spinnerInterval: RxTimeInterval = 0.1
    /// How often "cached 5 min ago" is brought up to date while it shows.
    package static let clockInterval: RxTimeInterval = 1
    /// Lines of the `:` history kept across runs.
    package static let historyKept = 200
    /// The shortest wait between refreshes a person can ask for (`--refresh`, `:refresh`).
    package static let shortestRefresh = 1
    /// The longest, a day: a typo, not a wish, above that.
    package static let longestRefresh = 86_400
}
