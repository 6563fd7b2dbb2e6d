import Foundation

/// Opening the cache file: old wrecks removed, modes set before SQLite touches
/// it, opening retried while another opener holds a new file's locks, and a
/// damaged file salvaged into a new one before it is moved aside.
enum CacheOpening {
    /// How long an open keeps trying while other processes hold the file's locks.
    static let retryInterval: TimeInterval = Double(SQLiteDatabase.defaultBusyTimeoutMilliseconds) / 1000

    /// The open database (nil: the cache is off this run), and what was saved if the file was damaged.
    static func open(path: String, log: @Sendable (String) -> Void) -> (SQLiteDatabase?, CacheSalvageReport?) {
        CacheWrecks.removeExpired(besides: path)
        do {
            return (try openRetryingWhileBusy(path: path, check: mayBeDamaged(path)), nil)
        } catch let failure where failure.isCorruption {
            return recover(path: path, damaged: FileIdentity(path: path), log: log)
        } catch {
            log("the cache at \(path) cannot be used (\(error)); continuing without it")
            return (nil, nil)
        }
    }

    /// Copies the readable rows of the damaged file into a new one, moves the
    /// wreck (and its WAL and shared-memory files) aside, and opens the new file.
    /// The caller has closed its own connection to the wreck: closing later, it
    /// would delete the new file's WAL, which has the name its own had.
    /// `damaged` is the file that failed: if another process has replaced it since,
    /// its replacement is opened as it is.
    static func recover(
        path: String, damaged: FileIdentity?, log: @Sendable (String) -> Void
    ) -> (SQLiteDatabase?, CacheSalvageReport?) {
        guard let damaged, FileIdentity(path: path) == damaged else {
            return (try? openChecked(path: path), nil)
        }
        let fresh = path + ".salvage-\(getpid())"
        removeWithCompanions(fresh)
        let report = CacheSalvage.copy(from: path, to: fresh)
        // Another process may have finished its own salvage meanwhile: its new file is not a wreck.
        guard FileIdentity(path: path) == damaged else {
            removeWithCompanions(fresh)
            return (try? openChecked(path: path), nil)
        }
        let aside = CacheWrecks.moveAside(path)
        if report != nil { rename(fresh, path) }
        removeWithCompanions(fresh)
        let kept = report?.kept ?? 0
        let lost = report?.lost.map(String.init) ?? "an unknown number"
        log("the cache at \(path) was damaged; kept \(kept) of its rows and lost \(lost); moved it to \(aside)")
        return (try? openChecked(path: path), report ?? CacheSalvageReport(kept: 0, lost: nil))
    }

    private static func removeWithCompanions(_ path: String) {
        for suffix in CacheFileAccess.companionSuffixes + ["-journal"] { unlink(path + suffix) }
    }

    /// SQLite answers "locked" without calling the busy handler where waiting
    /// could deadlock: two processes creating the same new file both hold a read
    /// lock and want to write (switching to WAL, creating the table). One of them
    /// backs off briefly and starts again; the other has finished by then.
    private static func openRetryingWhileBusy(path: String, check: Bool) throws(SQLiteDatabase.Failure) -> SQLiteDatabase {
        let deadline = Date().addingTimeInterval(retryInterval)
        while true {
            do {
                return try openChecked(path: path, check: check)
            } catch let failure where failure.isBusy && Date() < deadline {
                usleep(UInt32.random(in: 1_000...10_000))
            }
        }
    }

    /// Whether to read the whole file before use. `quick_check` reads every
    /// page (about 25 ms for a full 50 MB cache, paid by every CLI call), so it
    /// runs only where damage is likely: after a close that did not fold the
    /// WAL back (a crash, a kill; or another process has the file open), or
    /// when the file is shorter than its header says (truncated). Damage
    /// anywhere else is met by the read that touches it, salvaged the same way,
    /// and each body's checksum catches what SQLite cannot see.
    static func mayBeDamaged(_ path: String) -> Bool {
        access(path + "-wal", F_OK) == 0 || SQLiteFileHeader(path: path)?.isTruncated == true
    }

    private static func openChecked(path: String, check: Bool = true) throws(SQLiteDatabase.Failure) -> SQLiteDatabase {
        CacheFileAccess.prepareFile(path)
        let database = try SQLiteDatabase(path: path)
        // WAL is kept in the file, so this writes only on the first open; it cannot run in a transaction.
        // secure_delete is the connection's: deleted rows are overwritten with zeros, whatever SQLite's build defaults to.
        try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA secure_delete=ON;")
        // IMMEDIATE takes the write lock first (the busy handler waits for it), instead of
        // reading the schema and then upgrading, which is where two openers deadlock.
        try database.transaction { connection throws(SQLiteDatabase.Failure) in try CacheSchema.prepare(connection) }
        if check { try requireWhole(database, check: "quick_check") }
        return database
    }

    /// Damage a read has not met yet: `quick_check` at each open, the slower
    /// `integrity_check` (indexes against rows too) when asked to verify.
    static func requireWhole(_ database: SQLiteDatabase, check: String) throws(SQLiteDatabase.Failure) {
        let answer = try database.query("PRAGMA \(check)")
        guard answer.count == 1, answer.first?.first?.text == "ok" else {
            throw SQLiteDatabase.Failure(code: 11, message: "\(check): \(answer.first?.first?.text ?? "failed")")
        }
    }
}

/// Which file a path names: a file moved aside and replaced has a new one.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
