import Foundation

/// Opening the cache file: old wrecks removed, modes set before SQLite touches
/// it, opening retried while another opener holds a new file's locks, and a
/// damaged file moved aside and a new one opened in its place. What would make
/// an open cost more than a clean one is left to the background
/// (`CacheRecovery`): the whole-file check an unclean close calls for, and the
/// copy of a damaged file's rows into the new one.
enum CacheOpening {
    /// How long an open keeps trying while other processes hold the file's locks.
    static let retryInterval: TimeInterval = Double(SQLiteDatabase.defaultBusyTimeoutMilliseconds) / 1000
    /// Beside the file while a whole-file check is owed and no check has passed yet.
    static let uncheckedSuffix = ".unchecked"

    /// What an open leaves to do.
    struct Opened {
        /// Nil: the cache is off this run.
        var database: SQLiteDatabase?
        /// Wrecks whose rows are still to be copied into it.
        var pending: [String]
        /// Whether the file is to be read whole, in the background, for damage no read has met.
        var owesCheck: Bool
    }

    static func open(path: String, log: @Sendable (String) -> Void) -> Opened {
        CacheWrecks.removeExpired(besides: path)
        do {
            let owesCheck = owesCheck(path)
            // Marked before SQLite opens the file and folds its WAL in: the mark outlives
            // that WAL, and this process, until a check has passed.
            if owesCheck { markUnchecked(path) }
            let database = try openRetryingWhileBusy(path: path, check: SQLiteFileHeader(path: path)?.isTruncated == true)
            return Opened(database: database, pending: CacheWrecks.pending(besides: path), owesCheck: owesCheck)
        } catch let failure where failure.isCorruption {
            return setAside(path: path, damaged: FileIdentity(path: path))
        } catch {
            log("the cache at \(path) cannot be used (\(error)); continuing without it")
            return Opened(database: nil, pending: [], owesCheck: false)
        }
    }

    /// Moves the damaged file (and its WAL and shared-memory files) aside and
    /// opens a new one in its place. The caller has closed its own connection to
    /// the wreck: closing later, it would delete the new file's WAL, which has the
    /// name its own had. `damaged` is the file that failed: if another process has
    /// replaced it since, its replacement is opened as it is.
    static func setAside(path: String, damaged: FileIdentity?) -> Opened {
        if let damaged, FileIdentity(path: path) == damaged {
            _ = CacheWrecks.moveAside(path)
            markChecked(path)
        }
        unlink(path + "-journal")
        return Opened(database: try? openChecked(path: path, check: false), pending: CacheWrecks.pending(besides: path),
                      owesCheck: false)
    }

    /// Whether to read the whole file for damage. `quick_check` reads every page
    /// (hundreds of milliseconds for a large file), so it is owed only where
    /// damage is likely: after a close that did not fold the WAL back (a crash, a
    /// kill; or another process has the file open), and until a check has passed
    /// since. Damage anywhere else is met by the read that touches it and
    /// recovered the same way, and each body's checksum catches what SQLite
    /// cannot see.
    static func owesCheck(_ path: String) -> Bool {
        access(path + "-wal", F_OK) == 0 || access(path + uncheckedSuffix, F_OK) == 0
    }

    static func markUnchecked(_ path: String) {
        let descriptor = Glibc.open(path + uncheckedSuffix, O_WRONLY | O_CREAT | O_CLOEXEC, CacheFileAccess.defaultFileMode)
        if descriptor >= 0 { close(descriptor) }
    }

    /// A check has passed, or the file it was owed for was moved aside.
    static func markChecked(_ path: String) {
        unlink(path + uncheckedSuffix)
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

    /// Opens and prepares the file; `check` reads it whole first (a truncated file:
    /// cheap to see, and rare enough to check before use).
    private static func openChecked(path: String, check: Bool) throws(SQLiteDatabase.Failure) -> SQLiteDatabase {
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

    /// Damage a read has not met yet: `quick_check` when owed, the slower
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
