import Reactive

/// The timings and sizes view models share, named so tests and screens agree.
public enum ViewModelDefaults {
    /// How long typing must pause before a search is sent.
    public static let searchDebounce: RxTimeInterval = 0.3
    /// Submits closer together than this count once.
    public static let submitThrottle: RxTimeInterval = 0.3
    /// Items per page.
    public static let pageSize = 30
}
