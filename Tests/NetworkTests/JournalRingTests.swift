import XCTest
@testable import Network

/// `JournalRing`: the request journal's store, which lets go of one old entry per new one.
final class JournalRingTests: XCTestCase {
    func testItKeepsTheLastCapacityValuesOldestFirstAndHandsBackEachOneItDrops() {
        var ring = JournalRing<Int>(capacity: 3)
        var dropped: [Int] = []
        for value in 1...8 {
            if let oldest = ring.append(value) { dropped.append(oldest) }
            XCTAssertEqual(ring.inOrder, Array(max(1, value - 2)...value), "after \(value)")
        }
        XCTAssertEqual(dropped, [1, 2, 3, 4, 5], "each append past the capacity drops exactly the oldest")
        XCTAssertEqual(ring.count, 3)
        XCTAssertEqual((0..<ring.count).map { ring[$0] }, [6, 7, 8], "indices run from the oldest to the newest")
    }

    func testTheNewestMatchIsFoundAndCanBeChangedInPlace() {
        var ring = JournalRing<String>(capacity: 4)
        for value in ["a1", "b1", "a2", "b2", "a3", "c1"] { _ = ring.append(value) }
        XCTAssertEqual(ring.inOrder, ["a2", "b2", "a3", "c1"])
        let newestB = ring.lastIndex { $0.hasPrefix("b") }
        XCTAssertEqual(newestB, 1)
        ring[newestB!] = "B2"
        XCTAssertEqual(ring.inOrder, ["a2", "B2", "a3", "c1"])
        XCTAssertNil(ring.lastIndex { $0.hasPrefix("z") })
        XCTAssertEqual(ring.lastIndex { $0.hasPrefix("a") }, 2, "the newest of several matches")
    }

    func testACapacityOfOneOrLessKeepsOnlyTheNewest() {
        var ring = JournalRing<Int>(capacity: 0)
        XCTAssertEqual(ring.capacity, 1)
        XCTAssertNil(ring.append(1))
        XCTAssertEqual(ring.append(2), 1)
        XCTAssertEqual(ring.inOrder, [2])
    }

    func testAnEmptyRingHasNothingToFind() {
        let ring = JournalRing<Int>(capacity: 5)
        XCTAssertEqual(ring.inOrder, [])
        XCTAssertNil(ring.lastIndex { _ in true })
    }
}
