import Foundation
import Synchronization

/// Responses kept on disk, so the last data stays readable without a network.
/// One SQLite file (WAL, busy timeout: two Courier processes share it), a row
/// per response, bounded by size with the least recently used rows evicted.
/// A damaged file is moved aside and recreated; a file that cannot be written
/// turns the cache off for the run, and requests simply go uncached.
public final class OfflineCache: Sendable {
    public static let defaultMaximumBytes: Int64 = 50 * 1024 * 1024
    public static let fileName = "cache.sqlite"

    public let path: String
    public let maximumBytes: Int64
    private let database: Mutex<SQLiteDatabase?>
    private let log: @Sendable (String) -> Void
    private let clock: @Sendable () -> Date

    /// `$XDG_CACHE_HOME/courier/` (else `~/.cache/courier/`).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("courier")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/courier")
    }

    public init(
        directory: URL, maximumBytes: Int64 = OfflineCache.defaultMaximumBytes,
        log: @escaping @Sendable (String) -> Void = { _ in }, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.path = directory.appendingPathComponent(Self.fileName).path
        self.maximumBytes = maximumBytes
        self.log = log
        self.clock = clock
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        database = Mutex(Self.open(path: path, log: log))
    }

    /// Whether the cache works this run (false: read-only directory, full disk...).
    public var isAvailable: Bool { database.withLock { $0 != nil } }

    // MARK: Opening

    private static let schema = """
        PRAGMA journal_mode=WAL;
        PRAGMA synchronous=NORMAL;
        CREATE TABLE IF NOT EXISTS responses (
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
        CREATE INDEX IF NOT EXISTS responses_by_user ON responses(origin, user);
        CREATE INDEX IF NOT EXISTS responses_by_use ON responses(last_used);
        """

    private static func open(path: String, log: @Sendable (String) -> Void) -> SQLiteDatabase? {
        do {
            return try openChecked(path: path)
        } catch let failure where failure.isCorruption {
            let aside = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
            log("courier: the cache at \(path) was damaged; moved it to \(aside) and started a new one")
            for suffix in ["", "-wal", "-shm"] {
                _ = rename(path + suffix, aside + suffix)
            }
            return try? openChecked(path: path)
        } catch {
            log("courier: the cache at \(path) cannot be used (\(error)); continuing without it")
            return nil
        }
    }

    private static func openChecked(path: String) throws(SQLiteDatabase.Failure) -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        try database.execute(schema)
        let check = try database.query("PRAGMA quick_check")
        guard check.first?.first?.text == "ok" else {
            throw SQLiteDatabase.Failure(code: 11, message: "quick_check: \(check.first?.first?.text ?? "failed")")
        }
        return database
    }

    private func withDatabase<T>(_ body: (SQLiteDatabase) throws(SQLiteDatabase.Failure) -> T) -> T? {
        guard let database = database.withLock({ $0 }) else { return nil }
        do {
            return try body(database)
        } catch {
            log("courier: cache: \(error)")
            return nil
        }
    }

    // MARK: Reading and writing

    /// The stored response for a key, marking it as used now.
    public func lookup(_ key: CacheKey) -> CachedResponse? {
        withDatabase { database throws(SQLiteDatabase.Failure) -> CachedResponse? in
            let rows = try database.query(
                "SELECT status, headers, body, etag, last_modified, stored_at FROM responses WHERE key = ?",
                [.text(key.storageKey)])
            guard let row = rows.first else { return nil }
            try database.query("UPDATE responses SET last_used = ? WHERE key = ?",
                               [.real(clock().timeIntervalSince1970), .text(key.storageKey)])
            let headers = (row[1].blob).flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
            return CachedResponse(
                status: Int(row[0].integer ?? 200), headers: headers, body: row[2].blob ?? Data(),
                etag: row[3].text, lastModified: row[4].text,
                storedAt: Date(timeIntervalSince1970: row[5].real ?? 0))
        } ?? nil
    }

    /// Stores (or replaces) a response, then evicts the least recently used rows past the limit.
    @discardableResult
    public func store(_ response: CachedResponse, for key: CacheKey) -> Bool {
        let headers = (try? JSONEncoder().encode(response.headers)) ?? Data("{}".utf8)
        let size = Int64(response.body.count + headers.count + key.storageKey.utf8.count)
        guard size <= maximumBytes else { return false }
        let now = clock().timeIntervalSince1970
        return withDatabase { database throws(SQLiteDatabase.Failure) -> Bool in
            try database.transaction { () throws(SQLiteDatabase.Failure) in
                try database.query("""
                    INSERT OR REPLACE INTO responses
                    (key, origin, user, method, url, status, headers, body, etag, last_modified, stored_at, last_used, size)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [
                        .text(key.storageKey), .text(key.origin), .text(key.user), .text(key.method), .text(key.url),
                        .integer(Int64(response.status)), .blob(headers), .blob(response.body),
                        response.etag.map { .text($0) } ?? .null, response.lastModified.map { .text($0) } ?? .null,
                        .real(response.storedAt.timeIntervalSince1970), .real(now), .integer(size),
                    ])
                try evict(in: database)
            }
            return true
        } ?? false
    }

    /// A 304: the stored body is still current as of now.
    public func markRevalidated(_ key: CacheKey) {
        let now = clock().timeIntervalSince1970
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query("UPDATE responses SET stored_at = ?, last_used = ? WHERE key = ?",
                               [.real(now), .real(now), .text(key.storageKey)])
        }
    }

    private func evict(in database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        let total = try database.query("SELECT COALESCE(SUM(size), 0) FROM responses").first?.first?.integer ?? 0
        guard total > maximumBytes else { return }
        var excess = total - maximumBytes
        let rows = try database.query("SELECT key, size FROM responses ORDER BY last_used ASC")
        var victims: [String] = []
        for row in rows where excess > 0 {
            guard let key = row[0].text, let size = row[1].integer else { continue }
            victims.append(key)
            excess -= size
        }
        for key in victims {
            try database.query("DELETE FROM responses WHERE key = ?", [.text(key)])
        }
    }

    /// Forgets one user's rows on one origin (at logout).
    public func removeAll(origin: String, user: String) {
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.query("DELETE FROM responses WHERE origin = ? AND user = ?", [.text(origin), .text(user)])
        }
    }

    /// Forgets everything (`courier cache clear`).
    public func clear() {
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.execute("DELETE FROM responses; PRAGMA wal_checkpoint(TRUNCATE); VACUUM;")
        }
    }

    public func statistics() -> CacheStatistics {
        let counts = withDatabase { database throws(SQLiteDatabase.Failure) -> (Int, Int64) in
            let row = try database.query("SELECT COUNT(*), COALESCE(SUM(size), 0) FROM responses").first
            return (Int(row?[0].integer ?? 0), row?[1].integer ?? 0)
        } ?? (0, 0)
        return CacheStatistics(entries: counts.0, bytes: counts.1, limit: maximumBytes, path: path)
    }
}
