import Synchronization

/// One group of `groupBy`: the elements that share `key`.
public struct GroupedObservable<Key: Hashable & Sendable, Element: Sendable>: ObservableType {
    /// What every element of the group shares.
    public let key: Key
    private let source: Observable<Element>

    init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the elements into groups by `keySelector`: a group is emitted
    /// when its first element arrives, and sends its elements until the source
    /// ends. As in RxSwift, the source stays subscribed while the result or
    /// any group is; an error of the source or of `keySelector` fails every group.
    public func groupBy<Key: Hashable & Sendable>(
        keySelector: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = self
        return Observable { observer in
            GroupBySink(observer: observer, keySelector: keySelector).run(source)
        }
    }
}

/// groupBy's state: one subject per key, and how many subscriptions (the
/// result's and the groups') still hold the source.
private final class GroupBySink<Key: Hashable & Sendable, Element: Sendable>: Sendable {
    private struct State {
        var groups: [Key: PublishSubject<Element>] = [:]
        var holders = 1
        var stopped = false
    }

    private let observer: AnyObserver<GroupedObservable<Key, Element>>
    private let keySelector: @Sendable (Element) throws -> Key
    private let state = SanitizerVisibleMutex(State())
    private let delivery = ReentrantMutex()
    private let upstream = SingleAssignmentDisposable()

    init(observer: AnyObserver<GroupedObservable<Key, Element>>, keySelector: @escaping @Sendable (Element) throws -> Key) {
        self.observer = observer
        self.keySelector = keySelector
    }

    func run<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == Element {
        upstream.setDisposable(source.subscribe(AnyObserver { [self] in on($0) }))
        return Disposables.create { [self] in release() }
    }

    /// A holder of the source let go; the last one disposes it.
    private func release() {
        let last = state.withLock { state -> Bool in
            state.holders -= 1
            return state.holders == 0
        }
        if last { upstream.dispose() }
    }

    private func on(_ event: Event<Element>) {
        delivery.withLock {
            switch event {
            case .next(let element):
                let key: Key
                do {
                    key = try keySelector(element)
                } catch {
                    return stop(.error(error))
                }
                let (group, isNew) = state.withLock { state -> (PublishSubject<Element>?, Bool) in
                    guard !state.stopped else { return (nil, false) }
                    if let group = state.groups[key] { return (group, false) }
                    let group = PublishSubject<Element>()
                    state.groups[key] = group
                    return (group, true)
                }
                guard let group else { return }
                if isNew { observer.onNext(GroupedObservable(key: key, source: holding(group))) }
                group.onNext(element)
            case .error, .completed:
                stop(event)
            }
        }
    }

    /// A group whose subscriptions hold the source, as RxSwift's ref-counted groups do.
    private func holding(_ group: PublishSubject<Element>) -> Observable<Element> {
        Observable { [self] groupObserver in
            state.withLock { $0.holders += 1 }
            let subscription = group.subscribe(groupObserver)
            return Disposables.create {
                subscription.dispose()
                self.release()
            }
        }
    }

    private func stop(_ event: Event<Element>) {
        let groups = state.withLock { state -> [PublishSubject<Element>] in
            guard !state.stopped else { return [] }
            state.stopped = true
            defer { state.groups = [:] }
            return Array(state.groups.values)
        }
        for group in groups { group.on(event) }
        switch event {
        case .error(let error): observer.onError(error)
        default: observer.onCompleted()
        }
    }
}
