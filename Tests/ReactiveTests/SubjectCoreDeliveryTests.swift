import Dispatch
import XCTest
@testable import Reactive
import ReactiveTesting

/// The subject's delivery both ways it can be let go: with a plain store and
/// the process barrier (where the kernel has it, as on CI), and with an
/// exchange (the fallback). Each must deliver every element sent from many
/// threads, one at a time, in each sender's order, and replay a joining
/// subscriber exactly what it then misses.
final class SubjectCoreDeliveryTests: XCTestCase {
    func testEveryElementFromManyThreadsArrivesOnceInEachSendersOrder() {
        for releasesWithStore in [true, false] where !releasesWithStore || ProcessBarrier.isAvailable {
            let core = SubjectCore<Int>(replayCapacity: 0, releasesWithStore: releasesWithStore)
            let detector = OverlapDetector()
            let lastBySender = Locked<[Int: Int]>([:])
            let reordered = AtomicCounter()
            let subscription = core.subscribe(AnyObserver { event in
                guard case .next(let value) = event else { return }
                detector.around {
                    let (sender, index) = value.quotientAndRemainder(dividingBy: 10_000)
                    lastBySender.withLock { last in
                        if let previous = last[sender], previous >= index { reordered.add() }
                        last[sender] = index
                    }
                }
            })
            DispatchQueue.concurrentPerform(iterations: 4) { sender in
                for index in 0..<2_000 { core.on(.next(sender * 10_000 + index)) }
            }
            XCTAssertEqual(detector.calls.value, 8_000, "store release: \(releasesWithStore)")
            XCTAssertEqual(detector.overlaps, 0)
            XCTAssertEqual(reordered.value, 0)
            subscription.dispose()
            XCTAssertFalse(core.hasObservers)
        }
    }

    func testABehaviorSubscriberJoiningFromAnotherThreadGetsAnUnbrokenRun() {
        for releasesWithStore in [true, false] where !releasesWithStore || ProcessBarrier.isAvailable {
            let last = 3_000
            let core = SubjectCore<Int>(
                replayCapacity: 1, initial: [0], replaysAfterTerminal: false, releasesWithStore: releasesWithStore
            )
            let runs = Locked<[Locked<[Int]>]>([])
            DispatchQueue.concurrentPerform(iterations: 3) { worker in
                if worker == 0 {
                    for value in 1...last { core.on(.next(value)) }
                } else {
                    for _ in 0..<40 {
                        let values = Locked<[Int]>([])
                        _ = core.subscribe(AnyObserver { event in
                            if case .next(let value) = event { values.withLock { $0.append(value) } }
                        })
                        runs.withLock { $0.append(values) }
                    }
                }
            }
            let broken = runs.withLock { $0 }.map { $0.withLock { $0 } }.filter { values in
                guard let first = values.first else { return true }
                return values != Array(first...last)
            }
            XCTAssertEqual(broken.count, 0, "store release: \(releasesWithStore); first broken run: \(broken.first.map { Array($0.prefix(5)) } ?? [])")
            core.detachAll()
        }
    }
}
