import Reactive
import Synchronization

/// A scripted sequence that records when it was subscribed and disposed.
public class TestableObservable<Element: Sendable>: ObservableType, @unchecked Sendable { // subclasses keep state in SanitizerVisibleMutex
    /// The events as scripted, each at its tick.
    public let recordedEvents: [Recorded<Event<Element>>]
    let scheduler: TestScheduler
    private let recordedSubscriptions = SanitizerVisibleMutex<[Subscription]>([])

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = events
    }

    /// When each subscription began and ended.
    public var subscriptions: [Subscription] { recordedSubscriptions.withLock { $0 } }

    /// Subscribes `observer`: the subclass (hot or cold) decides what it sees.
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

/// As in RxTest, a hot sequence is not a subject: it sends each recorded
/// event to whoever is subscribed at that tick, and one who subscribes after
/// a terminal event still gets the events recorded after it.
final class HotObservable<Element: Sendable>: TestableObservable<Element>, @unchecked Sendable { // state in SanitizerVisibleMutex
    private typealias Entry = (key: UInt64, observer: AnyObserver<Element>)

    private let observers = SanitizerVisibleMutex<(entries: [Entry], nextKey: UInt64)>(([], 0))

    override init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, events: events)
        for recorded in events {
            // Strong, as the subject here used to be: the events fire even if the test lets go of it.
            scheduler.scheduleAt(recorded.time) { self.send(recorded.value) }
        }
    }

    /// As in RxTest, observers stay until they dispose, even after a terminal
    /// event, and a recorded subscription ends only when it is disposed.
    private func send(_ event: Event<Element>) {
        for entry in observers.withLock({ $0.entries }) { entry.observer.on(event) }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let end = recordSubscription()
        let key = observers.withLock { observers -> UInt64 in
            defer { observers.nextKey += 1 }
            observers.entries.append((observers.nextKey, AnyObserver(observer)))
            return observers.nextKey
        }
        return Disposables.create { [weak self] in
            self?.observers.withLock { $0.entries.removeAll { $0.key == key } }
            end()
        }
    }
}

/// Each subscription sees the recorded events at ticks counted from when it subscribed.
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
