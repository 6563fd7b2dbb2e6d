import Reactive
import ReactiveTesting
import XCTest

/// An observer that subscribes to a subject from inside that subject's own
/// delivery: replayed at once, on the same stack, as RxSwift does, without
/// losing the order and once-only delivery that queued sends guarantee.
final class SubjectJoinDuringDeliveryTests: XCTestCase {
    func testABehaviorSubscriberJoiningInsideDeliveryGetsTheCurrentValueAtOnceBeforeLaterObservers() {
        let subject = BehaviorSubject(value: 0)
        let log = Box<[String]>([])
        let joined = Box<Disposable?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { joined.value = subject.subscribe(onNext: { log.append("B\($0)") }) }
        })
        let second = subject.subscribe(onNext: { log.append("C\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log.value, ["A0", "C0", "A1", "B1", "C1", "A2", "C2", "B2"])
        first.dispose()
        second.dispose()
        joined.value?.dispose()
    }

    func testAReplaySubscriberJoiningInsideDeliveryIsReplayedOnTheSameStack() {
        let subject = ReplaySubject<Int>(bufferSize: 2)
        let log = Box<[String]>([])
        let depth = Box(0)
        let joined = Box<Disposable?>(nil)
        let first = subject.subscribe(onNext: { value in
            depth.update { $0 += 1 }
            log.append("A\(value)")
            if value == 2 {
                joined.value = subject.subscribe(onNext: { log.append("B\($0)@\(depth.value)") })
            }
            depth.update { $0 -= 1 }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log.value, ["A1", "A2", "B1@1", "B2@1", "A3", "B3@0"])
        first.dispose()
        joined.value?.dispose()
    }

    func testAPublishSubscriberJoiningInsideDeliveryGetsOnlyLaterElements() {
        let subject = PublishSubject<Int>()
        let log = Box<[String]>([])
        let joined = Box<Disposable?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { joined.value = subject.subscribe(onNext: { log.append("B\($0)") }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log.value, ["A1", "A2", "B2"])
        first.dispose()
        joined.value?.dispose()
    }

    func testASubscriberJoiningAfterAReentrantSendWaitsBehindItAndGetsItOnce() {
        let subject = BehaviorSubject(value: 0)
        let log = Box<[String]>([])
        let joined = Box<Disposable?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 {
                subject.onNext(2)
                joined.value = subject.subscribe(onNext: { log.append("B\($0)") })
            }
        })
        subject.onNext(1)
        XCTAssertEqual(log.value, ["A0", "A1", "A2", "B2"])
        first.dispose()
        joined.value?.dispose()
    }

    func testASubscriberJoiningInsideTheTerminalDeliveryGetsTheReplayAndTheEndAtOnce() {
        let subject = ReplaySubject<Int>(bufferSize: 1)
        let log = Box<[String]>([])
        let first = subject.subscribe { event in
            log.append("A\(event)")
            if event.isStopEvent { _ = subject.subscribe { log.append("B\($0)") } }
        }
        subject.onNext(7)
        subject.onCompleted()
        XCTAssertEqual(log.value, ["Anext(7)", "Acompleted", "Bnext(7)", "Bcompleted"])
        first.dispose()
    }
}
