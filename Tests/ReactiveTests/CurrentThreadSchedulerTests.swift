import Foundation
import Reactive
import XCTest

/// The trampoline: actions scheduled from inside an action wait for it to
/// return, run in order, and can be cancelled while they wait.
final class CurrentThreadSchedulerTests: XCTestCase {
    func testNestedActionsRunAfterTheCurrentOneInOrder() {
        let log = Locked<[String]>([])
        let scheduler = CurrentThreadScheduler.instance
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = scheduler.schedule {
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = scheduler.schedule { log.withLock { $0.append("b") } }
            _ = scheduler.schedule {
                _ = scheduler.schedule { log.withLock { $0.append("d") } }
                log.withLock { $0.append("c") }
            }
            log.withLock { $0.append("a") }
        }
        XCTAssertEqual(log.withLock { $0 }, ["a", "b", "c", "d"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the queue is gone once drained")
    }

    func testAWaitingActionCanBeCancelled() {
        let ran = Locked(false)
        _ = CurrentThreadScheduler.instance.schedule {
            CurrentThreadScheduler.instance.schedule { ran.withLock { $0 = true } }.dispose()
        }
        XCTAssertFalse(ran.withLock { $0 })
    }

    func testRepeatElementEndsWithTakeByDefault() {
        XCTAssertEqual(collect(Observable.repeatElement("x").take(3)), [.next("x"), .next("x"), .next("x"), .completed])
    }

    func testAHundredThousandStepsLoopInsteadOfGrowingTheStack() {
        let count = Locked(0)
        let subscription = Observable.generate(initialState: 0, condition: { $0 < 100_000 },
                                               scheduler: CurrentThreadScheduler.instance, iterate: { $0 + 1 })
            .subscribe(onNext: { _ in count.withLock { $0 += 1 } })
        subscription.dispose()
        XCTAssertEqual(count.withLock { $0 }, 100_000)
    }

    func testEachThreadHasItsOwnQueue() {
        let done = DispatchSemaphore(value: 0)
        let order = Locked<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule {
            Thread.detachNewThread {
                XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "another thread is not inside this action")
                _ = CurrentThreadScheduler.instance.schedule { order.withLock { $0.append("other") } }
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            order.withLock { $0.append("this") }
        }
        XCTAssertEqual(order.withLock { $0 }, ["other", "this"], "the other thread ran its action at once")
    }
}

/// The trampoline every outermost subscribe opens, as RxSwift's Producer does.
final class SubscribeTrampolineTests: XCTestCase {
    func testGenerateByDefaultEndsWithTakeAndDeliversBeforeSubscribeReturns() {
        let received = Locked<[Int]>([])
        let subscription = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 })
            .map { $0 * 10 }
            .take(4)
            .subscribe(onNext: { value in received.withLock { $0.append(value) } })
        XCTAssertEqual(received.withLock { $0 }, [0, 10, 20, 30], "drained by the outermost subscribe")
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline is closed once subscribe returns")
        subscription.dispose()
    }

    func testInsideASubscribeTheThreadIsOnATrampoline() {
        let required = Locked<[Bool]>([])
        _ = Observable<Int>.create { observer in
            required.withLock { $0.append(CurrentThreadScheduler.isScheduleRequired) }
            observer.on(.completed)
            return Disposables.create()
        }.subscribe(onNext: { _ in })
        XCTAssertEqual(required.withLock { $0 }, [false])
    }

    func testAStepThatFailsEndsWithTheError() {
        struct Boom: Error {}
        var events: [Event<Int>] = []
        let recorded = Locked<[Event<Int>]>([])
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { state in
            if state == 2 { throw Boom() }
            return state + 1
        }).subscribe { event in recorded.withLock { $0.append(event) } }
        events = recorded.withLock { $0 }
        XCTAssertEqual(events.count, 4)
        XCTAssertEqual(events.prefix(3).compactMap(\.element), [0, 1, 2])
        XCTAssertTrue(events.last?.error is Boom)
    }
}
