import Dispatch
import Reactive
import Synchronization
import XCTest

/// Sources emitting from several threads at once must still reach the
/// observer one event at a time.
final class SerialDeliveryTests: XCTestCase {
    private let perThread = 2_000
    private let threads = 4

    /// Counts events and notices when two calls overlap.
    final class OverlapDetector: Sendable {
        private let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let nexts = Atomic<Int>(0)
        let terminals = Atomic<Int>(0)

        func on<T>(_ event: Event<T>) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            if case .next = event {
                nexts.add(1, ordering: .relaxed)
            } else {
                terminals.add(1, ordering: .relaxed)
            }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    private func emitConcurrently(into subjects: [PublishSubject<Int>]) {
        let count = perThread
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for value in 0..<count { subjects[index].onNext(value) }
        }
    }

    private func subjects() -> [PublishSubject<Int>] {
        (0..<threads).map { _ in PublishSubject<Int>() }
    }

    func testMerge() {
        let sources = subjects()
        let detector = OverlapDetector()
        let subscription = Observable.merge(sources).subscribe { detector.on($0) }
        emitConcurrently(into: sources)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(detector.nexts.load(ordering: .relaxed), threads * perThread)
        subscription.dispose()
    }

    func testFlatMapOverInnersFedFromThreads() {
        let sources = subjects()
        let outer = PublishSubject<Int>()
        let detector = OverlapDetector()
        let subscription = outer.flatMap { sources[$0] }.subscribe { detector.on($0) }
        for index in sources.indices { outer.onNext(index) }
        outer.onCompleted()
        emitConcurrently(into: sources)
        for source in sources { source.onCompleted() }
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(detector.nexts.load(ordering: .relaxed), threads * perThread)
        XCTAssertEqual(detector.terminals.load(ordering: .relaxed), 1)
        subscription.dispose()
    }

    func testCombineLatestEndsWithTheLastOfEach() {
        let sources = subjects()
        let detector = OverlapDetector()
        let last = SanitizerVisibleMutex<[Int]>([])
        let subscription = Observable.combineLatest(sources).subscribe { event in
            detector.on(event)
            if let value = event.element { last.withLock { $0 = value } }
        }
        emitConcurrently(into: sources)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(last.withLock { $0 }, Array(repeating: perThread - 1, count: threads))
        subscription.dispose()
    }

    func testZipPairsEverythingInOrder() {
        let sources = subjects()
        let detector = OverlapDetector()
        let inOrder = Atomic<Bool>(true)
        let expected = Atomic<Int>(0)
        let subscription = Observable.zip(sources).subscribe { event in
            detector.on(event)
            if let values = event.element {
                let want = expected.add(1, ordering: .relaxed).oldValue
                if values != Array(repeating: want, count: values.count) { inOrder.store(false, ordering: .relaxed) }
            }
        }
        emitConcurrently(into: sources)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(detector.nexts.load(ordering: .relaxed), perThread)
        XCTAssertTrue(inOrder.load(ordering: .relaxed))
        subscription.dispose()
    }

    func testWithLatestFromAndTakeUntil() {
        let sources = subjects()
        let detector = OverlapDetector()
        let subscription = Observable.merge(sources[0], sources[1])
            .withLatestFrom(sources[2]) { $0 + $1 }
            .take(until: sources[3].filter { $0 == 1_500 })
            .subscribe { detector.on($0) }
        emitConcurrently(into: sources)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(detector.terminals.load(ordering: .relaxed), 1, "take(until:) completed exactly once")
        subscription.dispose()
    }

    func testShareWithSubscribersComingAndGoingOnManyThreads() {
        let before = Resources.total
        let source = PublishSubject<Int>()
        let shared = source.map { $0 + 1 }.share(replay: 1)
        let keep = shared.subscribe { _ in }
        let count = perThread
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 0..<count {
                if index == 0 {
                    source.onNext(value)
                } else {
                    shared.subscribe { _ in }.dispose()
                }
            }
        }
        keep.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertEqual(Resources.total, before)
    }

    func testFlatMapLatestSwitchingOnOneThreadWhileInnersEmitOnOthers() {
        let sources = subjects()
        let outer = PublishSubject<Int>()
        let detector = OverlapDetector()
        let subscription = outer.flatMapLatest { sources[$0] }.subscribe { detector.on($0) }
        let count = perThread
        let inners = sources.count - 1
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            for value in 0..<count {
                if index == 0 {
                    outer.onNext(1 + value % inners)
                } else {
                    sources[index].onNext(value)
                }
            }
        }
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        subscription.dispose()
        XCTAssertFalse(sources.contains { $0.hasObservers })
    }
}
