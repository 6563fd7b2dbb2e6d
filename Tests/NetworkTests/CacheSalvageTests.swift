import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// A real cache file with one page destroyed: the wreck is moved aside, a new
/// file used at once, the rows on other pages copied into it in the background,
/// and one line says so.
final class CacheSalvageTests: XCTestCase {
    private let rowCount = 150

    private func key(_ index: Int) -> CacheKey {
        CacheKey(origin: "http://127.0.0.1:9", user: "user-1", method: "GET", url: "http://127.0.0.1:9/items?skip=\(index)")
    }

    /// About a kilobyte, so a page holds three or four rows; the marker finds a row in the file.
    private func body(_ index: Int) -> Data {
        Data((#"{"marker":"row-\#(index)-","text":""# + String(repeating: "\(index % 10)", count: 1000) + #""}"#).utf8)
    }

    /// A closed cache file of `rowCount` rows.
    private func filledDirectory() throws -> (directory: URL, path: String) {
        let directory = try makeTemporaryDirectory()
        let cache = OfflineCache(directory: directory)
        for index in 0..<rowCount {
            XCTAssertTrue(cache.store(CachedResponse(status: 200, headers: [:], body: body(index), etag: nil, lastModified: nil,
                                                     storedAt: Date()), for: key(index)))
        }
        cache.close()
        return (directory, cache.path)
    }

    /// Overwrites the table leaf page holding row `index`'s body; answers the rows whose bodies were on it.
    private func destroyPage(holdingRow index: Int, of path: String) throws -> Set<Int> {
        let file = URL(fileURLWithPath: path)
        var bytes = try Data(contentsOf: file)
        let declared = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = declared == 1 ? 65_536 : declared
        let found = try XCTUnwrap(bytes.range(of: Data(#""marker":"row-\#(index)-""#.utf8)))
        let page = found.lowerBound / pageSize
        XCTAssertGreaterThan(page, 0, "not the schema page")
        let range = (page * pageSize)..<((page + 1) * pageSize)
        XCTAssertEqual(bytes[range.lowerBound], 0x0D, "a table leaf: rows are on it")
        let onPage = Set((0..<rowCount).filter { bytes[range].range(of: Data(#""marker":"row-\#($0)-""#.utf8)) != nil })
        bytes.replaceSubrange(range, with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: file)
        return onPage
    }

    func testAFileWithOneDamagedPageKeepsTheRowsOfEveryOtherPage() throws {
        let (directory, path) = try filledDirectory()
        let destroyed = try destroyPage(holdingRow: rowCount / 2, of: path)
        XCTAssertFalse(destroyed.isEmpty)

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.isAvailable)
        XCTAssertEqual(log.value, [], "a file closed cleanly is not read whole at open")
        XCTAssertNil(cache.lookup(key(rowCount / 2)), "the first read to meet the damaged page salvages the file")
        try assertSalvaged(cache, directory: directory, destroyed: destroyed, log: log)
    }

    /// After a close that left the WAL behind (a crash), the whole file is read, in the
    /// background: damage it finds there is salvaged as damage a read meets.
    func testAnUncleanCloseChecksTheWholeFileInTheBackground() throws {
        let (directory, path) = try filledDirectory()
        let destroyed = try destroyPage(holdingRow: rowCount / 3, of: path)
        XCTAssertTrue(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        XCTAssertTrue(CacheOpening.owesCheck(path))

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.isAvailable, "usable before the check has ended")
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(log.value.count, 1, "salvaged after open: \(log.value)")
        XCTAssertFalse(isMarkedUnchecked(path), "the new file owes none")
        try assertSalvaged(cache, directory: directory, destroyed: destroyed, log: log)
    }

    func testACleanlyClosedFileIsNotReadWholeAtOpen() throws {
        let (_, path) = try filledDirectory()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), "close folds the WAL back")
        XCTAssertFalse(CacheOpening.owesCheck(path))
        XCTAssertEqual(SQLiteFileHeader(path: path)?.isTruncated, false)
    }

    /// Whether the mark that a check is owed is there (the WAL, the other sign, is there while a cache is open).
    private func isMarkedUnchecked(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + CacheOpening.uncheckedSuffix)
    }

    /// The check a crash calls for is owed until one passes: one stopped first (its
    /// process closed the cache, which folds the WAL back) leaves the mark for the next open.
    func testACheckIsOwedUntilOnePasses() throws {
        let (directory, path) = try filledDirectory()
        XCTAssertTrue(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        CacheOpening.markUnchecked(path)
        XCTAssertEqual(unlink(path + "-wal"), 0)
        XCTAssertTrue(CacheOpening.owesCheck(path), "marked, with the WAL gone")

        let stopped = CacheRecovery(path: path, log: { _ in }, trim: { _ in })
        stopped.stop()
        stopped.check { XCTFail("no check ran") }
        XCTAssertTrue(stopped.wait(timeout: 60))
        XCTAssertTrue(isMarkedUnchecked(path), "still owed")

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertFalse(isMarkedUnchecked(path), "passed")
        XCTAssertEqual(log.value, [])
        XCTAssertEqual(cache.statistics().entries, rowCount)
        cache.close()
    }

    /// A check reads through its own connection, which `interrupt` stops mid-statement.
    func testAnInterruptStopsACheckInProgress() throws {
        let (_, path) = try filledDirectory()
        let connection = try SQLiteDatabase(path: path, creating: false)
        let ended = Locked<SQLiteDatabase.Failure?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // A statement that runs until interrupted: a check's length depends on the machine.
            do {
                try connection.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n;")
            } catch {
                ended.mutate { $0 = error as? SQLiteDatabase.Failure }
            }
            done.signal()
        }
        thread.start()
        let deadline = Date().addingTimeInterval(60)
        while done.wait(timeout: .now() + 0.005) == .timedOut, Date() < deadline { connection.interrupt() }
        XCTAssertEqual(ended.value.map { $0.code & 0xFF }, 9, "SQLITE_INTERRUPT")
        connection.close()
        XCTAssertFalse(CacheOpening.owesCheck(path))
    }

    /// A filled file moved aside as a wreck left pending (`.salvaging-…`), as a process
    /// leaves it that ended before its rows were copied, beside a cache opened without it.
    private func pendingWreckBesidesAnOpenCache() throws -> (directory: URL, cache: OfflineCache, pending: String) {
        let (directory, path) = try filledDirectory()
        let outside = try makeTemporaryDirectory().appendingPathComponent("wreck").path
        XCTAssertEqual(rename(path, outside), 0)
        let cache = OfflineCache(directory: directory)
        let pending = directory.appendingPathComponent(OfflineCache.fileName + CacheWrecks.pendingInfix + "1700000000-1").path
        XCTAssertEqual(rename(outside, pending), 0)
        return (directory, cache, pending)
    }

    /// A wreck moved aside by a process that ended before its rows were copied is
    /// copied by the next open; a row stored since under the same key is newer and stays.
    func testAWreckLeftPendingIsCopiedByTheNextOpenUnderNewerRows() throws {
        let (directory, first, pending) = try pendingWreckBesidesAnOpenCache()
        let newer = Data(#"{"marker":"newer"}"#.utf8)
        XCTAssertTrue(first.store(CachedResponse(status: 200, headers: [:], body: newer, etag: nil, lastModified: nil,
                                                 storedAt: Date()), for: key(3)))
        let stopped = first.withDatabase { database in CacheSalvage.copy(from: pending, into: database, stop: { true }) }
        XCTAssertEqual(stopped, .some(nil), "stopped before its first range: nothing to report")
        XCTAssertEqual(first.statistics().entries, 1)
        first.close()
        XCTAssertTrue(FileManager.default.fileExists(atPath: pending), "still pending")

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(cache.statistics().entries, rowCount)
        XCTAssertEqual(cache.lookup(key(3))?.body, newer, "not overwritten by the older copy")
        for index in 0..<rowCount where index != 3 {
            XCTAssertEqual(cache.lookup(key(index))?.body, body(index), "row \(index)")
        }
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains(OfflineCache.fileName + ".corrupt-1700000000-1"), "\(names)")
        XCTAssertFalse(names.contains { $0.contains(".salvag") }, "\(names)")
        cache.close()
    }

    /// A wreck of the signing-out user's rows, pending when they sign out: copied before
    /// their rows are forgotten, not after, which would bring them back.
    func testSigningOutFinishesAPendingSalvageFirst() throws {
        let (directory, cache, pending) = try pendingWreckBesidesAnOpenCache()
        let other = CacheKey(origin: "http://127.0.0.1:9", user: "user-2", method: "GET", url: "http://127.0.0.1:9/kept")
        XCTAssertTrue(cache.store(CachedResponse(status: 200, headers: [:], body: body(1), etag: nil, lastModified: nil,
                                                 storedAt: Date()), for: other))

        cache.removeAll(origin: "http://127.0.0.1:9", user: "user-1")
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(cache.statistics().entries, 1, "only the other user's row")
        XCTAssertNotNil(cache.lookup(other))
        XCTAssertFalse(FileManager.default.fileExists(atPath: pending), "copied, then moved aside")
        cache.close()
        let reopened = OfflineCache(directory: directory)
        XCTAssertTrue(reopened.waitForSalvage())
        XCTAssertEqual(reopened.statistics().entries, 1, "and no later open copies it again")
        reopened.close()
    }

    /// A wreck another process holds, copying it: a sign-out waits for that copy to end
    /// and does not copy it again once that process has moved it aside.
    func testSigningOutLeavesAWreckAnotherProcessFinished() throws {
        let (_, cache, pending) = try pendingWreckBesidesAnOpenCache()
        // Another open file description: flock excludes it as it would another process.
        let held = open(pending, O_RDONLY | O_CLOEXEC)
        XCTAssertEqual(flock(held, LOCK_EX), 0)

        let signedOut = expectation(description: "signed out")
        DispatchQueue.global().async {
            cache.removeAll(origin: "http://127.0.0.1:9", user: "user-1")
            signedOut.fulfill()
        }
        let done = CacheWrecks.finish(pending)
        XCTAssertEqual(flock(held, LOCK_UN), 0)
        close(held)
        wait(for: [signedOut], timeout: 60)
        XCTAssertEqual(cache.statistics().entries, 0, "the other process's copy is not made again here")
        XCTAssertTrue(FileManager.default.fileExists(atPath: done))
        cache.close()
    }

    /// `close` during a salvage stops it after the range it is writing; whether it
    /// finished or not, the next open ends with every row and one wreck moved aside.
    func testACloseDuringASalvageLeavesItForTheNextOpen() throws {
        let (directory, path) = try filledDirectory()
        let destroyed = try destroyPage(holdingRow: rowCount / 2, of: path)
        XCTAssertTrue(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        let interrupted = OfflineCache(directory: directory)
        interrupted.close()
        XCTAssertTrue(interrupted.waitForSalvage(timeout: 0), "close waited for the salvage to stop")

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(cache.statistics().entries, rowCount - destroyed.count)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names.filter { $0.hasPrefix(OfflineCache.fileName + ".corrupt-") }.count, 1, "\(names)")
        XCTAssertFalse(names.contains { $0.contains(".salvag") }, "\(names)")
        cache.close()
    }

    /// One salvage, logged once, kept every row but those of the destroyed page.
    private func assertSalvaged(_ cache: OfflineCache, directory: URL, destroyed: Set<Int>, log: Locked<[String]>) throws {
        XCTAssertTrue(cache.waitForSalvage(), "the rows are copied in the background")
        let kept = cache.statistics().entries
        XCTAssertGreaterThanOrEqual(Double(kept), Double(rowCount) * 0.95, "kept \(kept) of \(rowCount)")
        XCTAssertEqual(kept, rowCount - destroyed.count, "only the rows of the destroyed page are lost")
        XCTAssertEqual(log.value, [log.value.first ?? ""], "one line")
        let line = log.value.first ?? ""
        XCTAssertTrue(line.contains("was damaged; kept \(kept) of its rows and lost \(rowCount - kept);"), line)
        for index in 0..<rowCount {
            XCTAssertEqual(cache.lookup(key(index))?.body, destroyed.contains(index) ? nil : body(index), "row \(index)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names.filter { $0.hasPrefix(OfflineCache.fileName + ".corrupt-") }.count, 1, "\(names)")
        XCTAssertFalse(names.contains { $0.contains(".salvag") }, "nothing left pending: \(names)")

        let found = try XCTUnwrap(cache.verify())
        XCTAssertEqual(found.salvage, CacheSalvageReport(kept: kept, lost: rowCount - kept), "reported by verify as well")
        XCTAssertFalse(found.isClean)
        XCTAssertEqual(found.damagedRowsDropped, 0)
        XCTAssertEqual(log.value.count, 1, "the new file is whole")
    }

    /// Damage that only `integrity_check` sees (an index that no longer matches its rows)
    /// is found by `verify`, in a query on the open file, and salvaged there.
    func testVerifySalvagesAFileWhoseIndexNoLongerMatchesItsRows() throws {
        let (directory, path) = try filledDirectory()
        let raw = try SQLiteDatabase(path: path)
        try raw.execute("""
            PRAGMA writable_schema = ON;
            UPDATE sqlite_master SET sql = 'CREATE INDEX responses_by_user ON responses(user, origin)'
            WHERE name = 'responses_by_user';
            """)
        raw.close()

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertEqual(log.value, [], "opening does not compare indexes with rows")
        let found = try XCTUnwrap(cache.verify())
        XCTAssertEqual(found.salvage, CacheSalvageReport(kept: rowCount, lost: 0))
        XCTAssertFalse(found.isClean)
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        XCTAssertTrue(log.value.first?.contains("kept \(rowCount) of its rows and lost 0") ?? false, "\(log.value)")
        XCTAssertEqual(cache.lookup(key(7))?.body, body(7), "the salvaged file is in use")
        XCTAssertEqual(cache.verify(), CacheVerification(rowsChecked: rowCount, damagedRowsDropped: 0, salvage: nil),
                       "whole now, and the salvage is reported once")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names.filter { $0.hasPrefix(OfflineCache.fileName + ".corrupt-") }.count, 1, "\(names)")
    }

    func testATruncatedFileKeepsTheRowsOfItsFirstHalf() throws {
        let (directory, path) = try filledDirectory()
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()

        let log = Locked<[String]>([])
        let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
        XCTAssertTrue(cache.isAvailable)
        XCTAssertTrue(cache.waitForSalvage())
        let kept = cache.statistics().entries
        XCTAssertGreaterThan(kept, 0, "rows before the cut are readable")
        XCTAssertLessThan(kept, rowCount, "rows after it are not")
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        XCTAssertTrue(log.value.first?.contains("kept \(kept) of its rows and lost \(rowCount - kept)") ?? false, "\(log.value)")
        let served = (0..<rowCount).filter { cache.lookup(key($0))?.body == body($0) }.count
        XCTAssertEqual(served, kept, "every kept row is whole")
    }
}
