import Foundation

/// Opening the cache file: old wrecks removed, modes set before SQLite touches
/// it, opening retried while another opener holds a new file's locks, and a
/// damaged file moved aside and a new one opened in its place, at once: its
/// rows are copied into the new file afterwards, in the background
/// (`OfflineCache`'s salvage), so an open costs the same damaged or not.
enum CacheOpening {
    /// How long an open keeps trying while other processes hold the file's locks.
    static let retryInterval: TimeInterval = Double(SQLiteDatabase.defaultBusyTimeoutMilliseconds) / 1000

    /// The open database (nil: the cache is off this run), and the wrecks whose rows are still to be copied into it.
    static func open(path: String, log: @Sendable (String) -> Void) -> (SQLiteDatabase?, pending: [String]) {
        CacheWrecks.removeExpired(besides: path)
        do {
            let database = try openRetryingWhileBusy(path: path, check: mayBeDamaged(path))
            return (database, CacheWrecks.pending(besides: path))
        } catch let failure where failure.isCorruption {
            return setAside(path: path, damaged: FileIdentity(path: path))
        } catch {
            log("the cache at \(path) cannot be used (\(error)); continuing without it")
            return (nil, [])
        }
    }

    /// Moves the damaged file (and its WAL and shared-memory files) aside and
    /// opens a new one in its place. The caller has closed its own connection to
    /// the wreck: closing later, it would delete the new file's WAL, which has the
    /// name its own had. `damaged` is the file that failed: if another process has
    /// replaced it since, its replacement is opened as it is.
    static func setAside(path: String, damaged: FileIdentity?) -> (SQLiteDatabase?, pending: [String]) {
        if let damaged, FileIdentity(path: path) == damaged {
            _ = CacheWrecks.moveAside(path)
        }
        unlink(path + "-journal")
        return (try? openChecked(path: path), CacheWrecks.pending(besides: path))
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
