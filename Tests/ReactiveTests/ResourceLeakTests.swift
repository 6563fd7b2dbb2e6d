import Reactive
import ReactiveTesting
import XCTest

/// Every operator must give back each subscription it made, whether its
/// subscriber disposes it or it ends on its own.
final class ResourceLeakTests: XCTestCase {
    typealias Make = @Sendable (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>

    private let operators: [(String, Make)] = [
        ("just", { _, _ in .just(1) }),
        ("from", { _, _ in .from([1, 2]) }),
        ("empty", { _, _ in .empty() }),
        ("error", { _, _ in .error(TestError.boom) }),
        ("deferred", { a, _ in .deferred { a.asObservable() } }),
        ("range", { _, _ in .range(start: 0, count: 3) }),
        ("map", { a, _ in a.map { $0 + 1 } }),
        ("compactMap", { a, _ in a.compactMap { $0 } }),
        ("filter", { a, _ in a.filter { $0 > 0 } }),
        ("scan", { a, _ in a.scan(0, accumulator: +) }),
        ("scan(into:)", { a, _ in a.scan(into: 0) { $0 += $1 } }),
        ("startWith", { a, _ in a.startWith(0) }),
        ("distinctUntilChanged", { a, _ in a.distinctUntilChanged() }),
        ("distinctUntilChanged(by:)", { a, _ in a.distinctUntilChanged(by: { $0 % 2 }) }),
        ("take", { a, _ in a.take(5) }),
        ("skip", { a, _ in a.skip(1) }),
        ("take(while:)", { a, _ in a.take(while: { $0 < 100 }) }),
        ("element(at:)", { a, _ in a.element(at: 3) }),
        ("take(until:)", { a, b in a.take(until: b.filter { $0 > 100 }) }),
        ("ignoreElements", { a, _ in a.ignoreElements().toArray().map { $0.count }.asObservable() }),
        ("toArray", { a, _ in a.toArray().map { $0.count }.asObservable() }),
        ("reduce", { a, _ in a.reduce(0, accumulator: +) }),
        ("asSingle", { a, _ in a.asSingle().asObservable() }),
        ("asMaybe", { a, _ in a.asMaybe().asObservable() }),
        ("first", { a, _ in a.first().map { $0 ?? 0 }.asObservable() }),
        ("ifEmpty(switchTo:)", { a, b in a.ifEmpty(switchTo: b) }),
        ("materialize", { a, _ in a.materialize().map { _ in 0 } }),
        ("dematerialize", { a, _ in a.materialize().dematerialize() }),
        ("enumerated", { a, _ in a.enumerated().map { $0.index } }),
        ("skip(while:)", { a, _ in a.skip(while: { $0 < 2 }) }),
        ("skip(until:)", { a, b in a.skip(until: b) }),
        ("take(while:behavior:)", { a, _ in a.take(while: { $0 < 100 }, behavior: .inclusive) }),
        ("takeLast", { a, _ in a.takeLast(2) }),
        ("sample", { a, b in a.sample(b) }),
        ("amb", { a, b in a.amb(b) }),
        ("retry(when:)", { a, _ in a.retry(when: { errors in errors.flatMap { Observable<Int>.error($0) } }) }),
        ("concat(_:)", { a, b in a.concat(b) }),
        ("merge(maxConcurrent:)", { a, b in Observable.of(a.asObservable(), b.asObservable()).merge(maxConcurrent: 1) }),
        ("publish().refCount()", { a, _ in a.publish().refCount() }),
        ("share(scope: .forever)", { a, _ in a.share(replay: 1, scope: .forever) }),
        ("withUnretained", { a, _ in a.withUnretained(keeper) { $1 } }),
        ("buffer", { a, _ in a.buffer(timeSpan: 10, count: 2, scheduler: TestScheduler()).map { $0.count } }),
        ("window", { a, _ in a.window(timeSpan: 10, count: 2, scheduler: TestScheduler()).flatMap { $0 } }),
        ("zip of eight", { a, b in .zip(a, b, a, b, a, b, a, b) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }),
        ("combineLatest of eight", { a, b in .combineLatest(a, b, a, b, a, b, a, b) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }),
        ("using", { a, _ in .using({ BooleanDisposable() }, observableFactory: { _ in a.asObservable() }) }),
        ("flatMap", { a, b in a.flatMap { _ in b } }),
        ("flatMapLatest", { a, b in a.flatMapLatest { _ in b } }),
        ("concatMap", { a, b in a.concatMap { _ in b } }),
        ("merge", { a, b in .merge(a, b) }),
        ("concat", { a, b in .concat(a, b) }),
        ("combineLatest", { a, b in .combineLatest(a, b) { $0 + $1 } }),
        ("combineLatest array", { a, b in .combineLatest([a, b]) { $0.reduce(0, +) } }),
        ("zip", { a, b in .zip(a, b) { $0 + $1 } }),
        ("zip array", { a, b in .zip([a, b]) { $0.reduce(0, +) } }),
        ("withLatestFrom", { a, b in a.withLatestFrom(b) }),
        ("catch", { a, b in a.catch { _ in b.asObservable() } }),
        ("catchAndReturn", { a, _ in a.catchAndReturn(0) }),
        ("retry", { a, _ in a.retry(2) }),
        ("do", { a, _ in a.do(onNext: { _ in }, onDispose: {}) }),
        ("share", { a, _ in a.share() }),
        ("share(replay:)", { a, _ in a.share(replay: 2) }),
    ]

    func testDisposingGivesBackEverySubscription() {
        for (name, make) in operators {
            let before = Resources.total
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let subscription = make(a, b).subscribe { _ in }
            a.onNext(1)
            b.onNext(2)
            a.onNext(3)
            subscription.dispose()
            XCTAssertEqual(Resources.total, before, "\(name) leaks after dispose")
            XCTAssertFalse(a.hasObservers, "\(name) still observes its source")
            XCTAssertFalse(b.hasObservers, "\(name) still observes its second source")
        }
    }

    func testTerminatingGivesBackEverySubscription() {
        for (name, make) in operators {
            let before = Resources.total
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let ended = Box(false)
            let subscription = make(a, b).subscribe(onError: { _ in ended.value = true }, onCompleted: { ended.value = true })
            a.onNext(1)
            b.onNext(2)
            b.onCompleted()
            a.onError(TestError.boom)
            XCTAssertTrue(ended.value, "\(name) did not end")
            XCTAssertEqual(Resources.total, before, "\(name) leaks after its terminal event")
            subscription.dispose()
            XCTAssertEqual(Resources.total, before, "\(name) miscounts a dispose after its terminal event")
        }
    }

    func testSharedSubscribersLeaveNothingBehind() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 * 2 }.share(replay: 1)
        let first = shared.subscribe { _ in }
        let second = shared.subscribe { _ in }
        subject.onNext(1)
        first.dispose()
        XCTAssertTrue(subject.hasObservers, "one subscriber still holds the connection")
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(Resources.total, before)
    }
}

/// The object `withUnretained` pairs with in the table; it lives for the whole run.
private final class Keeper: Sendable {}
private let keeper = Keeper()
