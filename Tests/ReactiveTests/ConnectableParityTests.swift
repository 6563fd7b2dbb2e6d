import Reactive
import ReactiveTesting
import XCTest

/// Connectable sequences as RxSwift 6 has them: `publish` and `replay` make a
/// subject per connection; `share(scope: .forever)` never resubscribes a
/// source that has ended.
final class ConnectableParityTests: XCTestCase {
    func testReplayMakesAFreshSubjectPerConnectionSoOldSubscribersGetNothingAfterReconnect() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([
            next(10, 5), next(20, 9), next(30, 11), next(40, 20), next(50, 22),
            next(60, 23), next(70, 24), next(80, 25), error(130, TestError.boom, Int.self),
        ])
        let ys = Box<ConnectableObservable<Int>?>(nil)
        let subscription = Box<Disposable?>(nil)
        let connection = Box<Disposable?>(nil)
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys.value = xs.replay(3) }
        scheduler.scheduleAt(450) { subscription.value = ys.value!.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription.value?.dispose() }
        scheduler.scheduleAt(400) { connection.value = ys.value!.connect() }
        scheduler.scheduleAt(520) { connection.value?.dispose() }
        scheduler.scheduleAt(650) { connection.value = ys.value!.connect() }
        scheduler.scheduleAt(700) { connection.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [
            next(450, 9), next(450, 11), next(450, 20), next(450, 22), next(460, 23), next(470, 24), next(480, 25),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayAfterReconnectStartsWithoutTheOldBuffer() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2)])
        let ys = xs.replay(2)
        let connection = Box<Disposable?>(nil)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { connection.value = ys.connect() }
        scheduler.scheduleAt(300) { connection.value?.dispose() }
        scheduler.scheduleAt(400) { connection.value = ys.connect() }
        scheduler.scheduleAt(405) { _ = ys.subscribe(late) }
        scheduler.scheduleAt(500) { connection.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(late.events, [next(410, 1), next(420, 2)])
    }

    func testPublishMakesAFreshSubjectPerConnectionSoATerminatedOneDoesNotEndTheNext() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        let ys = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(200) { _ = ys.connect() }
        scheduler.scheduleAt(300) { _ = ys.subscribe(second) }
        scheduler.scheduleAt(300) { _ = ys.connect() }
        scheduler.start()
        XCTAssertEqual(first.events, [next(210, 1), completed(220)])
        XCTAssertEqual(second.events, [next(310, 1), completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testMulticastWithAGivenSubjectKeepsItAcrossConnections() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        let ys = xs.multicast(PublishSubject<Int>())
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.connect() }
        scheduler.scheduleAt(300) { _ = ys.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [completed(300)])
    }

    func testShareForeverNeverResubscribesASourceThatCompleted() {
        for replay in 0..<5 {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([
                next(210, 1), next(220, 2), next(230, 3), next(240, 4), next(250, 5), next(320, 6),
                completed(330), next(340, -1), next(550, 7),
            ])
            let ys = Box<Observable<Int>?>(nil)
            let subscription1 = Box<Disposable?>(nil)
            let subscription2 = Box<Disposable?>(nil)
            let subscription3 = Box<Disposable?>(nil)
            let res1 = scheduler.createObserver(Int.self)
            let res2 = scheduler.createObserver(Int.self)
            let res1Again = scheduler.createObserver(Int.self)
            let res2Again = scheduler.createObserver(Int.self)
            let res3 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.share(replay: replay, scope: .forever) }
            scheduler.scheduleAt(200) {
                subscription1.value = ys.value!.subscribe { event in
                    res1.on(event)
                    if event.isStopEvent { subscription1.value = ys.value!.subscribe(res1Again) }
                }
            }
            scheduler.scheduleAt(300) {
                subscription2.value = ys.value!.subscribe { event in
                    res2.on(event)
                    if event.isStopEvent { subscription2.value = ys.value!.subscribe(res2Again) }
                }
            }
            scheduler.scheduleAt(350) { subscription1.value?.dispose() }
            scheduler.scheduleAt(400) { subscription2.value?.dispose() }
            scheduler.scheduleAt(500) { subscription3.value = ys.value!.subscribe(res3) }
            scheduler.scheduleAt(600) { subscription3.value?.dispose() }
            scheduler.start()

            XCTAssertEqual(res1.events, [
                next(210, 1), next(220, 2), next(230, 3), next(240, 4), next(250, 5), next(320, 6), completed(330),
            ], "replay \(replay)")
            let replayedAtEnd = (0..<replay).map { next(330, 7 - replay + $0) }
            XCTAssertEqual(res1Again.events, replayedAtEnd + [completed(330)], "replay \(replay)")
            XCTAssertEqual(res2Again.events, replayedAtEnd + [completed(330)], "replay \(replay)")
            let replayedAt300 = (0..<replay).map { next(300, 6 - replay + $0) }
            XCTAssertEqual(res2.events, replayedAt300 + [next(320, 6), completed(330)], "replay \(replay)")
            let replayedAt500 = (0..<replay).map { next(500, 7 - replay + $0) }
            XCTAssertEqual(res3.events, replayedAt500 + [completed(500)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)], "replay \(replay)")
        }
    }

    func testShareForeverDoesNotRunAColdSourcesSideEffectsAgainAfterItEnded() {
        let runs = Box(0)
        let shared = Observable<Int>.create { observer in
            runs.update { $0 += 1 }
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.share(replay: 1, scope: .forever)
        XCTAssertEqual(collect(shared), [.next(1), .completed])
        XCTAssertEqual(collect(shared), [.next(1), .completed])
        XCTAssertEqual(runs.value, 1)
    }
    func testShareForeverKeepsItsBufferAcrossReconnectsAndResubscribesAfterTheLastLeft() {
        for replay in 0..<5 {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([
                next(210, 1), next(220, 2), next(230, 3), next(240, 4), next(250, 5), next(320, 6), next(550, 7),
            ])
            let ys = Box<Observable<Int>?>(nil)
            let subscriptions = Box<[Disposable]>([])
            let res1 = scheduler.createObserver(Int.self)
            let res2 = scheduler.createObserver(Int.self)
            let res3 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.share(replay: replay, scope: .forever) }
            scheduler.scheduleAt(200) { subscriptions.update { $0.append(ys.value!.subscribe(res1)) } }
            scheduler.scheduleAt(300) { subscriptions.update { $0.append(ys.value!.subscribe(res2)) } }
            scheduler.scheduleAt(350) { subscriptions.value[0].dispose() }
            scheduler.scheduleAt(400) { subscriptions.value[1].dispose() }
            scheduler.scheduleAt(500) { subscriptions.update { $0.append(ys.value!.subscribe(res3)) } }
            scheduler.scheduleAt(600) { subscriptions.value[2].dispose() }
            scheduler.start()
            XCTAssertEqual(res1.events, [next(210, 1), next(220, 2), next(230, 3), next(240, 4), next(250, 5), next(320, 6)])
            XCTAssertEqual(res2.events, (0..<replay).map { next(300, 6 - replay + $0) } + [next(320, 6)], "replay \(replay)")
            XCTAssertEqual(res3.events, (0..<replay).map { next(500, 7 - replay + $0) } + [next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(replay)")
        }
    }
}
