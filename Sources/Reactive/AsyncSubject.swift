/// Gives only its last element, with the completion, to every subscriber:
/// those present when it completes and those who come later. An error is
/// passed on without an element.
public final class AsyncSubject<Element: Sendable>: SubjectType {
    private struct State {
        var observers: [(key: UInt64, observer: AnyObserver<Element>)] = []
        var nextKey: UInt64 = 0
        var last: Element?
        var terminal: Event<Element>?
    }

    private let state = Mutex(State())

    /// A subject that has seen nothing yet.
    public init() {}

    /// Whether anyone is subscribed now.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }
    /// Whether it has completed or failed.
    public var isStopped: Bool { state.withLock { $0.terminal != nil } }

    /// Keeps an element as the last one; a completion sends it, then completes, to every
    /// subscriber; an error goes on without it.
    public func on(_ event: Event<Element>) {
        // Elements are only kept, so nothing is delivered until the terminal
        // event, which happens once: delivery needs no queue to stay serial.
        let delivery = state.withLock { state -> ([AnyObserver<Element>], Element?)? in
            guard state.terminal == nil else { return nil }
            switch event {
            case .next(let value):
                state.last = value
                return nil
            case .error:
                state.last = nil
                fallthrough
            case .completed:
                state.terminal = event
                defer { state.observers = [] }
                return (state.observers.map(\.observer), state.last)
            }
        }
        guard let (observers, last) = delivery else { return }
        for observer in observers { Self.finish(observer, last, event) }
    }

    /// Subscribes `observer`: after the end, it gets the last element and the end at once.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    private enum Joined {
        case added(key: UInt64)
        case ended(last: Element?, terminal: Event<Element>)
    }

    /// The subject as a plain Observable.
    public func asObservable() -> Observable<Element> {
        Observable { [self] observer in
            let joined = state.withLock { state -> Joined in
                if let terminal = state.terminal { return .ended(last: state.last, terminal: terminal) }
                let key = state.nextKey
                state.nextKey += 1
                state.observers.append((key, observer))
                return .added(key: key)
            }
            switch joined {
            case .ended(let last, let terminal):
                Self.finish(observer, last, terminal)
                return Disposables.create()
            case .added(let key):
                // The cycle through this closure ends on dispose or at the terminal event.
                return Disposables.create { [self] in
                    state.withLock { $0.observers.removeAll { $0.key == key } }
                }
            }
        }
    }

    private static func finish(_ observer: AnyObserver<Element>, _ last: Element?, _ terminal: Event<Element>) {
        if case .completed = terminal, let last { observer.on(.next(last)) }
        observer.on(terminal)
    }
}
