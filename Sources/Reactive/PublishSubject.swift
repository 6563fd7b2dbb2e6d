/// Sends each event to the observers subscribed at that moment; replays nothing
/// but the terminal event to late subscribers.
public final class PublishSubject<Element: Sendable>: CoreBackedSubject {
    /// A subject with no observers yet.
    @usableFromInline let core = SubjectCore<Element>(replayCapacity: 0)
    /// A subject with no observers yet.
    public init() {}

    deinit {
        core.detachAll()
    }
}
