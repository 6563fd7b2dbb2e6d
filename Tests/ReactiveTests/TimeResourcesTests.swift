import XCTest
import Reactive
import ReactiveTesting

/// `Resources.total` counts live subscriptions; after each operator of this
/// module terminates or is disposed it must be back where it started.
final class TimeResourcesTests: XCTestCase {
    private typealias Operator = (name: String, apply: (Observable<Int>) -> Observable<Int>)

    private func operators(on scheduler: TestScheduler) -> [Operator] {
        let fallback = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        return [
            ("debounce", { $0.debounce(5, scheduler: scheduler) }),
            ("throttle latest", { $0.throttle(5, latest: true, scheduler: scheduler) }),
            ("throttle first", { $0.throttle(5, latest: false, scheduler: scheduler) }),
            ("delay", { $0.delay(5, scheduler: scheduler) }),
            ("delaySubscription", { $0.delaySubscription(5, scheduler: scheduler) }),
            ("timeout", { $0.timeout(50, scheduler: scheduler) }),
            ("timeout other", { $0.timeout(50, other: fallback, scheduler: scheduler) }),
            ("retry with delay", { $0.retry(maxAttempts: 3, schedule: .constant(5), scheduler: scheduler) }),
            ("observe(on:)", { $0.observe(on: scheduler) }),
            ("subscribe(on:)", { $0.subscribe(on: scheduler) }),
        ]
    }

    private func assertReleased(ending events: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line) {
        let names = operators(on: TestScheduler()).map(\.name)
        for (index, name) in names.enumerated() {
            let scheduler = TestScheduler()
            let start = Resources.total
            let source = scheduler.createColdObservable(events).asObservable()
            let observer = scheduler.createObserver(Int.self)
            let subscription = operators(on: scheduler)[index].apply(source).subscribe(observer)
            XCTAssertGreaterThan(Resources.total, start, "\(name) is live", file: file, line: line)
            scheduler.start()
            XCTAssertEqual(observer.events.last?.value.isStopEvent, true, "\(name) terminated", file: file, line: line)
            XCTAssertEqual(Resources.total, start, "\(name) released on termination", file: file, line: line)
            subscription.dispose()
            XCTAssertEqual(Resources.total, start, "\(name) after dispose", file: file, line: line)
        }
    }

    func testEveryOperatorReleasesOnCompletion() {
        assertReleased(ending: [next(10, 1), next(12, 2), completed(20)])
    }

    func testEveryOperatorReleasesOnError() {
        assertReleased(ending: [next(10, 1), error(20, TestError(1))])
    }

    func testEveryOperatorReleasesOnDispose() {
        let names = operators(on: TestScheduler()).map(\.name)
        for (index, name) in names.enumerated() {
            let scheduler = TestScheduler()
            let start = Resources.total
            let source = scheduler.createColdObservable([next(10, 1), next(12, 2), next(500, 3)]).asObservable()
            let subscription = operators(on: scheduler)[index].apply(source).subscribe(onNext: { _ in })
            scheduler.advanceTo(30)
            XCTAssertGreaterThan(Resources.total, start, "\(name) is live")
            subscription.dispose()
            scheduler.start() // subscribe(on:) disposes on its scheduler
            XCTAssertEqual(Resources.total, start, "\(name) released on dispose")
        }
    }

    func testTimerAndIntervalRelease() {
        let scheduler = TestScheduler()
        let start = Resources.total
        let timer = Observable<Int>.timer(5, scheduler: scheduler).subscribe(onNext: { _ in })
        let interval = Observable<Int>.interval(5, scheduler: scheduler).subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, start + 2)
        scheduler.advanceTo(20)
        XCTAssertEqual(Resources.total, start + 1, "the one-shot timer completed")
        interval.dispose()
        timer.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testBridgesRelease() async throws {
        let start = Resources.total
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []
        for try await value in source.values { received.append(value) }
        XCTAssertEqual(received, [1])

        let completed = expectation(description: "async completed")
        let subscription = Observable<Int>.async { 1 }.subscribe(onCompleted: { completed.fulfill() })
        await fulfillment(of: [completed], timeout: 5)
        subscription.dispose()
        // The stream's subscription ends on its own thread just after it finishes.
        XCTAssertTrue(eventually { Resources.total == start }, "now \(Resources.total), started at \(start)")
    }
}
