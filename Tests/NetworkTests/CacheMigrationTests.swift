import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// A cache file written before rows had groups opens, keeps its rows, and is upgraded once.
final class CacheMigrationTests: XCTestCase {
    /// The layout before `cache_group`, as the first released version created it.
    private static let firstLayout = """
        PRAGMA journal_mode=WAL;
        CREATE TABLE responses (
            key TEXT PRIMARY KEY,
            origin TEXT NOT NULL,
            user TEXT NOT NULL,
            method TEXT NOT NULL,
            url TEXT NOT NULL,
            status INTEGER NOT NULL,
            headers BLOB NOT NULL,
            body BLOB NOT NULL,
            etag TEXT,
            last_modified TEXT,
            stored_at REAL NOT NULL,
            last_used REAL NOT NULL,
            size INTEGER NOT NULL
        );
        CREATE INDEX responses_by_user ON responses(origin, user);
        CREATE INDEX responses_by_use_and_size ON responses(last_used, size, key);
        """

    private let oldKey = CacheKey(origin: "http://127.0.0.1:9", user: "user-1", method: "GET",
                                  url: "http://127.0.0.1:9/auth/products")
    private let oldBody = Data(#"{"old":true}"#.utf8)

    /// A directory holding a cache file of the first layout with one row, closed.
    private func directoryWithAnOldFile() throws -> URL {
        let directory = try makeTemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.appendingPathComponent(OfflineCache.fileName).path)
        try database.execute(Self.firstLayout)
        try database.query("""
            INSERT INTO responses
            (key, origin, user, method, url, status, headers, body, etag, last_modified, stored_at, last_used, size)
            VALUES (?, ?, ?, ?, ?, 200, ?, ?, '"v1"', NULL, 1750000000, 1750000000, 100)
            """, [.text(oldKey.storageKey), .text(oldKey.origin), .text(oldKey.user), .text(oldKey.method),
                  .text(oldKey.url), .blob(Data("{}".utf8)), .blob(oldBody)])
        return directory
    }

    private func layout(of path: String) throws -> (version: Int64?, columns: [String]) {
        let database = try SQLiteDatabase(path: path)
        let version = try database.query("PRAGMA user_version").first?.first?.integer
        let columns = try database.query("PRAGMA table_info(responses)").compactMap { $0[1].text }
        return (version, columns)
    }

    func testAFileOfTheFirstLayoutIsUpgradedAndKeepsItsRows() throws {
        let directory = try directoryWithAnOldFile()
        let path = directory.appendingPathComponent(OfflineCache.fileName).path
        XCTAssertEqual(try layout(of: path).version, 0)
        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.isAvailable)
        XCTAssertEqual(log.value, [], "neither damaged nor unusable")

        XCTAssertEqual(cache.lookup(oldKey)?.body, oldBody)
        XCTAssertEqual(cache.lookup(oldKey)?.etag, "\"v1\"")
        XCTAssertEqual(cache.statistics().groups, ["": GroupStatistics(entries: 1, bytes: 100)], "an old row has no group")
        let upgraded = try layout(of: path)
        XCTAssertEqual(upgraded.version, CacheSchema.version)
        XCTAssertEqual(upgraded.columns.filter { $0 == "cache_group" }.count, 1)
        XCTAssertEqual(upgraded.columns.filter { $0 == "body_checksum" }.count, 1, "the old row was served: its checksum was made")
        XCTAssertEqual(try SQLiteDatabase(path: path).query("SELECT rows, bytes FROM cache_totals"), [[.integer(1), .integer(100)]],
                       "the totals start from the rows there")

        let newKey = CacheKey(origin: oldKey.origin, user: oldKey.user, method: "GET", url: oldKey.url + "?skip=30")
        XCTAssertTrue(cache.store(CachedResponse(status: 200, headers: [:], body: Data("{}".utf8), etag: nil,
                                                 lastModified: nil, storedAt: Date()), for: newKey, group: "products"))
        cache.removeAll(origin: oldKey.origin, user: oldKey.user, group: "")
        XCTAssertNil(cache.lookup(oldKey))
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["products": 1])
        cache.close()

        let reopened = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertEqual(reopened.statistics().groups.mapValues(\.entries), ["products": 1], "an upgraded file opens as it is")
        XCTAssertEqual(log.value, [])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertFalse(names.contains { $0.contains(".corrupt-") }, "\(names)")
    }

    /// Several processes starting at once on an old file: one upgrades it, the others
    /// wait in the opening transaction and find it done, and nobody loses the cache.
    func testManyOpenersOfAnOldFileUpgradeItOnce() throws {
        let directory = try directoryWithAnOldFile()
        let log = Locked<[String]>([])
        let available = Counter()
        let (oldKey, oldBody) = (self.oldKey, self.oldBody)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
            if cache.isAvailable, cache.lookup(oldKey)?.body == oldBody { available.add() }
        }
        XCTAssertEqual(log.value, [])
        XCTAssertEqual(available.value, 8)
        let upgraded = try layout(of: directory.appendingPathComponent(OfflineCache.fileName).path)
        XCTAssertEqual(upgraded.version, CacheSchema.version)
        XCTAssertEqual(upgraded.columns.filter { $0 == "cache_group" }.count, 1)
    }
}
