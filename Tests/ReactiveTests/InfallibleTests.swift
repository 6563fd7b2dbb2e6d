import Reactive
import ReactiveTesting
import XCTest

/// Infallible as RxSwift's: elements and completion, never an error; the
/// conversions say what an error becomes.
final class InfallibleTests: XCTestCase {
    func testAsInfallibleOnErrorJustReturnEndsWithTheElementAndCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom, Int.self)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(res.events, [next(210, 1), next(220, -1), completed(220)])
    }

    func testAsInfallibleOnErrorFallbackToContinuesWithTheFallback() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), error(220, TestError.boom, Int.self)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .of(7, 8)).asObservable() }
        XCTAssertEqual(res.events, [next(210, 1), next(220, 7), next(220, 8), completed(220)])
    }

    func testAsInfallibleOnErrorRecoverBuildsTheFallbackFromTheError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([error(220, TestError.other, String.self)])
        let res = scheduler.start { xs.asInfallible(onErrorRecover: { .just("\($0)") }).asObservable() }
        XCTAssertEqual(res.events, [next(220, "other"), completed(220)])
    }

    func testInfallibleOperatorsKeepTheTypeAndTheElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 2), next(240, 3), completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .map { $0 * 10 }
                .filter { $0 > 10 }
                .scan(0) { $0 + $1 }
                .startWith(-1)
                .asObservable()
        }
        XCTAssertEqual(res.events, [next(200, -1), next(220, 20), next(240, 50), completed(250)])
    }

    func testInfallibleCreateSendsElementsAndCompletion() {
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            observer(.next(2))
            return Disposables.create()
        }
        XCTAssertEqual(collect(infallible.asObservable()), [.next(1), .completed])
    }

    func testInfallibleFlatMapLatestFollowsTheLatestInner() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(250, 2), completed(400)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                Observable<Int>.timer(30, scheduler: scheduler).map { _ in value }.asInfallible(onErrorJustReturn: -1)
            }.asObservable()
        }
        XCTAssertEqual(res.events, [next(240, 1), next(280, 2), completed(400)])
    }

    func testInfallibleSubscribeAndBindToARelay() {
        let relay = BehaviorRelay(value: 0)
        let completed = Box(false)
        let subscription = Infallible.of(1, 2).subscribe(onCompleted: { completed.value = true })
        let binding = Infallible.of(3, 4).bind(to: relay)
        XCTAssertTrue(completed.value)
        XCTAssertEqual(relay.value, 4)
        subscription.dispose()
        binding.dispose()
    }

    func testARelayAsInfallibleNeverEnds() {
        let relay = PublishRelay<Int>()
        let seen = Box<[Int]>([])
        let subscription = relay.asInfallible().subscribe(onNext: { value in seen.update { $0.append(value) } })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen.value, [1, 2])
        subscription.dispose()
    }
}
