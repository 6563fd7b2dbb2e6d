import Reactive
import Synchronization

/// A scripted sequence that records when it was subscribed and disposed.
public class TestableObservable<Element: Sendable>: ObservableType, @unchecked Sendable { // subclasses keep state in Mutex
    public let recordedEvents: [Recorded<Event<Element>>]
    let scheduler: TestScheduler
    private let recordedSubscriptions = Mutex<[Subscription]>([])

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = events
    }

    public var subscriptions: [Subscription] { recordedSubscriptions.withLock { $0 } }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("subclass")
    }

    /// Records a subscription now; the returned closure records its end.
    func recordSubscription() -> @Sendable () -> Void {
        let start = scheduler.clock
        let index = recordedSubscriptions.withLock { subscriptions -> Int in
            subscriptions.append(Subscription(start))
            return subscriptions.count - 1
        }
        let scheduler = self.scheduler
        return { [weak self] in
            self?.recordedSubscriptions.withLock { subscriptions in
                guard subscriptions[index].unsubscribe == Subscription.infinite else { return }
                subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
            }
        }
    }
}

final class HotObservable<Element: Sendable>: TestableObservable<Element>, @unchecked Sendable { // state in the subject
    private let subject = PublishSubject<Element>()

    override init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, events: events)
        for recorded in events {
            let subject = self.subject
            scheduler.scheduleAt(recorded.time) { subject.on(recorded.value) }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let end = recordSubscription()
        let subscription = subject.subscribe(observer)
        return Disposables.create {
            subscription.dispose()
            end()
        }
    }
}

final class ColdObservable<Element: Sendable>: TestableObservable<Element>, @unchecked Sendable { // no mutable state of its own
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let end = recordSubscription()
        let start = scheduler.clock
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) })
        }
        return Disposables.create {
            scheduled.dispose()
            end()
        }
    }
}
