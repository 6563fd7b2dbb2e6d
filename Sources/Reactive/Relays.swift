/// A subject that never terminates: `accept` is the only way in, so a UI
/// binding to it cannot be ended by an error.
public final class PublishRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    /// A relay with no observers yet.
    public init() {}

    /// Sends `element` to every observer.
    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    /// Subscribes `observer`; it never sees an end.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain Observable.
    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A relay with a current value, replayed to each new subscriber.
public final class BehaviorRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// A relay holding `value` until the first `accept` replaces it.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The element held now.
    @inlinable public var value: Element { try! subject.value() } // a relay never fails

    /// Holds `element` and sends it to every observer.
    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    /// Subscribes `observer`: it gets the element held now, then each new one.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain Observable.
    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A relay that replays up to `bufferSize` latest elements to each new subscriber.
public final class ReplayRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    /// A relay that replays up to `bufferSize` latest elements.
    public init(bufferSize: Int) {
        subject = ReplaySubject(bufferSize: bufferSize)
    }

    /// A relay that replays up to `bufferSize` latest elements, as RxRelay spells it.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: bufferSize)
    }

    /// Keeps `element` in the buffer and sends it to every observer.
    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    /// Subscribes `observer`: it gets the buffered elements, then each new one.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain Observable.
    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}
