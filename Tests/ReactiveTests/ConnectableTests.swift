import Reactive
import ReactiveTesting
import XCTest

/// publish, replay, multicast, connect, refCount and share(replay:scope: .forever).
final class ConnectableTests: XCTestCase {
    func testPublishSubscribesToTheSourceOnlyOnConnect() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), next(250, 3), completed(300)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        let connection = SubscriptionBox()
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(220) { connection.set(published.connect()) }
        scheduler.scheduleAt(240) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 240)])
    }

    func testConnectTwiceSharesOneConnectionAndAReconnectSubscribesAgainThroughAFreshSubjectAsRxSwift6() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2), next(310, 3)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        let first = SubscriptionBox()
        scheduler.scheduleAt(200) {
            _ = published.subscribe(observer)
            first.set(published.connect())
            _ = published.connect()
        }
        scheduler.scheduleAt(250) { first.dispose() }
        scheduler.scheduleAt(300) { _ = published.connect() }
        scheduler.start()
        // The observer joined the first connection's subject, which the reconnect does not feed.
        XCTAssertEqual(observer.events, [next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300)])
    }

    func testAfterTheSourceEndsALateObserverWaitsForTheNextConnectionAsRxSwift6() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(220)])
        let published = xs.publish()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(early)
            published.connect()
        }
        scheduler.scheduleAt(250) { _ = published.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [next(210, 1), completed(220)])
        // The ended connection took its subject with it: the late observer waits for a connect.
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReplayGivesLateObserversTheBuffer() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), next(260, 4)])
        let replayed = xs.replay(2)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [next(250, 2), next(250, 3), next(260, 4)])
    }

    func testMulticastWithAFactoryMakesAFreshSubjectForEachConnection() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), completed(220), next(320, 2)])
        let shared = xs.multicast(makeSubject: { ReplaySubject<Int>(bufferSize: 1) })
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { shared.connect() }
        scheduler.scheduleAt(300) {
            _ = shared.subscribe(late)
            shared.connect()
        }
        scheduler.start()
        XCTAssertEqual(late.events, [next(320, 2)], "the first connection's subject went with it")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300)])
    }

    func testRefCountConnectsForTheFirstAndDisconnectsAfterTheLastObserver() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), next(250, 3), next(270, 4), next(290, 5)])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        let sa = SubscriptionBox(), sb = SubscriptionBox()
        scheduler.scheduleAt(200) { sa.set(shared.subscribe(a)) }
        scheduler.scheduleAt(220) { sb.set(shared.subscribe(b)) }
        scheduler.scheduleAt(240) { sa.dispose() }
        scheduler.scheduleAt(260) { sb.dispose() }
        scheduler.scheduleAt(280) { _ = shared.subscribe(a) }
        scheduler.start()
        XCTAssertEqual(a.events, [next(210, 1), next(230, 2), next(290, 5)])
        XCTAssertEqual(b.events, [next(230, 2), next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260), Subscription(280)])
    }

    func testRefCountOfAnErrorPassesItToEveryObserver() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom)])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(a)
            _ = shared.subscribe(b)
        }
        scheduler.start()
        XCTAssertEqual(a.events, [next(210, 1), error(220, TestError.boom)])
        XCTAssertEqual(b.events, a.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShareForeverReplaysTheBufferAndTheEndToLateSubscribersWithoutResubscribing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2), completed(30)])
        let shared = xs.share(replay: 1, scope: .forever)
        let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertEqual(late.events, [next(300, 2), completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareWhileConnectedResubscribesWhereForeverDoesNot() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([next(10, 1), completed(30)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe { _ in } }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [next(310, 1), completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareForeverKeepsTheBufferAcrossReconnections() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = SubscriptionBox()
        let again = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { first.set(shared.subscribe { _ in }) }
        scheduler.scheduleAt(230) { first.dispose() }
        scheduler.scheduleAt(250) { _ = shared.subscribe(again) }
        scheduler.start()
        XCTAssertEqual(again.events, [next(250, 1), next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250)])
    }
}

/// AsyncSubject, ReplayRelay and binding into relays of optionals.
final class SubjectAndRelayAdditionTests: XCTestCase {
    func testAsyncSubjectGivesOnlyTheLastElementAtCompletionToEveryoneAndLateComers() {
        let subject = AsyncSubject<Int>()
        let early = Box<[Event<Int>]>([])
        _ = subject.subscribe { event in early.update { $0.append(event) } }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(early.value, [], "nothing before completion")
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(early.value, [.next(2), .completed])
        XCTAssertEqual(collect(subject), [.next(2), .completed])
        XCTAssertTrue(subject.isStopped)
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectErrorDropsTheElementAndDisposedObserversGetNothing() {
        let subject = AsyncSubject<Int>()
        let gone = Box<[Event<Int>]>([])
        let subscription = subject.subscribe { event in gone.update { $0.append(event) } }
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onError(TestError.boom)
        XCTAssertEqual(gone.value, [])
        XCTAssertEqual(collect(subject), [.error(TestError.boom)])
        XCTAssertEqual(collect(AsyncSubject<Int>().asObservable().take(0)), [.completed])
    }

    func testAsyncSubjectInVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start {
            let subject = AsyncSubject<Int>()
            _ = xs.subscribe(subject)
            return subject.asObservable()
        }
        XCTAssertEqual(res.events, [next(250, 2), completed(250)])
    }

    func testReplayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let seen = Box<[Int]>([])
        let subscription = relay.subscribe(onNext: { value in seen.update { $0.append(value) } })
        relay.accept(4)
        subscription.dispose()
        relay.accept(5)
        XCTAssertEqual(seen.value, [2, 3, 4])
    }

    func testBindToRelaysOfOptionalsWrapsElementsAndNeverEndsThem() {
        let publish = PublishRelay<Int?>(), behavior = BehaviorRelay<Int?>(value: nil), replay = ReplayRelay<Int?>(bufferSize: 1)
        let seen = Box<[Int?]>([])
        _ = publish.subscribe(onNext: { value in seen.update { $0.append(value) } })
        let bindings = [
            Observable.of(1, 2).bind(to: publish),
            Observable.of(3).concat(Observable.error(TestError.boom)).bind(to: behavior),
            Observable.just(4).bind(to: replay),
        ]
        XCTAssertEqual(seen.value, [1, 2])
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(collect(replay.take(1)), [.next(4), .completed])
        bindings.forEach { $0.dispose() }
    }

    func testBindToObserversOfOptionalsForwardsEveryEvent() {
        let subject = PublishSubject<Int?>()
        let seen = Box<[Event<Int?>]>([])
        _ = subject.subscribe { event in seen.update { $0.append(event) } }
        _ = Observable.of(1).bind(to: subject)
        XCTAssertEqual(seen.value, [.next(1), .completed])
    }
}
