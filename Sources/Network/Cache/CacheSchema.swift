/// The cache file's layout, how an older file is brought up to it, and the
/// statements that must be answered from an index alone.
///
/// `size` sits after the body, so reading it from the table walks every row's
/// overflow pages: the sum and the eviction scan after each store would read the
/// whole file. Covering indexes answer them from a few pages. `cache_group` is
/// after the body too (where ALTER TABLE puts it in older files), so whatever
/// filters or sums by group goes through an index that holds it.
enum CacheSchema {
    /// PRAGMA user_version. 0: the first layout, without `cache_group`; 1: with it.
    static let version: Int64 = 1

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
            cache_group TEXT
        );
        """

    static let indexes = """
        CREATE INDEX IF NOT EXISTS responses_by_user ON responses(origin, user);
        DROP INDEX IF EXISTS responses_by_use;
        CREATE INDEX IF NOT EXISTS responses_by_use_and_size ON responses(last_used, size, key);
        CREATE INDEX IF NOT EXISTS responses_by_group ON responses(cache_group, origin, user, size);
        """

    static let sizeSum = "SELECT COALESCE(SUM(size), 0) FROM responses"
    static let evictionScan = "SELECT key, size FROM responses ORDER BY last_used ASC"
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
        // A file created just now has the column already, from `table`.
        let columns = try connection.query("PRAGMA table_info(responses)").compactMap { $0[1].text }
        if !columns.contains("cache_group") {
            try connection.execute("ALTER TABLE responses ADD COLUMN cache_group TEXT")
        }
        try connection.execute("PRAGMA user_version = \(version)")
    }

    /// The stored form of a group: none and "" are both no group, kept as NULL.
    static func value(of group: String?) -> SQLiteDatabase.Value {
        guard let group, !group.isEmpty else { return .null }
        return .text(group)
    }
}
