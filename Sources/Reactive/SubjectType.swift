/// A sequence that is also an observer: what is sent to it goes to all its observers.
public protocol SubjectType<Element>: ObservableType, ObserverType {}

/// The subjects share their machinery through this protocol.
@usableFromInline
protocol CoreBackedSubject: SubjectType {
    var core: SubjectCore<Element> { get }
}

extension CoreBackedSubject {

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> {
        let core = self.core
        return Observable { observer in core.subscribe(observer) }
    }

    public var hasObservers: Bool { core.hasObservers }
    public var isStopped: Bool { core.isStopped }
}

// Public members of an extension of the internal CoreBackedSubject are not
// visible outside the module, so each subject re-exports them here.
extension PublishSubject {
    /// Here rather than on CoreBackedSubject: through the protocol, `core`
    /// comes back retained, a retain and release on every event.
    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    /// Whether anyone is subscribed now.
    public var hasObservers: Bool { core.hasObservers }
    /// Whether it has completed or failed.
    public var isStopped: Bool { core.isStopped }
}

extension BehaviorSubject {
    /// Here rather than on CoreBackedSubject: through the protocol, `core`
    /// comes back retained, a retain and release on every event.
    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    /// Whether anyone is subscribed now.
    public var hasObservers: Bool { core.hasObservers }
    /// Whether it has completed or failed.
    public var isStopped: Bool { core.isStopped }
}

extension ReplaySubject {
    /// Here rather than on CoreBackedSubject: through the protocol, `core`
    /// comes back retained, a retain and release on every event.
    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    /// Whether anyone is subscribed now.
    public var hasObservers: Bool { core.hasObservers }
    /// Whether it has completed or failed.
    public var isStopped: Bool { core.isStopped }
}
