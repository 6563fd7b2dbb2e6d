/// Holds a current value and gives it to each new subscriber first.
public final class BehaviorSubject<Element: Sendable>: CoreBackedSubject {
    @usableFromInline let core: SubjectCore<Element>

    /// A subject holding `value` until the first element replaces it.
    public init(value: Element) {
        core = SubjectCore(replayCapacity: 1, initial: [value], replaysAfterTerminal: false)
    }

    /// The latest value; throws the terminal error once the subject has failed.
    @inlinable public func value() throws -> Element {
        try core.behaviorValue().get()
    }

    deinit {
        core.detachAll()
    }
}
