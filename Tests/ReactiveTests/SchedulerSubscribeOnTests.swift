import Dispatch
import XCTest
import Reactive
import ReactiveTesting

final class SchedulerSubscribeOnTests: XCTestCase {
    func testSubscriptionAndDisposalBothWaitForTheScheduler() {
        let scheduler = TestScheduler()
        let subscribed = AtomicCounter()
        let disposed = AtomicCounter()
        let source = Observable<Int>.create { observer in
            subscribed.add()
            observer.onNext(1)
            return Disposables.create { disposed.add() }
        }
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.subscribe(on: scheduler).subscribe(observer)
        XCTAssertEqual(subscribed.value, 0)
        scheduler.start()
        XCTAssertEqual(subscribed.value, 1)
        XCTAssertEqual(observer.events, [next(1, 1)], "one tick later, as RxTest runs work for now")

        subscription.dispose()
        XCTAssertEqual(disposed.value, 0, "disposal is handed to the scheduler")
        scheduler.start()
        XCTAssertEqual(disposed.value, 1)
    }

    func testDisposedBeforeTheSchedulerRunsNeverSubscribes() {
        let scheduler = TestScheduler()
        let subscribed = AtomicCounter()
        let source = Observable<Int>.create { _ in
            subscribed.add()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { _ in })
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(subscribed.value, 0)
    }

    func testSubscribesAndDisposesOnTheQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "courier.test.subscribe-on")
        queue.setSpecific(key: key, value: "subscribe-on")
        let subscribedOnQueue = expectation(description: "subscribed on the queue")
        let disposedOnQueue = expectation(description: "disposed on the queue")
        let source = Observable<Int>.create { _ in
            if DispatchQueue.getSpecific(key: key) == "subscribe-on" { subscribedOnQueue.fulfill() }
            return Disposables.create {
                if DispatchQueue.getSpecific(key: key) == "subscribe-on" { disposedOnQueue.fulfill() }
            }
        }
        let subscription = source.subscribe(on: SerialDispatchQueueScheduler(queue: queue)).subscribe(onNext: { _ in })
        wait(for: [subscribedOnQueue], timeout: 5)
        subscription.dispose()
        wait(for: [disposedOnQueue], timeout: 5)
    }
}
