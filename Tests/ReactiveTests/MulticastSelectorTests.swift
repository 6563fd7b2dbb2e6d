import Reactive
import ReactiveTesting
import XCTest

/// multicast(_:selector:) as RxSwift's: a subject per subscription, the
/// selector's sequence built on it, then one connection to the source.
final class MulticastSelectorTests: XCTestCase {
    func testMulticastSelectorSharesOneSubscriptionOfTheSourceWithinTheSelector() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            next(40, 0), next(90, 1), next(150, 2), next(210, 3), next(240, 4), next(270, 5), next(330, 6),
            next(340, 7), completed(390),
        ])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { $0 + $1 } } }
        XCTAssertEqual(res.events, [
            next(210, 6), next(240, 8), next(270, 10), next(330, 12), next(340, 14), completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testMulticastSelectorDisposalEndsTheConnection() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 3), next(240, 4), next(270, 5), completed(390)])
        let res = scheduler.start(disposed: 250) { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        XCTAssertEqual(res.events, [next(210, 3), next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMulticastSubjectFactoryThatThrowsFailsWithoutSubscribingTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw TestError.boom }) { $0 }
        }
        XCTAssertEqual(res.events, [error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMulticastSelectorThatThrowsFailsWithoutSubscribingTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw TestError.boom }
        }
        XCTAssertEqual(res.events, [error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testReplayAllReplaysEveryElementToALateSubscriber() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3)])
        let replayed = xs.replayAll()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [next(250, 1), next(250, 2), next(250, 3)])
    }

    func testAnUnboundReplaySubjectKeepsEveryElement() {
        let subject = ReplaySubject<Int>.createUnbound()
        for value in 0..<1000 { subject.onNext(value) }
        let seen = Box<[Int]>([])
        let subscription = subject.subscribe(onNext: { value in seen.update { $0.append(value) } })
        XCTAssertEqual(seen.value, Array(0..<1000))
        subscription.dispose()
    }
}
