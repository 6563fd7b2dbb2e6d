import Dispatch
import Foundation
import Reactive

/// Records every event a subscription delivers, from any thread, for tests in
/// Swift 6, where `var got = []; subscribe(onNext: { got.append($0) })` does
/// not compile (the closure is `@Sendable`). The wall-clock counterpart of
/// `TestableObserver`: for streams that run on real threads (a network
/// request, a dispatch queue), with waits that end as soon as the awaited
/// event arrives or at a deadline, never by sleeping.
///
/// ```swift
/// let recorder = client.request(route, as: Repo.self).record()
/// XCTAssertTrue(recorder.waitForTermination(timeout: 5))
/// XCTAssertEqual(recorder.elements.count, 1)
/// ```
///
/// A wait blocks its thread: the events must come from another one.
public final class EventRecorder<Element: Sendable>: ObserverType, Sendable {
    private let state = SanitizerVisibleMutex<[Event<Element>]>([])
    private let subscription = HeldSubscription()
    /// Signalled once per event, so a waiter looks again only when something arrived.
    private let arrived = DispatchSemaphore(value: 0)

    /// A recorder not yet subscribed to anything: pass it to `subscribe(_:)`.
    public init() {}

    /// Every event so far, in the order they came.
    public var events: [Event<Element>] { state.withLock { $0 } }

    /// The elements so far, without the terminal event.
    public var elements: [Element] { events.compactMap(\.element) }

    /// The error the stream ended with, if it ended with one.
    public var error: (any Error)? { events.lazy.compactMap(\.error).first }

    /// Whether the stream completed without an error.
    public var isCompleted: Bool {
        events.contains { event in
            if case .completed = event { return true }
            return false
        }
    }

    /// Whether the stream ended, with completion or an error.
    public var isTerminated: Bool { events.contains { $0.isStopEvent } }

    /// Records `event`; what the stream calls.
    public func on(_ event: Event<Element>) {
        state.withLock { $0.append(event) }
        arrived.signal()
    }

    /// Waits until the stream has ended or `timeout` seconds pass; true when it ended.
    @discardableResult
    public func waitForTermination(timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { events in events.contains { $0.isStopEvent } }
    }

    /// Waits until `count` elements have come (or the stream ended) or `timeout`
    /// seconds pass; true when that many came.
    @discardableResult
    public func waitForElements(_ count: Int, timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { events in
            events.count { $0.element != nil } >= count || events.contains { $0.isStopEvent }
        }
        return elements.count >= count
    }

    /// Waits until `condition` holds for the events so far or `timeout` seconds pass;
    /// true when it held. It is checked at once and again at each event.
    @discardableResult
    public func wait(timeout: TimeInterval, until condition: ([Event<Element>]) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while true {
            if condition(events) { return true }
            if arrived.wait(timeout: deadline) == .timedOut { return condition(events) }
        }
    }

    /// Ends the subscription `ObservableType.record()` made; later events are not recorded.
    public func dispose() { subscription.dispose() }

    func hold(_ disposable: Disposable) { subscription.hold(disposable) }
}

extension ObservableType {
    /// Subscribes an `EventRecorder` now and returns it; `dispose()` on the
    /// recorder ends the subscription.
    public func record() -> EventRecorder<Element> {
        let recorder = EventRecorder<Element>()
        recorder.hold(subscribe(recorder))
        return recorder
    }

    /// Subscribes a `TestableObserver` of `scheduler` now, so each event is stamped
    /// with the virtual time it came at; `dispose()` on the observer ends the subscription.
    public func record(on scheduler: TestScheduler) -> TestableObserver<Element> {
        let observer = scheduler.createObserver(Element.self)
        observer.hold(subscribe(observer))
        return observer
    }
}
