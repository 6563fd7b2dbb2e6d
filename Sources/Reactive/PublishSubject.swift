/// Sends each event to the observers subscribed at that moment; replays nothing
/// but the terminal event to late subscribers.
public final class PublishSubject<Element: Sendable>: CoreBackedSubject {
    @usableFromInline let core = SubjectCore<Element>(replayCapacity: 0)
    public init() {}

    deinit {
        core.detachAll()
    }
}
