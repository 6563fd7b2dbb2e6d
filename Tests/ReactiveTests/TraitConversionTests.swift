import Reactive
import ReactiveTesting
import XCTest

/// The rest of the traits' surface: conversions between them, deferred, never and do.
final class TraitConversionTests: XCTestCase {
    func testSingleConvertsToMaybeAndCompletableAndFlatMapsIntoThem() {
        XCTAssertEqual(collect(Single.just(1).asMaybe().asObservable()), [.next(1), .completed])
        XCTAssertEqual(collect(Single.just(1).asCompletable().asObservable()).count, 1)
        XCTAssertEqual(collect(Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.asObservable()), [.completed])
        let completed = collect(Single.just(1).flatMapCompletable { _ in Completable.error(TestError.boom) }.asObservable())
        XCTAssertEqual(completed.first?.error.map { "\($0)" }, "boom")
        XCTAssertEqual(collect(Single<Int>.error(TestError.boom).catchAndReturn(5).asObservable()), [.next(5), .completed])
    }

    func testMaybeIfEmptySwitchToAndAsCompletable() {
        XCTAssertEqual(collect(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2)).asObservable()), [.next(2), .completed])
        XCTAssertEqual(collect(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3)).asObservable()), [.next(3), .completed])
        XCTAssertEqual(collect(Maybe.just(1).catch { _ in .just(9) }.asObservable()), [.next(1), .completed])
        let outcome = Box<[String]>([])
        _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { outcome.append("completed") })
        XCTAssertEqual(outcome.value, ["completed"])
    }

    func testCompletableAndThenCompletableAndMaybe() {
        let order = Box<[String]>([])
        let first = Completable.create { completable in
            order.append("first")
            completable(.completed)
            return Disposables.create()
        }
        _ = first.andThen(Completable.empty()).andThen(Maybe.just(1)).subscribe(onSuccess: { order.append("success \($0)") })
        XCTAssertEqual(order.value, ["first", "success 1"])
    }

    func testDeferredBuildsPerSubscriberAndNeverStaysOpenUntilDisposed() {
        let built = Box(0)
        let single = Single<Int>.deferred {
            built.update { $0 += 1 }
            return .just(built.value)
        }
        XCTAssertEqual(collect(single.asObservable()), [.next(1), .completed])
        XCTAssertEqual(collect(single.asObservable()), [.next(2), .completed])
        let scheduler = TestScheduler()
        let res = scheduler.start(disposed: 300) { Maybe<Int>.never().asObservable() }
        XCTAssertEqual(res.events, [])
    }

    func testDoRunsItsSideEffectsOnATrait() {
        let log = Box<[String]>([])
        let single = Single<Int>.error(TestError.boom).do(
            onError: { log.append("error \($0)") }, onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }
        )
        _ = single.subscribe { _ in }
        XCTAssertEqual(log.value, ["subscribe", "error boom", "dispose"])
    }
}
