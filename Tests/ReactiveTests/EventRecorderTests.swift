import Dispatch
import Reactive
import ReactiveTesting
import XCTest

/// The testing recorders: `EventRecorder` on real threads, `record(on:)` in virtual time.
final class EventRecorderTests: XCTestCase {
    private struct Boom: Error, Equatable {}

    func testARecorderCollectsWhatAnotherThreadSends() {
        let queue = DispatchQueue(label: "courier.test.recorder")
        let source = Observable<Int>.create { observer in
            queue.async {
                for value in 1...3 { observer.onNext(value) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let recorder = source.record()
        XCTAssertTrue(recorder.waitForTermination(timeout: 10))
        XCTAssertEqual(recorder.elements, [1, 2, 3])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertNil(recorder.error)
    }

    func testAWaitForElementsEndsAtTheCountOrTheDeadline() {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.global().async { subject.onNext(7) }
        XCTAssertTrue(recorder.waitForElements(1, timeout: 10))
        XCTAssertEqual(recorder.elements, [7])
        XCTAssertFalse(recorder.waitForElements(2, timeout: 0.05), "nothing more comes")
        XCTAssertFalse(recorder.waitForTermination(timeout: 0.05))
        XCTAssertFalse(recorder.isTerminated)
    }

    func testAnErrorEndsTheWaitAndIsKept() {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.global().async { subject.onError(Boom()) }
        XCTAssertTrue(recorder.waitForTermination(timeout: 10))
        XCTAssertEqual(recorder.error as? Boom, Boom())
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertFalse(recorder.waitForElements(1, timeout: 10), "an ended stream brings no element")
    }

    func testDisposingTheRecorderEndsItsSubscription() {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        recorder.dispose()
        subject.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testARecorderIsAnObserverForAnySubscribe() {
        let recorder = EventRecorder<String>()
        let subscription = Observable.from(["a", "b"]).subscribe(recorder)
        defer { subscription.dispose() }
        XCTAssertEqual(recorder.elements, ["a", "b"])
        XCTAssertTrue(recorder.wait(timeout: 0) { $0.count == 3 }, "two elements and completion, already there")
    }

    func testRecordOnASchedulerStampsVirtualTimes() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([next(10, "x"), next(20, "y"), completed(30, String.self)])
        scheduler.advanceTo(100)
        let observer = source.asObservable().record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.events, [next(110, "x"), next(120, "y"), completed(130)])
        XCTAssertEqual(source.subscriptions, [Subscription(100, 130)])
    }

    func testDisposingAVirtualRecorderEndsItsSubscription() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([next(10, 1), next(20, 2)])
        let observer = source.asObservable().record(on: scheduler)
        scheduler.advanceTo(15)
        observer.dispose()
        scheduler.start()
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(source.subscriptions, [Subscription(0, 15)])
    }
}
