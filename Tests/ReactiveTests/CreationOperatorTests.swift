import Reactive
import ReactiveTesting
import XCTest

/// generate, repeatElement and from(optional:).
final class CreationOperatorTests: XCTestCase {
    func testGenerateLoopsWhileTheConditionHolds() {
        let res = collect(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }))
        XCTAssertEqual(res, [.next(1), .next(3), .next(9), .completed])
    }

    func testGenerateFailsWhenAClosureThrows() {
        let res = collect(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { _ in throw TestError.boom }))
        XCTAssertEqual(res, [.next(1), .error(TestError.boom)])
    }

    func testGenerateOnASchedulerStepsOneActionAtATime() {
        let scheduler = TestScheduler()
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.elements, [0, 1, 2])
        XCTAssertEqual(res.events.last?.value.isStopEvent, true)
        XCTAssertNil(res.events.last?.value.error)
    }

    func testRepeatElementIsStoppedByTake() {
        let scheduler = TestScheduler()
        let counting = CountingScheduler(scheduler)
        let res = scheduler.start { Observable.repeatElement(7, scheduler: counting).take(3) }
        XCTAssertEqual(res.elements, [7, 7, 7])
        XCTAssertEqual(res.events.count, 4)
        XCTAssertEqual(counting.pending, 0, "disposal cancelled the next step")
    }

    func testFromOptional() {
        XCTAssertEqual(collect(Observable.from(optional: 3)), [.next(3), .completed])
        XCTAssertEqual(collect(Observable<Int>.from(optional: nil)), [.completed])
    }
}
