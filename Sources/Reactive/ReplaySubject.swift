/// Replays up to `bufferSize` latest elements to each new subscriber.
public final class ReplaySubject<Element: Sendable>: CoreBackedSubject {
    let core: SubjectCore<Element>

    /// A subject that replays up to `bufferSize` latest elements (0: none) and the end.
    public init(bufferSize: Int) {
        precondition(bufferSize >= 0, "a replay buffer cannot be negative")
        core = SubjectCore(replayCapacity: bufferSize)
    }

    /// A subject that replays up to `bufferSize` latest elements, as RxSwift spells it.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    deinit {
        core.detachAll()
    }
}
