import Foundation
import Models
import XCTest
@testable import StagingServer

/// The engine calls `handle` from many threads at once; the only shared
/// mutable state is LazyRecords' build-once cache.
final class APIConcurrencyTests: XCTestCase {
    func testConcurrentRequestsAgreeWithSerialOnes() throws {
        let api = StagingAPI(configuration: .init(counts: ["products": 5_000, "posts": 500, "users": 500]))
        let requests: [(String, [(String, String)])] = [
            ("/products/search", [("q", "phone"), ("limit", "5")]),
            ("/products", [("sortBy", "price"), ("limit", "5")]),
            ("/products", [("skip", "4990")]),
            ("/users/search", [("q", "emily")]),
            ("/posts/42", []),
        ]
        let results = ResultsBox(count: 40)
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let (path, query) = requests[index % requests.count]
            results.set(index, api.get(path, query).body)
        }
        let serial = StagingAPI(configuration: api.configuration)
        for index in 0..<40 {
            let (path, query) = requests[index % requests.count]
            XCTAssertEqual(results.get(index), serial.get(path, query).body, "\(path) \(query)")
        }
    }
}

/// Collects bodies from concurrent iterations.
private final class ResultsBox: @unchecked Sendable {  // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var bodies: [Data?]

    init(count: Int) { bodies = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ body: Data) { lock.withLock { bodies[index] = body } }
    func get(_ index: Int) -> Data? { lock.withLock { bodies[index] } }
}
