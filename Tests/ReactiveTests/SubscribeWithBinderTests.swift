import Reactive
import ReactiveTesting
import XCTest

/// subscribe(with:), bind(with:) and Binder: closures that get an object
/// without keeping it alive, as RxSwift's.
final class SubscribeWithBinderTests: XCTestCase {
    private final class Screen: Sendable {
        let seen = Box<[String]>([])
    }

    func testSubscribeWithPassesTheObjectToEveryClosureAndSkipsThemOnceItHasGone() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        var screen: Screen? = Screen()
        let seen = screen!.seen
        let subscription = Box<Disposable?>(nil)
        let target = Box<Screen?>(screen)
        scheduler.scheduleAt(200) {
            subscription.value = xs.subscribe(
                with: target.value!,
                onNext: { screen, value in screen.seen.append("next \(value)") },
                onCompleted: { screen in screen.seen.append("completed") },
                onDisposed: { screen in screen.seen.append("disposed") }
            )
        }
        scheduler.advanceTo(215)
        XCTAssertEqual(seen.value, ["next 1"])
        target.value = nil
        screen = nil
        scheduler.start()
        XCTAssertEqual(seen.value, ["next 1"], "the object has gone: no closure runs")
        XCTAssertNil(screen)
    }

    func testSubscribeWithDoesNotKeepTheObjectAlive() {
        weak var weakScreen: Screen?
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let screen = Screen()
            weakScreen = screen
            subscription = subject.subscribe(with: screen, onNext: { screen, value in screen.seen.append("\(value)") })
        }
        XCTAssertNil(weakScreen)
        subject.onNext(1)
        subscription?.dispose()
    }

    func testSubscribeWithRunsOnErrorAndOnDisposedWithTheObject() {
        let screen = Screen()
        let subscription = Observable<Int>.error(TestError.boom).subscribe(
            with: screen,
            onError: { screen, error in screen.seen.append("error \(error)") },
            onDisposed: { screen in screen.seen.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(screen.seen.value, ["error boom", "disposed"])
    }

    func testBindWithSendsElementsWithTheObject() {
        let screen = Screen()
        let subscription = Observable.of(1, 2).bind(with: screen) { screen, value in screen.seen.append("\(value)") }
        subscription.dispose()
        XCTAssertEqual(screen.seen.value, ["1", "2"])
    }

    func testBinderAppliesElementsOnItsSchedulerAndDropsTheTerminalEvents() {
        let scheduler = TestScheduler()
        let screen = Screen()
        let binder = Binder<Int>(screen, scheduler: scheduler) { screen, value in screen.seen.append("\(value)@\(scheduler.clock)") }
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), error(230, TestError.boom, Int.self)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        XCTAssertEqual(screen.seen.value, ["1@211", "2@221"])
    }

    func testBinderDropsElementsOnceTheTargetHasGone() {
        var screen: Screen? = Screen()
        let seen = screen!.seen
        let binder = Binder<Int>(screen!, scheduler: ImmediateScheduler.instance) { screen, value in screen.seen.append("\(value)") }
        binder.onNext(1)
        screen = nil
        binder.onNext(2)
        XCTAssertEqual(seen.value, ["1"])
        XCTAssertNil(screen)
    }
}
