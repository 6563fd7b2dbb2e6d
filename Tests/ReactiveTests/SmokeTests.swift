import XCTest
import Reactive
import ReactiveTesting

final class SmokeTests: XCTestCase {
    func testPublishSubjectDeliversToSubscriber() {
        let subject = PublishSubject<Int>()
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(observer)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        XCTAssertEqual(observer.events, [next(0, 1), completed(0)])
        subscription.dispose()
    }
}
