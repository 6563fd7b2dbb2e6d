import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// Rows labelled with their caller's collection: counted and removed per group,
/// with the size queries still answered from indexes alone.
final class CacheGroupTests: XCTestCase {
    private let origin = "http://127.0.0.1:9"

    private func key(_ path: String, user: String = "user-1", origin: String? = nil) -> CacheKey {
        let origin = origin ?? self.origin
        return CacheKey(origin: origin, user: user, method: "GET", url: "\(origin)\(path)")
    }

    private func response(_ body: String) -> CachedResponse {
        CachedResponse(status: 200, headers: [:], body: Data(body.utf8), etag: nil, lastModified: nil, storedAt: Date())
    }

    func testStatisticsCountEachGroupAndRowsWithoutOneUnderTheEmptyName() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        XCTAssertEqual(cache.statistics().groups, [:])
        cache.store(response(#"{"p":1}"#), for: key("/products?skip=0"), group: "products")
        cache.store(response(#"{"p":2}"#), for: key("/products?skip=30"), group: "products")
        cache.store(response(#"{"u":1}"#), for: key("/users"), group: "users")
        cache.store(response(#"{"x":1}"#), for: key("/x"))
        cache.store(response(#"{"y":1}"#), for: key("/y"), group: "")

        let statistics = cache.statistics()
        XCTAssertEqual(statistics.groups.mapValues(\.entries), ["products": 2, "users": 1, "": 2])
        XCTAssertEqual(statistics.entries, 5)
        XCTAssertEqual(statistics.groups.values.reduce(0) { $0 + $1.bytes }, statistics.bytes)
        let products = try XCTUnwrap(statistics.groups["products"])
        cache.removeAll(origin: origin, user: "user-1", group: "products")
        XCTAssertEqual(cache.statistics().bytes, statistics.bytes - products.bytes, "the group's bytes are its rows' sizes")
    }

    func testRemovingOneGroupOfOneUserLeavesEverythingElse() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        let mine = key("/products")
        let myUsers = key("/users")
        let myUngrouped = key("/other")
        let theirs = key("/products", user: "user-2")
        let elsewhere = key("/products", origin: "http://127.0.0.1:8")
        for (key, group) in [(mine, "products"), (myUsers, "users"), (theirs, "products"), (elsewhere, "products")] {
            cache.store(response("{}"), for: key, group: group)
        }
        cache.store(response("{}"), for: myUngrouped)

        cache.removeAll(origin: origin, user: "user-1", group: "products")
        XCTAssertNil(cache.lookup(mine))
        for kept in [myUsers, myUngrouped, theirs, elsewhere] {
            XCTAssertNotNil(cache.lookup(kept), "\(kept.user) \(kept.url)")
        }
        cache.removeAll(origin: origin, user: "user-1", group: "")
        XCTAssertNil(cache.lookup(myUngrouped), "\"\" is the rows stored without a group")
        XCTAssertNotNil(cache.lookup(myUsers))
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["products": 2, "users": 1])
    }

    func testRevalidationLabelsARowAndAStoreWithoutAGroupClearsTheLabel() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        cache.store(response("{}"), for: key("/a"))
        cache.markRevalidated(key("/a"), group: "products")
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["products": 1], "an old row joins its group")
        cache.markRevalidated(key("/a"))
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["products": 1], "no group keeps the label")
        cache.store(response(#"{"new":1}"#), for: key("/a"))
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["": 1], "a row written without a group has none")
    }

    /// `size` and `cache_group` sit after the body: read from the table, they would walk
    /// every row's overflow pages. These statements must not touch the table, and the
    /// total a store checks is one row of its own table.
    func testTheSizeEvictionAndGroupQueriesAreAnsweredFromIndexes() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        cache.store(response(String(repeating: "x", count: 10_000)), for: key("/big"), group: "products")
        let database = try SQLiteDatabase(path: cache.path)
        func plan(_ sql: String) throws -> [String] {
            try database.query("EXPLAIN QUERY PLAN " + sql).compactMap { $0.last?.text }
        }
        XCTAssertEqual(try plan(CacheSchema.totalBytes).count, 1)
        XCTAssertTrue(try plan(CacheSchema.totalBytes).allSatisfy { $0.hasPrefix("SEARCH cache_totals USING INTEGER PRIMARY KEY") })
        for sql in [CacheSchema.evictionBatch, CacheSchema.groupSizes] {
            let steps = try plan(sql)
            XCTAssertFalse(steps.isEmpty)
            XCTAssertTrue(steps.allSatisfy { $0.contains("COVERING INDEX") }, "\(sql): \(steps)")
        }
        let removal = try plan(CacheSchema.removeGroup)
        XCTAssertTrue(removal.contains { $0.hasPrefix("SEARCH responses USING") && $0.contains("INDEX responses_by_group (cache_group=?") },
                      "the group found in the index, not read from each row: \(removal)")
    }
}
