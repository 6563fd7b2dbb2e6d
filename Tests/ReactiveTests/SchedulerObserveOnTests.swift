import Dispatch
import XCTest
import Reactive
import ReactiveTesting

final class SchedulerObserveOnTests: XCTestCase {
    func testDeliveryWaitsForTheSchedulerAndUsesOneScheduledDrain() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let subject = PublishSubject<Int>()
        let observer = test.createObserver(Int.self)
        let subscription = subject.observe(on: scheduler).subscribe(observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(observer.events, [], "nothing is delivered on the caller's thread")
        XCTAssertEqual(scheduler.pending, 1, "one drain delivers the whole queue")
        test.start()
        // Work for "now" runs one tick later, as in RxTest.
        XCTAssertEqual(observer.events, [next(1, 1), next(1, 2), completed(1)])
        subscription.dispose()
    }

    func testDisposalDropsQueuedEventsAndCancelsTheDrain() {
        let test = TestScheduler()
        let scheduler = CountingScheduler(test)
        let sourceDisposed = AtomicCounter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { sourceDisposed.add() }
        }
        let observer = test.createObserver(Int.self)
        let subscription = source.observe(on: scheduler).subscribe(observer)
        subscription.dispose()
        XCTAssertEqual(scheduler.pending, 0)
        XCTAssertEqual(sourceDisposed.value, 1)
        test.start()
        XCTAssertEqual(observer.events, [])
    }

    func testEventsArriveInOrderOnTheSerialQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "courier.test.observe-on")
        queue.setSpecific(key: key, value: "observe-on")
        let received = Locked<[Int]>([])
        let offQueue = AtomicCounter()
        let done = expectation(description: "completed on the queue")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: SerialDispatchQueueScheduler(queue: queue)).subscribe(
            onNext: { value in
                if DispatchQueue.getSpecific(key: key) != "observe-on" { offQueue.add() }
                received.withLock { $0.append(value) }
            },
            onCompleted: { done.fulfill() }
        )
        for value in 0..<100 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, Array(0..<100))
        XCTAssertEqual(offQueue.value, 0)
        subscription.dispose()
    }

    func testAnObserverEmittingBackIsQueuedBehindTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let subscription = subject.observe(on: ImmediateScheduler.instance).subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            if value == 1 { subject.onNext(2) }
            received.withLock { $0.append(-value) }
        })
        subject.onNext(1)
        XCTAssertEqual(received.withLock { $0 }, [1, -1, 2, -2])
        subscription.dispose()
    }

    func testADrainYieldsToOtherWorkBeforeDeliveringWhatArrivedMeanwhile() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let log = Locked<[String]>([])
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            log.withLock { $0.append("\(value)") }
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        // The drain runs at tick 1; other work queued behind it at that tick runs before the next drain.
        scheduler.scheduleAt(1) { log.withLock { $0.append("other work") } }
        scheduler.start()
        XCTAssertEqual(log.withLock { $0 }, ["1", "other work", "2"])
        subscription.dispose()
    }
}
