import Dispatch
import Foundation
import Reactive
import XCTest

/// Disposing upstream while holding a downstream lock must not wait for a
/// delivery that holds an upstream lock and waits for the downstream one.
final class DisposeDeadlockTests: XCTestCase {
    func testTakeUntilEndingWhileMergeDeliversOnAnotherThreadDoesNotDeadlock() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        let deliveryHoldsMerge = DispatchSemaphore(value: 0)
        let endingHoldsTakeUntil = DispatchSemaphore(value: 0)
        let ended = expectation(description: "completed")
        let subscription = Observable.merge(source.asObservable(), Observable<Int>.never())
            .do(onNext: { _ in
                // Inside merge's delivery: its lock is held. Let the trigger take take(until:)'s, then go on into it.
                deliveryHoldsMerge.signal()
                _ = endingHoldsTakeUntil.wait(timeout: .now() + 10)
            })
            .take(until: trigger)
            .subscribe(onCompleted: {
                // take(until:) holds its lock here and disposes merge next.
                endingHoldsTakeUntil.signal()
                ended.fulfill()
            })
        let delivered = expectation(description: "the delivery returned")
        Thread {
            source.onNext(1)
            delivered.fulfill()
        }.start()
        XCTAssertEqual(deliveryHoldsMerge.wait(timeout: .now() + 10), .success)
        let triggered = expectation(description: "the trigger returned")
        Thread {
            trigger.onNext(())
            triggered.fulfill()
        }.start()
        // Before the fix merge's dispose waited for the delivery, which waited for take(until:): a deadlock.
        wait(for: [ended, triggered, delivered], timeout: 20)
        subscription.dispose()
    }
}
