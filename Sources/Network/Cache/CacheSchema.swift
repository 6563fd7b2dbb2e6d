import Foundation

/// The cache file's layout, how an older file is brought up to it, and the
/// statements that must be answered from an index alone.
///
/// `size` sits after the body, so reading it from the table walks every row's
/// overflow pages: the eviction scan after a store goes through a covering index
/// instead. `cache_group` and `body_checksum` are after the body too (where ALTER
/// TABLE puts them in older files), so whatever filters or sums by group goes
/// through an index that holds it. The total size is kept in `cache_totals` by
/// triggers, in the transaction of each change, so a store reads one row to know
/// whether to evict instead of summing every row of a cache that fills.
enum CacheSchema {
    /// PRAGMA user_version. 0: the first layout, without `cache_group`; 1: with it;
    /// 2: `body_checksum` and `cache_totals`.
    static let version: Int64 = 2

    static let table = """
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
            size INTEGER NOT NULL,
            cache_group TEXT,
            body_checksum INTEGER
        );
        """

    /// Every column of `responses`, in the order of `table`: what a salvage copies.
    static let columns = ["key", "origin", "user", "method", "url", "status", "headers", "body", "etag", "last_modified",
                          "stored_at", "last_used", "size", "cache_group", "body_checksum"]
    static let bodyColumn = columns.firstIndex(of: "body")!
    static let checksumColumn = columns.firstIndex(of: "body_checksum")!

    static let indexes = """
        CREATE INDEX IF NOT EXISTS responses_by_user ON responses(origin, user);
        DROP INDEX IF EXISTS responses_by_use;
        CREATE INDEX IF NOT EXISTS responses_by_use_and_size ON responses(last_used, size, key);
        CREATE INDEX IF NOT EXISTS responses_by_group ON responses(cache_group, origin, user, size);
        """

    /// One row (id 0); the triggers keep it equal to COUNT(*) and SUM(size) of `responses`.
    /// A store replaces a row by an upsert, whose update fires the resize trigger:
    /// INSERT OR REPLACE would delete the old row without firing the delete trigger.
    static let totals = """
        CREATE TABLE IF NOT EXISTS cache_totals (
            id INTEGER PRIMARY KEY CHECK (id = 0),
            rows INTEGER NOT NULL,
            bytes INTEGER NOT NULL
        );
        CREATE TRIGGER IF NOT EXISTS responses_count_insert AFTER INSERT ON responses BEGIN
            UPDATE cache_totals SET rows = rows + 1, bytes = bytes + NEW.size WHERE id = 0;
        END;
        CREATE TRIGGER IF NOT EXISTS responses_count_delete AFTER DELETE ON responses BEGIN
            UPDATE cache_totals SET rows = rows - 1, bytes = bytes - OLD.size WHERE id = 0;
        END;
        CREATE TRIGGER IF NOT EXISTS responses_count_resize AFTER UPDATE OF size ON responses BEGIN
            UPDATE cache_totals SET bytes = bytes - OLD.size + NEW.size WHERE id = 0;
        END;
        """
    /// Sets the totals from the rows: once when a file gets the table, and when `verify` checks it.
    static let recount = """
        INSERT OR REPLACE INTO cache_totals (id, rows, bytes)
        SELECT 0, COUNT(*), COALESCE(SUM(size), 0) FROM responses
        """

    static let upsert = """
        INSERT INTO responses
        (key, origin, user, method, url, status, headers, body, etag, last_modified, stored_at, last_used, size,
         cache_group, body_checksum)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(key) DO UPDATE SET origin = excluded.origin, user = excluded.user, method = excluded.method,
            url = excluded.url, status = excluded.status, headers = excluded.headers, body = excluded.body,
            etag = excluded.etag, last_modified = excluded.last_modified, stored_at = excluded.stored_at,
            last_used = excluded.last_used, size = excluded.size, cache_group = excluded.cache_group,
            body_checksum = excluded.body_checksum
        """
    static let totalBytes = "SELECT bytes FROM cache_totals WHERE id = 0"
    static let totalRows = "SELECT rows FROM cache_totals WHERE id = 0"
    /// The least recently used rows, a few at a time: a store past the limit reads
    /// as many as it evicts, not the whole index.
    static let evictionBatch = "SELECT key, size FROM responses ORDER BY last_used ASC LIMIT ?"
    static let defaultEvictionBatchRows: Int64 = 16
    /// Rows without a group come first, as a NULL group.
    static let groupSizes = "SELECT cache_group, COUNT(*), COALESCE(SUM(size), 0) FROM responses GROUP BY cache_group"
    /// `= NULL` would match nothing; `IS` matches a NULL group and a named one alike, and still searches the index.
    static let removeGroup = "DELETE FROM responses WHERE cache_group IS ? AND origin = ? AND user = ?"

    /// Creates or upgrades the file; run in the opening transaction, so a second
    /// process opening the same old file waits, then finds it upgraded.
    static func prepare(_ connection: borrowing SQLiteDatabase.Connection) throws(SQLiteDatabase.Failure) {
        try connection.execute(table)
        try migrate(connection)
        try connection.execute(indexes)
    }

    private static func migrate(_ connection: borrowing SQLiteDatabase.Connection) throws(SQLiteDatabase.Failure) {
        let found = try connection.query("PRAGMA user_version").first?.first?.integer ?? 0
        guard found < version else { return }
        // A file created just now has the columns already, from `table`.
        let existing = try connection.query("PRAGMA table_info(responses)").compactMap { $0[1].text }
        if !existing.contains("cache_group") {
            try connection.execute("ALTER TABLE responses ADD COLUMN cache_group TEXT")
        }
        if !existing.contains("body_checksum") {
            try connection.execute("ALTER TABLE responses ADD COLUMN body_checksum INTEGER")
            try addChecksums(connection)
        }
        try connection.execute(totals)
        try connection.query(recount)
        try connection.execute("PRAGMA user_version = \(version)")
    }

    /// The rows of an older file get the checksums of the bodies they hold now: once, in the upgrade.
    private static func addChecksums(_ connection: borrowing SQLiteDatabase.Connection) throws(SQLiteDatabase.Failure) {
        for row in try connection.query("SELECT rowid, body FROM responses") {
            guard let rowid = row[0].integer else { continue }
            try connection.query("UPDATE responses SET body_checksum = ? WHERE rowid = ?",
                                 [.integer(BodyChecksum.of(row[1].blob ?? Data())), .integer(rowid)])
        }
    }

    /// The stored form of a group: none and "" are both no group, kept as NULL.
    static func value(of group: String?) -> SQLiteDatabase.Value {
        guard let group, !group.isEmpty else { return .null }
        return .text(group)
    }
}
