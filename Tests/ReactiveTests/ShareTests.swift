import Reactive
import ReactiveTesting
import XCTest

final class ShareTests: XCTestCase {
    func testShareSubscribesUpstreamOnceForAllSubscribers() {
        let subscribes = Box(0)
        let subject = PublishSubject<Int>()
        let shared = subject.do(onSubscribe: { subscribes.update { $0 += 1 } }).share()
        let a = Box<[Int]>([]), b = Box<[Int]>([])
        let sa = shared.subscribe(onNext: { v in a.update { $0.append(v) } })
        subject.onNext(1)
        let sb = shared.subscribe(onNext: { v in b.update { $0.append(v) } })
        subject.onNext(2)
        XCTAssertEqual(subscribes.value, 1)
        XCTAssertEqual(a.value, [1, 2])
        XCTAssertEqual(b.value, [2], "replay 0 gives a late subscriber nothing old")
        sa.dispose()
        sb.dispose()
    }

    func testShareRefCountsInVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2), next(400, 3), next(500, 4)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        let subscriptions = Box<[Disposable]>([])
        scheduler.scheduleAt(200) { subscriptions.update { $0.append(shared.subscribe(first)) } }
        scheduler.scheduleAt(250) { subscriptions.update { $0.append(shared.subscribe(second)) } }
        scheduler.scheduleAt(300) { subscriptions.value[0].dispose() }
        scheduler.scheduleAt(350) { subscriptions.value[1].dispose() }
        scheduler.scheduleAt(450) { subscriptions.update { $0.append(shared.subscribe(third)) } }
        scheduler.scheduleAt(600) { subscriptions.value[2].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [next(210, 1), next(260, 2)])
        XCTAssertEqual(second.events, [next(260, 2)])
        XCTAssertEqual(third.events, [next(500, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350), Subscription(450, 600)],
                       "disconnects at zero subscribers; a later subscriber reconnects")
    }

    func testShareReplayGivesLateSubscribersTheBuffer() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2)
        let keepAlive = shared.subscribe { _ in }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let late = Box<[Int]>([])
        let subscription = shared.subscribe(onNext: { v in late.update { $0.append(v) } })
        XCTAssertEqual(late.value, [2, 3])
        subscription.dispose()
        keepAlive.dispose()
        let afterReconnect = Box<[Int]>([])
        let again = shared.subscribe(onNext: { v in afterReconnect.update { $0.append(v) } })
        XCTAssertEqual(afterReconnect.value, [], "whileConnected forgets the buffer on disconnect")
        again.dispose()
    }

    func testShareOfAColdSourceReconnectsAfterCompletion() {
        let subscribes = Box(0)
        let shared = Observable.of(1, 2).do(onSubscribe: { subscribes.update { $0 += 1 } }).share(replay: 1)
        XCTAssertEqual(collect(shared), [.next(1), .next(2), .completed])
        XCTAssertEqual(collect(shared), [.next(1), .next(2), .completed])
        XCTAssertEqual(subscribes.value, 2)
    }

    func testShareForwardsErrorToAllSubscribers() {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let a = Box<[Event<Int>]>([]), b = Box<[Event<Int>]>([])
        let sa = shared.subscribe { e in a.update { $0.append(e) } }
        let sb = shared.subscribe { e in b.update { $0.append(e) } }
        subject.onError(TestError.boom)
        XCTAssertEqual(a.value, [.error(TestError.boom)])
        XCTAssertEqual(b.value, [.error(TestError.boom)])
        XCTAssertFalse(subject.hasObservers)
        sa.dispose()
        sb.dispose()
    }
}
