import Reactive
import Synchronization

/// The reactive core against RxSwift 6 on this class of machine: each case
/// prints ns per event (or per cycle), the RxSwift figure, and the target
/// (at most 0.4 of it). Median of 5 runs after a warm-up.
enum ReactiveBench {
    struct Case: Sendable {
        let label: String
        let operations: Int
        let rxSwiftNanoseconds: Double
        let body: @Sendable (Int) -> Void
    }

    static let targetRatio = 0.4

    static func run() {
        let floor = Measure.medianNanoseconds { plainClosureFloor(1_000_000) } / 1_000_000
        Measure.report("floor: a plain closure call, 1M", floor, unit: "ns/event")
        for item in cases {
            let perOperation = Measure.medianNanoseconds { item.body(item.operations) } / Double(item.operations)
            let target = item.rxSwiftNanoseconds * targetRatio
            let verdict = perOperation <= target ? "ok" : "OVER"
            Measure.report(
                item.label, perOperation, unit: "ns",
                target: String(format: "RxSwift %.0f, target ≤ %.0f  %@", item.rxSwiftNanoseconds, target, verdict)
            )
        }
    }

    static let cases: [Case] = [
        Case(label: "(a)  PublishSubject→map→filter→subscribe, 1M", operations: 1_000_000,
             rxSwiftNanoseconds: 457, body: subjectMapFilter),
        Case(label: "(a') PublishSubject→subscribe, 1M", operations: 1_000_000,
             rxSwiftNanoseconds: 338, body: subjectOnly),
        Case(label: "(b1) just.flatMap{just} subscribe+dispose, 1M", operations: 1_000_000,
             rxSwiftNanoseconds: 3811, body: justFlatMapCycles),
        Case(label: "(b2) create{next;completed}.map sub+dispose, 100k", operations: 100_000,
             rxSwiftNanoseconds: 2886, body: createMapCycles),
        Case(label: "(b3) create emitting 1M → flatMap{just}", operations: 1_000_000,
             rxSwiftNanoseconds: 955, body: createFlatMapStream),
        Case(label: "(c)  BehaviorRelay accept, 1 subscriber, 1M", operations: 1_000_000,
             rxSwiftNanoseconds: 475, body: relayAccept),
    ]

    @inline(never) static func plainClosureFloor(_ count: Int) {
        let sum = Atomic<Int>(0)
        let closure: (Int) -> Void = { value in sum.add(value, ordering: .relaxed) }
        for value in 0..<count { closure(value) }
        blackHole(sum.load(ordering: .relaxed))
    }

    static func subjectMapFilter(_ count: Int) {
        let subject = PublishSubject<Int>()
        let sum = Atomic<Int>(0)
        let subscription = subject
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum.add($0, ordering: .relaxed) })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }

    static func subjectOnly(_ count: Int) {
        let subject = PublishSubject<Int>()
        let sum = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { sum.add($0, ordering: .relaxed) })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }

    static func justFlatMapCycles(_ count: Int) {
        let sum = Atomic<Int>(0)
        for value in 0..<count {
            Observable.just(value)
                .flatMap { Observable.just($0) }
                .subscribe(onNext: { sum.add($0, ordering: .relaxed) })
                .dispose()
        }
        blackHole(sum.load(ordering: .relaxed))
    }

    static func createMapCycles(_ count: Int) {
        let sum = Atomic<Int>(0)
        for value in 0..<count {
            Observable<Int>.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
            .map { $0 &* 2 }
            .subscribe(onNext: { sum.add($0, ordering: .relaxed) })
            .dispose()
        }
        blackHole(sum.load(ordering: .relaxed))
    }

    static func createFlatMapStream(_ count: Int) {
        let sum = Atomic<Int>(0)
        Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        .flatMap { Observable.just($0) }
        .subscribe(onNext: { sum.add($0, ordering: .relaxed) })
        .dispose()
        blackHole(sum.load(ordering: .relaxed))
    }

    static func relayAccept(_ count: Int) {
        let relay = BehaviorRelay(value: 0)
        let sum = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { sum.add($0, ordering: .relaxed) })
        for value in 0..<count { relay.accept(value) }
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }
}
