import Foundation

/// What was saved from a damaged file: the rows copied into the new one, and
/// the rows that could not be read or failed their checksum (nil when the
/// damage hid how many rows there were).
public struct CacheSalvageReport: Sendable, Equatable {
    /// Rows copied into the new file.
    public var kept: Int
    /// Rows left behind; nil when the damage hid how many there were.
    public var lost: Int?

    /// A report of a salvage.
    public init(kept: Int, lost: Int?) {
        self.kept = kept
        self.lost = lost
    }
}

/// Copies every row that can still be read out of a damaged cache file into the
/// cache in use. Rows are read in rowid ranges: a range that crosses a damaged
/// page fails as a whole, and is then read one rowid at a time, so one bad page
/// costs its own rows and not the scan. A row whose body fails its checksum is
/// left behind; a row from a layout without checksums gets one. Rows are
/// written a range at a time, each range its own short transaction, and never
/// over a row of the same key stored meanwhile, which is newer.
enum CacheSalvage {
    /// Rows read per range, and written per transaction.
    static let defaultRangeRows: Int64 = 256
    /// How far past the last readable row the scan goes on probing: enough for a
    /// damaged run of leaves of small rows, or a damaged last leaf when even the
    /// largest rowid cannot be read.
    static let defaultBlindProbeRows: Int64 = 16_384

    /// Copies `damaged`'s readable rows into `target`; nil when `stop` said to stop
    /// first (the wreck stays pending, and the next open copies it again: the rows
    /// already copied are skipped then).
    static func copy(from damaged: String, into target: SQLiteDatabase, stop: () -> Bool) -> CacheSalvageReport? {
        guard let source = try? SQLiteDatabase(path: damaged) else { return CacheSalvageReport(kept: 0, lost: nil) }
        defer { source.close() }
        // cell_size_check finds damage inside a page that would otherwise be read as data;
        // writable_schema lets a truncated file (shorter than its header says) be read at all,
        // and query_only keeps that from ever writing to the wreck.
        try? source.execute("PRAGMA cell_size_check = ON; PRAGMA writable_schema = ON; PRAGMA query_only = ON;")
        let expected = expectedRows(in: source)
        // OR IGNORE leaves out a row a damaged page gave a NULL where none may be, a key
        // twice, or a key the cache has stored since.
        let insert = "INSERT OR IGNORE INTO responses (\(CacheSchema.columns.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: CacheSchema.columns.count).joined(separator: ", ") + ")"
        var kept = 0
        var batch: [[SQLiteDatabase.Value]] = []
        func flush() throws(SQLiteDatabase.Failure) {
            guard !batch.isEmpty else { return }
            let rows = batch
            batch = []
            try target.transaction { connection throws(SQLiteDatabase.Failure) in
                for row in rows { try connection.query(insert, row) }
            }
            kept += rows.count
        }
        do {
            let finished = try readableRows(of: source, stop: stop) { row throws(SQLiteDatabase.Failure) in
                batch.append(row)
                if batch.count >= Int(defaultRangeRows) { try flush() }
            }
            try flush()
            guard finished else { return nil }
        } catch {
            return nil
        }
        return CacheSalvageReport(kept: kept, lost: expected.map { max($0 - kept, 0) })
    }

    /// How many rows the file held: from the totals, else counted from an index
    /// (which may be whole where the table is not); nil when neither can be read.
    private static func expectedRows(in source: SQLiteDatabase) -> Int? {
        for sql in [CacheSchema.totalRows, "SELECT COUNT(*) FROM responses"] {
            if let count = (try? source.query(sql))?.first?.first?.integer { return Int(count) }
        }
        return nil
    }

    /// Calls `take` with each row that reads whole and passes its checksum, in the columns of
    /// `CacheSchema.columns`; false when `stop` ended the scan before its end.
    private static func readableRows(
        of source: SQLiteDatabase, stop: () -> Bool, _ take: ([SQLiteDatabase.Value]) throws(SQLiteDatabase.Failure) -> Void
    ) throws(SQLiteDatabase.Failure) -> Bool {
        guard let present = try? Set(source.query("PRAGMA table_info(responses)").compactMap { $0[1].text }),
              present.contains("body") else { return true }
        // Columns an older layout lacks read as NULL; the checksum is then made from the body.
        let selected = CacheSchema.columns.map { present.contains($0) ? $0 : "NULL" }.joined(separator: ", ")
        let range = "SELECT rowid, \(selected) FROM responses WHERE rowid >= ? ORDER BY rowid LIMIT ?"
        let single = "SELECT rowid, \(selected) FROM responses WHERE rowid = ?"
        let last = largestRowid(in: source) ?? Int64.max
        let first = (try? source.query("SELECT MIN(rowid) FROM responses"))?.first?.first?.integer ?? 1
        var next = max(first, Int64.min + 1)
        var lastRead = next - 1
        // Past the largest rowid, or too far past the last row read: a damaged page can
        // report a largest rowid no row has, and the scan must not probe up to it.
        while next <= last && next - lastRead <= defaultBlindProbeRows {
            if stop() { return false }
            // Rowids may go up to Int64.max (a file written by hand): the scan ends there, not in a trap.
            let end = next > Int64.max - defaultRangeRows ? Int64.max : next + defaultRangeRows
            if let rows = try? source.query(range, [.integer(next), .integer(defaultRangeRows)]) {
                for row in rows { try takeIfWhole(row, take) }
                guard let final = rows.last?[0].integer, final < Int64.max else { return true }
                next = final + 1
                lastRead = final
            } else {
                for rowid in next..<end {
                    guard let row = (try? source.query(single, [.integer(rowid)]))?.first else { continue }
                    try takeIfWhole(row, take)
                    lastRead = rowid
                }
                guard end < Int64.max else { return true }
                next = end
            }
        }
        return true
    }

    /// The largest rowid, from the table or else from an index, whose entries carry it.
    private static func largestRowid(in source: SQLiteDatabase) -> Int64? {
        let indexes = ["responses_by_user", "responses_by_use_and_size", "sqlite_autoindex_responses_1"]
        for sql in ["SELECT MAX(rowid) FROM responses"] + indexes.map({ "SELECT MAX(rowid) FROM responses INDEXED BY \($0)" }) {
            if let largest = (try? source.query(sql))?.first?.first?.integer { return largest }
        }
        return nil
    }

    /// `row` is the rowid, then the columns: passed on without the rowid when its body is whole.
    private static func takeIfWhole(
        _ row: [SQLiteDatabase.Value], _ take: ([SQLiteDatabase.Value]) throws(SQLiteDatabase.Failure) -> Void
    ) throws(SQLiteDatabase.Failure) {
        var columns = Array(row.dropFirst())
        guard let body = columns[CacheSchema.bodyColumn].blob else { return }
        switch columns[CacheSchema.checksumColumn] {
        case .null: columns[CacheSchema.checksumColumn] = .integer(BodyChecksum.of(body))
        case let stored: guard BodyChecksum.matches(body, stored.integer) else { return }
        }
        try take(columns)
    }
}
