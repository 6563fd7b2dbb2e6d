import Foundation
import Reactive
import Synchronization

/// Responses kept on disk, so the last data stays readable without a network.
/// One SQLite file (WAL, busy timeout: two processes share it), readable by its
/// user only, a row per response with a checksum of its body, bounded by size
/// with the least recently used rows evicted. A damaged row is dropped when read;
/// a damaged file is moved aside and a new one used at once, the old one's rows
/// copied into it in the background (and, if the process ends first, by the next
/// open); the whole-file check a crash calls for runs in the background too
/// (`CacheRecovery`). A file that cannot be written turns the cache off for the
/// run, and requests simply go uncached.
public final class OfflineCache: Sendable {
    /// 50 MB: the size limit unless one is given.
    public static let defaultMaximumBytes: Int64 = 50 * 1024 * 1024
    /// The file's name in its directory.
    public static let fileName = "cache.sqlite"

    /// The cache file.
    public let path: String
    /// The size limit in bytes: past it, the least recently used rows go.
    public let maximumBytes: Int64
    private let database: SanitizerVisibleMutex<SQLiteDatabase?>
    private let log: @Sendable (String) -> Void
    private let clock: @Sendable () -> Date
    /// The check and the copies that opening left to the background.
    private let recovery: CacheRecovery
    /// Set while the disk is full, so that is said once, not at every write.
    private let diskFull = Atomic<Bool>(false)

