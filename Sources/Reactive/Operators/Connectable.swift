/// A sequence that shares one subscription to its source through a subject,
/// and subscribes to the source only when `connect` is called, not when an
/// observer subscribes.
public final class ConnectableObservable<Element: Sendable>: ObservableType {
    /// One subscription to the source, ended by its terminal event or by dispose.
    private final class Connection: Cancelable {
        let upstream = SingleAssignmentDisposable()
        private let onDispose: @Sendable (Connection) -> Void

        init(onDispose: @escaping @Sendable (Connection) -> Void) {
            self.onDispose = onDispose
        }

        var isDisposed: Bool { upstream.isDisposed }

        func dispose() {
            guard !upstream.isDisposed else { return }
            onDispose(self)
            upstream.dispose()
        }
    }

    private struct State {
        var subject: (any SubjectType<Element>)?
        var connection: Connection?
    }

    private let source: Observable<Element>
    private let makeSubject: @Sendable () -> any SubjectType<Element>
    private let state = Mutex(State())

    init(source: Observable<Element>, makeSubject: @escaping @Sendable () -> any SubjectType<Element>) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// The subject of the current connection, made when first needed.
    private var subject: any SubjectType<Element> {
        state.withLock { state in
            if let subject = state.subject { return subject }
            let subject = makeSubject()
            state.subject = subject
            return subject
        }
    }

    /// Subscribes `observer` to the shared subject; nothing flows until `connect`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Subscribes the subject to the source, unless already connected; the
    /// result disconnects. The connection ends by itself when the source
    /// ends, and a later `connect` subscribes to the source anew.
    @discardableResult
    public func connect() -> Disposable {
        let subject = self.subject
        let (connection, isNew) = state.withLock { current -> (Connection, Bool) in
            if let existing = current.connection { return (existing, false) }
            let created = Connection { [self] ended in
                state.withLock { state in
                    // A subject made per connection goes with it; a given one stays.
                    guard state.connection === ended else { return }
                    state.connection = nil
                    state.subject = nil
                }
            }
            current.connection = created
            return (created, true)
        }
        guard isNew else { return connection }
        connection.upstream.setDisposable(source.subscribe(AnyObserver { event in
            guard !connection.isDisposed else { return }
            if event.isStopEvent { connection.dispose() }
            subject.on(event)
        }))
        return connection
    }

    /// Connects when the first observer subscribes and disconnects when the
    /// last one leaves or the source ends; the next observer connects again.
    public func refCount() -> Observable<Element> {
        let counter = RefCounter(self)
        return Observable { observer in counter.subscribe(observer) }
    }
}

/// refCount's state: how many observers, and the connection they share.
private final class RefCounter<Element: Sendable>: Sendable {
    private struct State {
        var count = 0
        var connection: Disposable?
        /// Bumped when a connection ends, so its observers' departures do not count against the next one.
        var generation: UInt64 = 0
    }

    private let connectable: ConnectableObservable<Element>
    private let state = Mutex(State())

    init(_ connectable: ConnectableObservable<Element>) {
        self.connectable = connectable
    }

    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (generation, connectNow) = state.withLock { state -> (UInt64, Bool) in
            state.count += 1
            return (state.generation, state.count == 1)
        }
        // The observer joins before the source is connected, so it sees what the source sends at once.
        let subscription = connectable.subscribe(AnyObserver<Element> { [self] event in
            if event.isStopEvent { endConnection(generation) }
            observer.on(event)
        })
        // Not if the source ended while the observer joined: a subject that has ended replays that end.
        if connectNow, state.withLock({ $0.generation == generation }) {
            let connection = connectable.connect()
            let stale = state.withLock { state -> Bool in
                guard state.generation == generation else { return true }
                state.connection = connection
                return false
            }
            // Everyone left, or the source ended, while it was connecting.
            if stale { connection.dispose() }
        }
        return Disposables.create { [self] in
            subscription.dispose()
            let connection = state.withLock { state -> Disposable? in
                guard state.generation == generation else { return nil }
                state.count -= 1
                guard state.count == 0 else { return nil }
                state.generation += 1
                defer { state.connection = nil }
                return state.connection
            }
            connection?.dispose()
        }
    }

    private func endConnection(_ generation: UInt64) {
        let connection = state.withLock { state -> Disposable? in
            guard state.generation == generation else { return nil }
            state.generation += 1
            state.count = 0
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }
}

extension ObservableType {
    /// Shares the source through `subject`, which stays the same across connections.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Element>
    where Subject.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: { subject })
    }

    /// Shares the source through a subject `makeSubject` makes for each connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject) -> ConnectableObservable<Element>
    where Subject.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }

    /// Shares the source through a PublishSubject made for each connection,
    /// as RxSwift 6 does: after a reconnect, subscribers of the old one get nothing more.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// Shares the source through a ReplaySubject of `bufferSize` made for each
    /// connection: a reconnect starts without the old buffer, as in RxSwift 6.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject(bufferSize: bufferSize) })
    }

    /// Like `replay(_:)`, with a buffer that keeps every element.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbound() })
    }
}
