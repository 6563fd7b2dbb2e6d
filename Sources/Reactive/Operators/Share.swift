import Synchronization

/// How long `share` keeps its replay buffer and its upstream subscription.
public enum SubjectLifetimeScope: Sendable {
    /// While at least one subscriber is connected: the last one leaving
    /// disconnects, and a later subscriber starts afresh with an empty buffer.
    case whileConnected
    /// For ever: one subject serves every connection, so a subscriber after
    /// the source ended is replayed its buffer and its terminal event, and one
    /// after all left (and the next connection) still gets the old buffer first.
    case forever
}

extension ObservableType {
    /// Shares one upstream subscription among all subscribers. The first
    /// subscriber connects; when the count drops to zero, or upstream ends,
    /// the connection is dropped and the next subscriber reconnects.
    /// New subscribers are replayed up to `replay` latest elements; `scope`
    /// says whether those and the terminal event outlive the connection.
    @inlinable public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "a replay buffer cannot be negative")
        if scope == .forever {
            // One subject for ever, as RxSwift's `.forever` has it.
            return replay == 0
                ? multicast(PublishSubject()).refCount()
                : multicast(ReplaySubject(bufferSize: replay)).refCount()
        }
        let shared = SharedSource(source: self, replay: replay)
        return Observable { observer in shared.subscribe(observer) }
    }
}

@usableFromInline
final class SharedSource<Source: ObservableType>: Sendable {
    @usableFromInline typealias Element = Source.Element

    /// One upstream subscription and the subscribers it feeds.
    @usableFromInline
    final class Connection: Sendable {
        @usableFromInline let subject: SubjectCore<Element>
        @usableFromInline let upstream = SingleAssignmentDisposable()
        @usableFromInline let subscribers = Atomic<Int>(0)

        @inlinable init(replay: Int) {
            subject = SubjectCore(replayCapacity: replay)
        }
    }

    @usableFromInline let source: Source
    @usableFromInline let replay: Int
    @usableFromInline let connection = SanitizerVisibleMutex<Connection?>(nil)

    @inlinable init(source: Source, replay: Int) {
        self.source = source
        self.replay = replay
    }

    @inlinable func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (current, isNew) = connection.withLock { connection -> (Connection, Bool) in
            if let existing = connection {
                existing.subscribers.add(1, ordering: .relaxed)
                return (existing, false)
            }
            let created = Connection(replay: replay)
            created.subscribers.add(1, ordering: .relaxed)
            connection = created
            return (created, true)
        }
        // The subscriber joins before upstream starts, so a source that emits
        // at once is seen by the one who connected it.
        let subscription = current.subject.subscribe(observer)
        if isNew { connect(current) }
        return Disposables.create { [self] in
            subscription.dispose()
            release(current)
        }
    }

    @inlinable func connect(_ current: Connection) {
        current.upstream.setDisposable(source.subscribe(AnyObserver { event in
            if event.isStopEvent { self.drop(current) }
            current.subject.on(event)
        }))
    }

    @inlinable func release(_ current: Connection) {
        let remaining = connection.withLock { connection -> Int in
            let remaining = current.subscribers.subtract(1, ordering: .relaxed).newValue
            if remaining == 0, connection === current { connection = nil }
            return remaining
        }
        if remaining == 0 { current.upstream.dispose() }
    }

    /// Forgets a connection whose upstream ended, so the next subscriber reconnects.
    @inlinable func drop(_ current: Connection) {
        connection.withLock { connection in
            if connection === current { connection = nil }
        }
    }
}
