import Reactive
import Synchronization

/// The bodies of the reactive bench's cases. They use only API that RxSwift
/// has too, so the same text can run against RxSwift side by side
/// (docs/BENCHMARKS.md says how).
enum ReactiveBenchCases {
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

    /// A request's shape: a Single made, mapped, subscribed and disposed.
    static func singleRequestCycles(_ count: Int) {
        let sum = Atomic<Int>(0)
        for value in 0..<count {
            Single<Int>.create { single in
                single(.success(value))
                return Disposables.create()
            }
            .map { $0 &* 2 }
            .subscribe(onSuccess: { sum.add($0, ordering: .relaxed) })
            .dispose()
        }
        blackHole(sum.load(ordering: .relaxed))
    }

    /// One source shared with a replay of one to ten subscribers; per event in.
    static func shareReplayFanOut(_ count: Int) {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let sum = Atomic<Int>(0)
        let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { sum.add($0, ordering: .relaxed) }) }
        for value in 0..<count { subject.onNext(value) }
        for subscription in subscriptions { subscription.dispose() }
        blackHole(sum.load(ordering: .relaxed))
    }

    /// combineLatest of four subjects, fed in turn; per event in.
    static func combineLatestFour(_ count: Int) {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let sum = Atomic<Int>(0)
        let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3])
            .subscribe(onNext: { sum.add($0.0 &+ $0.1 &+ $0.2 &+ $0.3, ordering: .relaxed) })
        for value in 0..<count { subjects[value & 3].onNext(value) }
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }

    /// A store's reducer: each action folded into the state by scan.
    static func scanReducer(_ count: Int) {
        let actions = PublishSubject<Int>()
        let sum = Atomic<Int>(0)
        let subscription = actions
            .scan(0) { state, action in state &+ action }
            .subscribe(onNext: { sum.add($0, ordering: .relaxed) })
        for value in 0..<count { actions.onNext(value) }
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }
}
