/// Replays up to `bufferSize` latest elements to each new subscriber, or
/// every element it was sent (`createUnbound`).
public final class ReplaySubject<Element: Sendable>: CoreBackedSubject {
    @usableFromInline let core: SubjectCore<Element>

    /// A subject that replays up to `bufferSize` latest elements (0: none) and the end.
    public init(bufferSize: Int) {
        precondition(bufferSize >= 0, "a replay buffer cannot be negative")
        core = SubjectCore(replayCapacity: bufferSize)
    }

    /// A subject that replays up to `bufferSize` latest elements, as RxSwift spells it.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A replay subject whose buffer keeps every element, as RxSwift's
    /// `createUnbound`: memory grows with what it is sent.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: SubjectCore<Element>.unboundedReplay)
    }

    deinit {
        core.detachAll()
    }
}