    /// `$XDG_CACHE_HOME/<app>/` (else `~/.cache/<app>/`).
    public static func defaultDirectory(app: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent(app)
        }
        return URL(fileURLWithPath: HomeDirectory.path(environment: environment)).appendingPathComponent(".cache")
            .appendingPathComponent(app)
    }

    /// A cache in `directory` (made 0700 if it is missing), its file 0600. `log` hears of damage, salvage
    /// and a full disk, once each; `clock` stamps the rows (a test's clock in tests). A file that
    /// cannot be opened turns the cache off: every lookup misses and every store is dropped.
    public init(
        directory: URL, maximumBytes: Int64 = OfflineCache.defaultMaximumBytes,
        log: @escaping @Sendable (String) -> Void = { _ in }, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.path = directory.appendingPathComponent(Self.fileName).path
        self.maximumBytes = maximumBytes
        self.log = log
        self.clock = clock
        recovery = CacheRecovery(path: path, log: log) { target in
            try? target.transaction { connection throws(SQLiteDatabase.Failure) in
                try Self.evict(in: connection, limit: maximumBytes)
            }
        }
        CacheFileAccess.prepareDirectory(directory)
        let opened = CacheOpening.open(path: path, log: log)
        database = SanitizerVisibleMutex(opened.database)
        guard let current = opened.database else { return }
        recovery.salvage(opened.pending, into: current)
        if opened.owesCheck { recovery.check { [self] in recover(from: current) } }
    }

    /// Whether the cache works this run (false: read-only directory, full disk...).
    public var isAvailable: Bool { database.withLock { $0 != nil } }

    /// Closes the file, folding the WAL back into it, for a process about to
    /// call exit() (which runs no deinit): the file is then whole on its own,
    /// and the next open has nothing to recover. A statement running on another
    /// thread finishes first, and work left to the background stops (a check at
    /// once, a copy after the range it is writing: the next open goes on with
    /// them). Afterwards the cache is off.
    public func close() {
        recovery.stop()
        database.withLock { database in
            database?.close()
            database = nil
        }
    }

    /// Runs `body` on the database, or returns nil when the cache is off or the
    /// body failed. Damage found after opening (another process truncated the
    /// file, a disk error) is recovered like damage found at open: salvaged,
    /// moved aside, and this call answers nil.
    func withDatabase<T>(_ body: (SQLiteDatabase) throws(SQLiteDatabase.Failure) -> T) -> T? {
        guard let current = database.withLock({ $0 }) else { return nil }
        do {
            let result = try body(current)
            if diskFull.load(ordering: .relaxed) { diskFull.store(false, ordering: .relaxed) }
            return result
        } catch let failure where failure.isCorruption {
            recover(from: current)
            return nil
        } catch let failure where failure.isDiskFull {
            if !diskFull.exchange(true, ordering: .relaxed) {
                log("cache: the disk is full: \(path) keeps what it has and stores nothing new until there is room")
            }
            return nil
        } catch {
            log("cache: \(error)")
            return nil
        }
    }

    /// Moves the file `damaged` has open aside, uses a new one, and copies the old one's rows into it.
    private func recover(from damaged: SQLiteDatabase) {
        database.withLock { database in
            // Another thread may have replaced it already.
            guard database === damaged else { return }
            recovery.stopCheck()
            damaged.close()
            database = nil
            let reopened = CacheOpening.setAside(path: path, damaged: damaged.fileIdentity)
            database = reopened.database
            if let current = reopened.database { recovery.salvage(reopened.pending, into: current) }
        }
    }

    /// Waits for the check and copies running in the background to end; false when `timeout` passed first.
    @discardableResult
    package func waitForSalvage(timeout: TimeInterval = 60) -> Bool {
        recovery.wait(timeout: timeout)
    }

    /// What the copies since the last call saved, oldest first: each is reported once.
    func takeSalvageReports() -> [CacheSalvageReport] {
        recovery.takeReports()
    }

    /// Before rows are forgotten: every copy ends first, so none brings them back.
    private func finishSalvages() {
        recovery.finish(into: database.withLock { $0 })
    }

    /// The cache's "now": what stored-at and last-used are measured in.
    public var now: Date { clock() }

    // MARK: Reading and writing

    /// The stored response for a key, marking it as used now. A row whose body no
    /// longer matches its checksum is deleted and answered as a miss: never served.
    public func lookup(_ key: CacheKey) -> CachedResponse? {
        let now = clock().timeIntervalSince1970
        let found = withDatabase { database throws(SQLiteDatabase.Failure) -> StoredRow in
            try database.withConnection { connection throws(SQLiteDatabase.Failure) -> StoredRow in
                let rows = try connection.query(
                    "SELECT status, headers, body, etag, last_modified, stored_at, body_checksum FROM responses WHERE key = ?",
                    [.text(key.storageKey)])
                guard let row = rows.first else { return .missing }
                guard BodyChecksum.matches(row[2].blob ?? Data(), row[6].integer) else {
                    try connection.query("DELETE FROM responses WHERE key = ?", [.text(key.storageKey)])
                    return .damaged
                }
                do throws(SQLiteDatabase.Failure) {
                    try connection.query("UPDATE responses SET last_used = ? WHERE key = ?", [.real(now), .text(key.storageKey)])
                } catch where !error.isCorruption {
                    // A full disk must not hide what is stored: the row is served, only
                    // its place in the eviction order stays where it was.
                }
                return .found(row)
            }
        } ?? .missing
        switch found {
        case .missing:
            return nil
        case .damaged:
            log("a damaged response in the cache at \(path) was dropped")
            return nil
        case .found(let row):
            let headers = (row[1].blob).flatMap { try? JSONTapeDecoder().decode([String: String].self, from: $0) } ?? [:]
            return CachedResponse(
                status: Int(row[0].integer ?? 200), headers: headers, body: row[2].blob ?? Data(),
                etag: row[3].text, lastModified: row[4].text,
                storedAt: Date(timeIntervalSince1970: row[5].real ?? 0))
        }
    }

    private enum StoredRow: Sendable {
        case missing, damaged
        case found([SQLiteDatabase.Value])
    }

    /// Stores (or replaces) a response, then evicts the least recently used rows past the limit.
    /// A response larger than the whole cache is not stored, and the copy it replaces goes:
    /// kept, it would be shown as current next time. `group` labels the row with the
    /// caller's collection (nil or "": none), for `statistics()` and `removeAll(origin:user:group:)`.
    @discardableResult
    public func store(_ response: CachedResponse, for key: CacheKey, group: String? = nil) -> Bool {
        let headers = (try? JSONEncoder().encode(response.headers)) ?? Data("{}".utf8)
        let size = Int64(response.body.count + headers.count + key.storageKey.utf8.count)
        guard size <= maximumBytes else {
            remove(key)
            return false
        }
        let now = clock().timeIntervalSince1970
        let limit = maximumBytes
        let checksum = BodyChecksum.of(response.body)
        return withDatabase { database throws(SQLiteDatabase.Failure) -> Bool in
            try database.transaction { connection throws(SQLiteDatabase.Failure) in
                try connection.query(CacheSchema.upsert, [
                        .text(key.storageKey), .text(key.origin), .text(key.user), .text(key.method), .text(key.url),
                        .integer(Int64(response.status)), .blob(headers), .blob(response.body),
                        response.etag.map { .text($0) } ?? .null, response.lastModified.map { .text($0) } ?? .null,
                        .real(response.storedAt.timeIntervalSince1970), .real(now), .integer(size),
                        CacheSchema.value(of: group), .integer(checksum),
                    ])
                try Self.evict(in: connection, limit: limit)
            }
            return true
        } ?? false
    }

    /// The stored body is still current as of now (a 304, or the same body again);
    /// new validators replace the stored ones, and a group labels the row: one stored
    /// before its caller gave groups joins its group here, without a new body.
    public func markRevalidated(_ key: CacheKey, etag: String? = nil, lastModified: String? = nil, group: String? = nil) {
        let now = clock().timeIntervalSince1970
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query("""
                UPDATE responses SET stored_at = ?, last_used = ?, etag = COALESCE(?, etag),
                last_modified = COALESCE(?, last_modified), cache_group = COALESCE(?, cache_group) WHERE key = ?
                """, [.real(now), .real(now), etag.map { .text($0) } ?? .null, lastModified.map { .text($0) } ?? .null,
                      CacheSchema.value(of: group), .text(key.storageKey)])
        }
    }

    /// Forgets one response (the server now says `no-store`, or it outgrew the cache).
    public func remove(_ key: CacheKey) {
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query("DELETE FROM responses WHERE key = ?", [.text(key.storageKey)])
        }
    }

    /// Deletes the least recently used rows, a batch at a time, until the total
    /// (kept by the schema's triggers, so nothing is summed) is within the limit.
    private static func evict(in connection: borrowing SQLiteDatabase.Connection, limit: Int64) throws(SQLiteDatabase.Failure) {
        var total = try connection.query(CacheSchema.totalBytes).first?.first?.integer ?? 0
        while total > limit {
            let rows = try connection.query(CacheSchema.evictionBatch, [.integer(CacheSchema.defaultEvictionBatchRows)])
            var deleted = 0
            for row in rows where total > limit {
                guard let key = row[0].text, let size = row[1].integer else { continue }
                try connection.query("DELETE FROM responses WHERE key = ?", [.text(key)])
                total -= size
                deleted += 1
            }
            guard deleted > 0 else { return }
        }
    }

    /// Forgets one user's rows on one origin (at logout), from the disk too:
    /// the deleted rows are zeroed (secure_delete) and the write-ahead log,
    /// which still holds them, is checkpointed and truncated, so a process
    /// killed after sign-out leaves none of them behind. A salvage in progress
    /// finishes first, so that it does not copy them back.
    public func removeAll(origin: String, user: String) {
        finishSalvages()
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query("DELETE FROM responses WHERE origin = ? AND user = ?", [.text(origin), .text(user)])
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE);")
        }
    }

    /// Forgets one user's rows of one group on one origin; "" is the rows stored without a group.
    public func removeAll(origin: String, user: String, group: String) {
        finishSalvages()
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query(CacheSchema.removeGroup, [CacheSchema.value(of: group), .text(origin), .text(user)])
        }
    }

    /// Forgets everything (`courier cache clear`), after any salvage in progress.
    public func clear() {
        finishSalvages()
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.execute("DELETE FROM responses; PRAGMA wal_checkpoint(TRUNCATE); VACUUM;")
        }
    }

    /// The whole file's rows and bytes, and each group's (rows without one under "").
    public func statistics() -> CacheStatistics {
        let rows = withDatabase { database throws(SQLiteDatabase.Failure) in try database.query(CacheSchema.groupSizes) } ?? []
        var groups: [String: GroupStatistics] = [:]
        for row in rows {
            groups[row[0].text ?? ""] = GroupStatistics(entries: Int(row[1].integer ?? 0), bytes: row[2].integer ?? 0)
        }
        return CacheStatistics(
            entries: groups.values.reduce(0) { $0 + $1.entries }, bytes: groups.values.reduce(0) { $0 + $1.bytes },
            limit: maximumBytes, path: path, groups: groups)
    }
}
