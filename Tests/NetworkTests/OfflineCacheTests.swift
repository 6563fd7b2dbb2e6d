import Foundation
import DummyJSON
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class OfflineCacheTests: XCTestCase {
    private let clock = StagingClock()

    private func cache(maximumBytes: Int64 = OfflineCache.defaultMaximumBytes, directory: URL? = nil) throws -> OfflineCache {
        let clock = self.clock
        return OfflineCache(directory: try directory ?? makeTemporaryDirectory(), maximumBytes: maximumBytes, clock: { clock.now })
    }

    private func key(_ path: String, user: String = "user-1") -> CacheKey {
        CacheKey(origin: "http://127.0.0.1:9", user: user, method: "GET", url: "http://127.0.0.1:9\(path)")
    }

    private func response(_ body: String, etag: String? = nil) -> CachedResponse {
        CachedResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), etag: etag,
                       lastModified: nil, storedAt: clock.now)
    }

    func testTheKeyIsCanonicalAndPerUser() {
        var first = URLRequest(url: URL(string: "http://127.0.0.1:9/auth/products?skip=0&limit=30#top")!)
        first.httpMethod = "GET"
        let second = URLRequest(url: URL(string: "http://127.0.0.1:9/auth/products?limit=30&skip=0")!)
        XCTAssertEqual(CacheKey(request: first, user: "user-1").url, CacheKey(request: second, user: "user-1").url)
        XCTAssertEqual(CacheKey(request: first, user: "user-1").origin, "http://127.0.0.1:9")
        XCTAssertNotEqual(CacheKey(request: first, user: "user-1"), CacheKey(request: first, user: "user-2"))
        XCTAssertNotEqual(CacheKey(request: first, user: "user-1").url,
                          CacheKey(request: URLRequest(url: URL(string: "http://127.0.0.1:9/auth/products?limit=31&skip=0")!),
                                   user: "user-1").url)
    }

    func testStoreLookupRoundTripAndReplace() throws {
        let cache = try cache()
        XCTAssertTrue(cache.isAvailable)
        XCTAssertNil(cache.lookup(key("/a")))
        XCTAssertTrue(cache.store(response(#"{"v":1}"#, etag: "\"e1\""), for: key("/a")))
        XCTAssertEqual(cache.lookup(key("/a")), response(#"{"v":1}"#, etag: "\"e1\""))
        XCTAssertNil(cache.lookup(key("/a", user: "user-2")), "another user never sees it")
        cache.store(response(#"{"v":2}"#), for: key("/a"))
        XCTAssertEqual(cache.lookup(key("/a"))?.body, Data(#"{"v":2}"#.utf8))
        XCTAssertEqual(cache.statistics().entries, 1)
    }

    func testTheLeastRecentlyUsedRowsGoFirstPastTheLimit() throws {
        let body = String(repeating: "x", count: 400)
        let cache = try cache(maximumBytes: 1500)
        for path in ["/1", "/2", "/3"] {
            cache.store(response(body), for: key(path))
            clock.advance(by: 1)
        }
        _ = cache.lookup(key("/1")) // /1 is now the most recently used
        clock.advance(by: 1)
        cache.store(response(body), for: key("/4"))
        XCTAssertNil(cache.lookup(key("/2")), "the least recently used went")
        XCTAssertNotNil(cache.lookup(key("/1")))
        XCTAssertNotNil(cache.lookup(key("/4")))
        XCTAssertLessThanOrEqual(cache.statistics().bytes, 1500)
        XCTAssertFalse(cache.store(response(String(repeating: "y", count: 2000)), for: key("/big")), "larger than the whole cache")
    }

    func testRemoveAllForgetsOneUserOnly() throws {
        let cache = try cache()
        cache.store(response("{}"), for: key("/a", user: "user-1"))
        cache.store(response("{}"), for: key("/a", user: "user-2"))
        cache.removeAll(origin: "http://127.0.0.1:9", user: "user-1")
        XCTAssertNil(cache.lookup(key("/a", user: "user-1")))
        XCTAssertNotNil(cache.lookup(key("/a", user: "user-2")))
        cache.clear()
        XCTAssertEqual(cache.statistics().entries, 0)
    }

    func testADamagedFileIsMovedAsideAndTheCacheStartsAgain() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent(OfflineCache.fileName).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x42, count: 8192)))
        let messages = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { message in messages.mutate { $0.append(message) } })
        XCTAssertTrue(cache.isAvailable)
        XCTAssertTrue(cache.store(response("{}"), for: key("/a")))
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(messages.value.count, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix(OfflineCache.fileName + ".corrupt-") }, "\(names)")
    }

    func testAnUnusableDirectoryTurnsTheCacheOff() throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("not-a-directory")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let cache = OfflineCache(directory: file)
        XCTAssertFalse(cache.isAvailable)
        XCTAssertFalse(cache.store(response("{}"), for: key("/a")))
        XCTAssertNil(cache.lookup(key("/a")))
    }

    /// Each store is a transaction; on one connection shared by threads, another
    /// thread's statement must never land between its BEGIN and its COMMIT.
    func testConcurrentStoresOnOneCacheAllLand() throws {
        let messages = Locked<[String]>([])
        let cache = OfflineCache(directory: try makeTemporaryDirectory(), log: { line in messages.mutate { $0.append(line) } })
        let writes = 400
        let stored = Counter()
        let keys = (0..<writes).map { key("/\($0)") }
        let responses = (0..<writes).map { response(#"{"i":\#($0)}"#) }
        DispatchQueue.concurrentPerform(iterations: writes) { index in
            if cache.store(responses[index], for: keys[index]) { stored.add() }
            _ = cache.lookup(keys[index / 2])
        }
        XCTAssertTrue(messages.value.isEmpty, "\(messages.value.count) failed, the first: \(messages.value.first ?? "")")
        XCTAssertEqual(stored.value, writes)
        XCTAssertEqual(cache.statistics().entries, writes)
    }

    func testARemovedOrOversizedResponseLeavesNoStaleCopy() throws {
        let cache = try cache(maximumBytes: 1000)
        cache.store(response("small"), for: key("/a"))
        XCTAssertFalse(cache.store(response(String(repeating: "z", count: 2000)), for: key("/a")))
        XCTAssertNil(cache.lookup(key("/a")), "the old copy would be shown as current")
        cache.store(response("small"), for: key("/b"))
        cache.remove(key("/b"))
        XCTAssertNil(cache.lookup(key("/b")))
    }

    func testRevalidationRefreshesStoredAtAndTakesNewValidators() throws {
        let cache = try cache()
        cache.store(response("{}", etag: "\"old\""), for: key("/a"))
        clock.advance(by: 120)
        cache.markRevalidated(key("/a"))
        XCTAssertEqual(cache.lookup(key("/a"))?.storedAt, clock.now)
        XCTAssertEqual(cache.lookup(key("/a"))?.etag, "\"old\"", "no new tag keeps the old one")
        cache.markRevalidated(key("/a"), etag: "\"new\"", lastModified: "Sun, 29 Nov 2026 12:00:00 GMT")
        XCTAssertEqual(cache.lookup(key("/a"))?.etag, "\"new\"")
        XCTAssertEqual(cache.lookup(key("/a"))?.lastModified, "Sun, 29 Nov 2026 12:00:00 GMT")
    }

    func testCloseFoldsTheWALIntoTheFileAndTurnsTheCacheOff() throws {
        let directory = try makeTemporaryDirectory()
        let cache = try cache(directory: directory)
        cache.store(response("{}"), for: key("/a"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.path + "-wal"))
        cache.close()
        XCTAssertFalse(cache.isAvailable)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path + "-wal"))
        XCTAssertNotNil(try self.cache(directory: directory).lookup(key("/a")), "the file alone holds it")
    }

    func testTheDirectoryFollowsXDGCacheHome() {
        XCTAssertEqual(OfflineCache.defaultDirectory(app: "app", environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).path, "/c/app")
        XCTAssertEqual(OfflineCache.defaultDirectory(app: "app", environment: ["HOME": "/h"]).path, "/h/.cache/app")
        for home in ["", "relative/dir"] {
            let path = OfflineCache.defaultDirectory(app: "app", environment: ["HOME": home]).path
            XCTAssertTrue(path.hasPrefix("/") && path.hasSuffix("/.cache/app"), "never under the working directory: \(path)")
            XCTAssertEqual(SessionFile.defaultDirectory(environment: ["HOME": home]).path.first, "/")
        }
    }
}
