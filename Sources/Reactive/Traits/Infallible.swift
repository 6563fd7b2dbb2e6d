/// A sequence that never fails: elements and perhaps completion, as
/// RxSwift's `Infallible`. A UI stream typed so cannot end a binding by an
/// error. Only its own constructors and the `asInfallible` conversions,
/// which say what an error becomes, make one.
public struct Infallible<Element: Sendable>: Sendable {
    let source: Observable<Element>

    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an Observable, for the operators an Infallible does not have.
    public func asObservable() -> Observable<Element> { source }
}

/// What an Infallible sends.
public enum InfallibleEvent<Element: Sendable>: Sendable {
    /// An element.
    case next(Element)
    /// The end; nothing follows.
    case completed
}

extension Infallible {
    /// An Infallible made by a closure that sends to the observer and returns
    /// what stops its work; nothing after completion is delivered.
    public static func create(
        subscribe: @escaping @Sendable (_ observer: @escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible {
        Infallible(raw: Observable { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// `element`, then completion.
    public static func just(_ element: Element) -> Infallible { Infallible(raw: .just(element)) }
    /// Completion alone.
    public static func empty() -> Infallible { Infallible(raw: .empty()) }
    /// Nothing, ever.
    public static func never() -> Infallible { Infallible(raw: .never()) }

    /// The elements of `elements`, then completion.
    public static func from<S: Sequence & Sendable>(_ elements: S) -> Infallible where S.Element == Element {
        Infallible(raw: .from(elements))
    }

    /// The elements given, then completion.
    public static func of(_ elements: Element...) -> Infallible { from(elements) }

    /// Builds the sequence anew for each subscriber.
    public static func deferred(_ factory: @escaping @Sendable () -> Infallible) -> Infallible {
        Infallible(raw: .deferred { factory().source })
    }

    /// Subscribes with closures; `onDisposed` runs once, after completion or on dispose.
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures that get `object` without keeping it alive.
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends the elements to observers (a binder, say), and completion too.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Sends the elements to relays; a relay never ends, so completion is dropped.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements to publish relays; completion is dropped.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements to a closure.
    public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}

extension ObservableType {
    /// This sequence, its error replaced by `element` and completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(raw: catchAndReturn(element))
    }

    /// This sequence, continuing with `infallible` after an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: self.catch { _ in infallible.source })
    }

    /// This sequence, continuing with what `handler` makes of an error.
    public func asInfallible(onErrorRecover handler: @escaping @Sendable (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: self.catch { handler($0).source })
    }
}

extension BehaviorRelay {
    /// The relay as a sequence that never fails: it cannot.
    public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension PublishRelay {
    /// The relay as a sequence that never fails: it cannot.
    public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}
