import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// What keeps the cache private and its rows honest: file modes whatever the
/// umask, a checksum per body, and wrecks that do not pile up.
final class CacheProtectionTests: XCTestCase {
    private func key(_ path: String) -> CacheKey {
        CacheKey(origin: "http://127.0.0.1:9", user: "user-1", method: "GET", url: "http://127.0.0.1:9\(path)")
    }

    private func response(_ body: String) -> CachedResponse {
        CachedResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), etag: nil,
                       lastModified: nil, storedAt: Date(timeIntervalSince1970: 1_750_000_000))
    }

    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o777
    }

    /// The process's umask is 022 for the test, as in most shells, then restored.
    private func withUmask022() {
        let previous = umask(0o022)
        addTeardownBlock { umask(previous) }
    }

    // MARK: Modes

    func testANewCacheIsTheUsersAloneUnderUmask022() throws {
        withUmask022()
        let directory = try makeTemporaryDirectory().appendingPathComponent("new/courier")
        let cache = OfflineCache(directory: directory)
        XCTAssertTrue(cache.store(response("{}"), for: key("/a")))
        XCTAssertEqual(mode(directory.path), 0o700)
        for suffix in ["", "-wal", "-shm"] {
            XCTAssertEqual(mode(cache.path + suffix), 0o600, "cache.sqlite\(suffix)")
        }
    }

    func testAnOlderWorldReadableFileIsTightenedWhenOpened() throws {
        withUmask022()
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent(OfflineCache.fileName).path
        // An older version's process still has the file open: its WAL and shared memory are there, 0644 too.
        let older = try SQLiteDatabase(path: path)
        try older.execute("PRAGMA journal_mode=WAL; CREATE TABLE kept (x); INSERT INTO kept VALUES (1);")
        for suffix in ["", "-wal", "-shm"] {
            XCTAssertEqual(chmod(path + suffix, 0o644), 0)
        }
        let cache = OfflineCache(directory: directory)
        XCTAssertTrue(cache.isAvailable)
        for suffix in ["", "-wal", "-shm"] {
            XCTAssertEqual(mode(path + suffix), 0o600, "cache.sqlite\(suffix)")
        }
        older.close()
    }

    func testASignedOutUsersRowsAreInNoFileUnderTheCacheWhileItIsOpen() throws {
        let directory = try makeTemporaryDirectory()
        let cache = OfflineCache(directory: directory)
        let secret = "emily-private-\(UUID().uuidString)"
        for index in 0..<40 {
            XCTAssertTrue(cache.store(response(#"{"note":"\#(secret)","n":\#(index)}"#), for: key("/notes/\(index)")))
        }
        let other = CacheKey(origin: "http://127.0.0.1:9", user: "user-2", method: "GET", url: "http://127.0.0.1:9/kept")
        XCTAssertTrue(cache.store(response(#"{"note":"another user's"}"#), for: other))
        cache.removeAll(origin: "http://127.0.0.1:9", user: "user-1")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let bytes = try Data(contentsOf: directory.appendingPathComponent(file))
            XCTAssertNil(bytes.range(of: Data(secret.utf8)), "\(file) still holds the signed-out user's rows")
        }
        XCTAssertNotNil(cache.lookup(other), "another user's rows stay")
        cache.close()
    }

    func testAWreckMovedAsideIsTheUsersAlone() throws {
        withUmask022()
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent(OfflineCache.fileName).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x42, count: 8192),
                                                    attributes: [.posixPermissions: 0o644]))
        let cache = OfflineCache(directory: directory)
        XCTAssertTrue(cache.isAvailable)
        XCTAssertTrue(cache.waitForSalvage())
        let wrecks = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".corrupt-") }
        XCTAssertEqual(wrecks.count, 1, "\(wrecks)")
        for wreck in wrecks {
            XCTAssertEqual(mode(directory.appendingPathComponent(wreck).path), 0o600, wreck)
        }
        XCTAssertEqual(mode(path), 0o600, "the new file")
    }

    // MARK: Checksums

    func testARowWithDamagedBodyBytesIsDroppedNotServed() throws {
        let directory = try makeTemporaryDirectory()
        let log = Locked<[String]>([])
        let writer = OfflineCache(directory: directory)
        let marker = "DAMAGE-ME-"
        let damagedBody = #"{"text":""# + marker + String(repeating: "abcdefgh", count: 200) + #""}"#
        XCTAssertTrue(writer.store(response(damagedBody), for: key("/damaged")))
        XCTAssertTrue(writer.store(response(#"{"whole":true}"#), for: key("/whole")))
        writer.close()

        // 64 random bytes inside the body, straight into the file: SQLite's page checks cannot see them.
        let file = URL(fileURLWithPath: writer.path)
        var bytes = try Data(contentsOf: file)
        let start = try XCTUnwrap(bytes.range(of: Data(marker.utf8))).upperBound + 100
        var generator = SystemRandomNumberGenerator()
        for offset in start..<(start + 64) {
            bytes[offset] = bytes[offset] ^ UInt8.random(in: 1...255, using: &generator)
        }
        try bytes.write(to: file)

        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.isAvailable, "the file itself is whole")
        XCTAssertNil(cache.lookup(key("/damaged")), "a damaged body is never served")
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        XCTAssertTrue(log.value.first?.contains("damaged") ?? false, "\(log.value)")
        XCTAssertEqual(cache.statistics().entries, 1, "the damaged row was deleted")
        XCTAssertNil(cache.lookup(key("/damaged")))
        XCTAssertEqual(log.value.count, 1, "deleted, so found damaged only once")
        XCTAssertEqual(cache.lookup(key("/whole"))?.body, Data(#"{"whole":true}"#.utf8), "the other row is served")
    }

    func testVerifyDropsARowWhoseBodyNoLongerMatchesAndRecountsTheTotals() throws {
        let directory = try makeTemporaryDirectory()
        let cache = OfflineCache(directory: directory)
        for index in 0..<5 { XCTAssertTrue(cache.store(response(#"{"i":\#(index)}"#), for: key("/\(index)"))) }
        let raw = try SQLiteDatabase(path: cache.path)
        try raw.query("UPDATE responses SET body = ? WHERE key = ?", [.blob(Data(#"{"i":9}"#.utf8)), .text(key("/3").storageKey)])
        // As an older version's INSERT OR REPLACE would leave them: counted twice.
        try raw.query("UPDATE cache_totals SET rows = rows + 5, bytes = bytes * 2")
        raw.close()

        let found = try XCTUnwrap(cache.verify())
        XCTAssertEqual(found, CacheVerification(rowsChecked: 5, damagedRowsDropped: 1, salvage: nil))
        XCTAssertFalse(found.isClean)
        XCTAssertNil(cache.lookup(key("/3")))
        let statistics = cache.statistics()
        let totals = try XCTUnwrap(try SQLiteDatabase(path: cache.path).query("SELECT rows, bytes FROM cache_totals").first)
        XCTAssertEqual(totals, [.integer(4), .integer(statistics.bytes)])
        XCTAssertEqual(try XCTUnwrap(cache.verify()), CacheVerification(rowsChecked: 4, damagedRowsDropped: 0, salvage: nil))
    }

    // MARK: Totals

    func testTheTotalsFollowEveryWayRowsComeAndGo() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory(), maximumBytes: 4000)
        func totals() throws -> [SQLiteDatabase.Value] {
            try XCTUnwrap(try SQLiteDatabase(path: cache.path).query("SELECT rows, bytes FROM cache_totals").first)
        }
        func expected() -> [SQLiteDatabase.Value] {
            let statistics = cache.statistics()
            return [.integer(Int64(statistics.entries)), .integer(statistics.bytes)]
        }
        cache.store(response(String(repeating: "a", count: 1000)), for: key("/1"))
        cache.store(response(String(repeating: "b", count: 1000)), for: key("/2"))
        XCTAssertEqual(try totals(), expected())
        cache.store(response("short"), for: key("/1"))
        XCTAssertEqual(try totals(), expected(), "a replaced row counts once, at its new size")
        for index in 3..<9 { cache.store(response(String(repeating: "c", count: 900)), for: key("/\(index)")) }
        XCTAssertLessThanOrEqual(cache.statistics().bytes, 4000, "evicted by the running total")
        XCTAssertEqual(try totals(), expected())
        cache.remove(key("/8"))
        cache.removeAll(origin: "http://127.0.0.1:9", user: "user-1", group: "")
        XCTAssertEqual(try totals(), [.integer(0), .integer(0)])
    }

    // MARK: Wrecks

    func testWrecksOlderThanAWeekAreRemovedWhenTheCacheOpensAndNewerOnesKept() throws {
        let directory = try makeTemporaryDirectory()
        let day: TimeInterval = 24 * 60 * 60
        let now = Date().timeIntervalSince1970
        let files: [(name: String, age: TimeInterval)] = [
            ("cache.sqlite.corrupt-1700000000-11", 8 * day),
            ("cache.sqlite.corrupt-1700000000-11-wal", 8 * day),
            ("cache.sqlite.corrupt-1800000000-12", 6 * day),
            ("cache.sqlite.corrupt-1800000000-13-shm", 1 * 60 * 60),
            ("notes.corrupt-1", 30 * day),
        ]
        for file in files {
            let path = directory.appendingPathComponent(file.name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("wreck".utf8)))
            let time = timeval(tv_sec: Int(now - file.age), tv_usec: 0)
            XCTAssertEqual(utimes(path, [time, time]), 0)
        }
        XCTAssertTrue(OfflineCache(directory: directory).isAvailable)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        XCTAssertFalse(left.contains("cache.sqlite.corrupt-1700000000-11"), "\(left)")
        XCTAssertFalse(left.contains("cache.sqlite.corrupt-1700000000-11-wal"), "\(left)")
        XCTAssertTrue(left.contains("cache.sqlite.corrupt-1800000000-12"), "six days old: kept")
        XCTAssertTrue(left.contains("cache.sqlite.corrupt-1800000000-13-shm"), "an hour old: kept")
        XCTAssertTrue(left.contains("notes.corrupt-1"), "not a wreck of the cache")
    }

    func testAWreckMovedAsideStartsItsWeekThenEvenIfTheFileWasOld() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent(OfflineCache.fileName).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x42, count: 8192)))
        let old = timeval(tv_sec: Int(Date().timeIntervalSince1970 - 30 * 24 * 60 * 60), tv_usec: 0)
        XCTAssertEqual(utimes(path, [old, old]), 0)
        let first = OfflineCache(directory: directory)
        XCTAssertTrue(first.isAvailable)
        XCTAssertTrue(first.waitForSalvage())
        XCTAssertTrue(OfflineCache(directory: directory).isAvailable, "a second open looks for expired wrecks")
        let wrecks = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".corrupt-") }
        XCTAssertEqual(wrecks.count, 1, "kept for a week from the move: \(wrecks)")
    }
}
