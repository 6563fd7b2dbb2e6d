/// Replays up to `bufferSize` latest elements to each new subscriber.
public final class ReplaySubject<Element: Sendable>: CoreBackedSubject {
    let core: SubjectCore<Element>

    public init(bufferSize: Int) {
        precondition(bufferSize >= 0, "a replay buffer cannot be negative")
        core = SubjectCore(replayCapacity: bufferSize)
    }

    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    deinit {
        core.detachAll()
    }
}
