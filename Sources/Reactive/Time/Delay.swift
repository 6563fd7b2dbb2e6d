import Foundation
import Synchronization

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`, keeping
    /// their spacing. An error is not delayed: as in RxSwift it is forwarded
    /// at once and the elements still waiting are dropped.
    public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }

    /// Subscribes to the source only after `dueTime`; disposing earlier means it never is.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let group = CompositeDisposable()
            group.insert(scheduler.schedule(after: dueTime) {
                group.insert(source.subscribe(observer))
            })
            return group
        }
    }
}

/// Events wait in a queue stamped with their arrival time; one scheduled
/// drain at a time delivers those that are due, outside the lock, so the
/// source is never blocked by a slow observer.
private final class DelaySink<Element: Sendable>: Sendable {
    private struct State {
        var queue: [(arrived: Date, event: Event<Element>)] = []
        var head = 0
        /// A drain is scheduled or running.
        var active = false
        /// A drain is delivering an event right now, outside the lock.
        var delivering = false
        /// An error that arrived while delivering; the drain forwards it next.
        var pendingError: (any Error)?
        var stopped = false
    }

    private let observer: AnyObserver<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let state = Mutex(State())
    private let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(AnyObserver(on)))
        return Disposables.create(sourceSubscription, timer)
    }

    private func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error(let error) = event {
            let forwardNow = state.withLock { state -> Bool in
                state.queue = []
                state.head = 0
                if state.delivering {
                    state.pendingError = error
                    return false
                }
                state.stopped = true
                return true
            }
            if forwardNow {
                timer.dispose()
                observer.onError(error)
            }
            return
        }
        let now = scheduler.now
        let startDrain = state.withLock { state -> Bool in
            state.queue.append((now, event))
            defer { state.active = true }
            return !state.active
        }
        if startDrain {
            timer.replace { scheduler.schedule(after: dueTime) { [self] in drain() } }
        }
    }

    private enum DrainStep {
        case deliver(Event<Element>), fail(any Error), wait(RxTimeInterval), idle
    }

    private func drain() {
        while true {
            let now = scheduler.now
            let step = state.withLock { state -> DrainStep in
                state.delivering = false
                if state.stopped { return .idle }
                if let error = state.pendingError {
                    state.stopped = true
                    return .fail(error)
                }
                guard state.head < state.queue.count else {
                    state.queue.removeAll(keepingCapacity: true)
                    state.head = 0
                    state.active = false
                    return .idle
                }
                let first = state.queue[state.head]
                let remaining = dueTime - now.timeIntervalSince(first.arrived)
                if remaining > 0 { return .wait(remaining) }
                state.head += 1
                // A source that never pauses never empties the queue: drop the
                // delivered prefix now and then so it does not grow forever.
                if state.head >= 64, state.head * 2 >= state.queue.count {
                    state.queue.removeFirst(state.head)
                    state.head = 0
                }
                state.delivering = true
                return .deliver(first.event)
            }
            switch step {
            case .deliver(let event):
                observer.on(event)
            case .fail(let error):
                observer.onError(error)
                return
            case .wait(let remaining):
                timer.replace { scheduler.schedule(after: remaining) { [self] in drain() } }
                return
            case .idle:
                return
            }
        }
    }
}
