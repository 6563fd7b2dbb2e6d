/// A subject that never terminates: `accept` is the only way in, so a UI
/// binding to it cannot be ended by an error.
public final class PublishRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    public init() {}

    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A relay with a current value, replayed to each new subscriber.
public final class BehaviorRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    public var value: Element { try! subject.value() } // a relay never fails

    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A relay that replays up to `bufferSize` latest elements to each new subscriber.
public final class ReplayRelay<Element: Sendable>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    public init(bufferSize: Int) {
        subject = ReplaySubject(bufferSize: bufferSize)
    }

    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: bufferSize)
    }

    @inlinable public func accept(_ element: Element) { subject.onNext(element) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}
