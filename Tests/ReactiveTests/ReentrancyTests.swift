import Reactive
import ReactiveTesting
import XCTest

/// Observers that call back into the chain that is delivering to them, and
/// sources that emit while they are being subscribed.
final class ReentrancyTests: XCTestCase {
    func testFlatMapObserverFeedingTheOuterSubject() {
        let outer = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = outer.flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { value in
            seen.update { $0.append(value) }
            if value < 3 { outer.onNext(value + 1) }
        })
        outer.onNext(1)
        XCTAssertEqual(seen.value, [1, 10, 2, 20, 3, 30])
        subscription.dispose()
    }

    func testFlatMapInnerThatEmitsAndCompletesWhileSubscribedKeepsOuterOpen() {
        let outer = PublishSubject<Int>()
        let events = Box<[Event<Int>]>([])
        let subscription = outer.flatMap { Observable.just($0) }.subscribe { e in events.update { $0.append(e) } }
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(events.value, [.next(1), .next(2)], "a completed inner does not complete the whole")
        outer.onCompleted()
        XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func testMergeObserverFeedingOneOfTheSources() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = Observable.merge(a, b).subscribe(onNext: { value in
            seen.update { $0.append(value) }
            if value == 1 { b.onNext(2) }
            if value == 2 { a.onNext(3) }
        })
        a.onNext(1)
        XCTAssertEqual(seen.value, [1, 2, 3])
        subscription.dispose()
    }

    func testCombineLatestObserverFeedingASource() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
            seen.update { $0.append(value) }
            if value == 11 { a.onNext(2) }
        })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(seen.value, [11, 21])
        subscription.dispose()
    }

    func testFlatMapLatestSwitchingFromInsideTheCurrentInner() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let seen = Box<[String]>([])
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in
            seen.append(value)
            if value == "a1" { outer.onNext(1) }
        })
        outer.onNext(0)
        inners[0].onNext("a1")
        inners[0].onNext("a2")
        inners[1].onNext("b1")
        XCTAssertEqual(seen.value, ["a1", "b1"])
        XCTAssertFalse(inners[0].hasObservers)
        subscription.dispose()
    }

    func testConcatMapObserverFeedingTheOuter() {
        let outer = PublishSubject<Int>()
        let seen = Box<[Int]>([])
        let subscription = outer.concatMap { Observable.of($0, -$0) }.subscribe(onNext: { value in
            seen.update { $0.append(value) }
            if value > 0, value < 3 { outer.onNext(value + 1) }
        })
        outer.onNext(1)
        XCTAssertEqual(seen.value, [1, -1, 2, -2, 3, -3])
        subscription.dispose()
    }

    func testWithLatestFromObserverFeedingTheSecond() {
        let first = PublishSubject<Int>(), second = PublishSubject<String>()
        let seen = Box<[String]>([])
        let subscription = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { value in
            seen.append(value)
            second.onNext("y")
        })
        second.onNext("x")
        first.onNext(1)
        first.onNext(2)
        XCTAssertEqual(seen.value, ["1x", "2y"])
        subscription.dispose()
    }

    /// Table: an observer that disposes its own subscription after the first
    /// element never sees another, whatever the operator.
    func testDisposingFromInsideOnNextStopsDeliveryForEveryCombiningOperator() {
        typealias Make = @Sendable (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>
        let cases: [(String, Make)] = [
            ("merge", { a, b in .merge(a, b) }),
            ("flatMap", { a, b in a.flatMap { _ in b.startWith(0) } }),
            ("flatMapLatest", { a, b in a.flatMapLatest { _ in b.startWith(0) } }),
            ("concatMap", { a, b in a.concatMap { _ in b.startWith(0) } }),
            ("combineLatest", { a, b in .combineLatest(a, b) { $0 + $1 } }),
            ("zip", { a, b in .zip(a, b) { $0 + $1 } }),
            ("withLatestFrom", { a, b in b.withLatestFrom(a) }),
            ("take(until:)", { a, b in b.take(until: a.filter { $0 > 100 }) }),
            ("share", { a, b in Observable.merge(a, b).share() }),
            ("share(scope: .forever)", { a, b in Observable.merge(a, b).share(scope: .forever) }),
            ("publish().refCount()", { a, b in Observable.merge(a, b).publish().refCount() }),
            ("amb", { a, b in a.amb(b) }),
            ("sample", { a, b in a.sample(b) }),
            ("skip(until:)", { a, b in b.skip(until: a) }),
            ("merge(maxConcurrent:)", { a, b in Observable.of(a.asObservable(), b.asObservable()).merge(maxConcurrent: 2) }),
            ("concat(_:)", { a, b in a.take(1).concat(b) }),
            ("zip of four", { a, b in .zip(a, b, a, b) { $0 + $1 + $2 + $3 } }),
            ("combineLatest of five", { a, b in .combineLatest(a, b, a, b, a) { $0 + $1 + $2 + $3 + $4 } }),
        ]
        for (name, make) in cases {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let count = Box(0)
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(make(a, b).subscribe(onNext: { _ in
                count.update { $0 += 1 }
                holder.dispose()
                a.onNext(5)
                b.onNext(6)
            }))
            a.onNext(1)
            b.onNext(2)
            a.onNext(3)
            b.onNext(4)
            XCTAssertEqual(count.value, 1, name)
            XCTAssertFalse(a.hasObservers || b.hasObservers, "\(name) still subscribed")
        }
    }

    func testASampleTriggeredFromInsideOnNextDoesNotRepeatTheElement() {
        let source = PublishSubject<Int>(), sampler = PublishSubject<Void>()
        let seen = Box<[Int]>([])
        let subscription = source.sample(sampler).subscribe(onNext: { value in
            seen.update { $0.append(value) }
            sampler.onNext(())
        })
        source.onNext(1)
        sampler.onNext(())
        source.onNext(2)
        sampler.onNext(())
        XCTAssertEqual(seen.value, [1, 2])
        subscription.dispose()
    }

    func testAnAsyncSubjectObserverSendingBackDuringCompletionChangesNothing() {
        let subject = AsyncSubject<Int>()
        let seen = Box<[Event<Int>]>([])
        _ = subject.subscribe { event in
            seen.update { $0.append(event) }
            subject.onNext(9)
            subject.onCompleted()
        }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(seen.value, [.next(1), .completed])
    }
}
