import Foundation

/// What `OfflineCache.verify()` found: `courier cache verify` prints it.
public struct CacheVerification: Sendable, Equatable {
    /// Rows whose body was read and compared with its checksum.
    public var rowsChecked: Int
    /// Rows deleted because their body no longer matched its checksum.
    public var damagedRowsDropped: Int
    /// What was saved when the file itself was damaged, found by the check or
    /// since the last one (at open, say); nil when the file was whole.
    public var salvage: CacheSalvageReport?

    /// Nothing had to be dropped or salvaged.
    public var isClean: Bool { damagedRowsDropped == 0 && salvage == nil }

    /// A report as `verify()` makes it.
    public init(rowsChecked: Int, damagedRowsDropped: Int, salvage: CacheSalvageReport?) {
        self.rowsChecked = rowsChecked
        self.damagedRowsDropped = damagedRowsDropped
        self.salvage = salvage
    }
}

extension OfflineCache {
    /// Rows whose checksums one read of `verify()` compares.
    static let defaultVerifyBatchRows: Int64 = 256

    /// Checks the whole file (`integrity_check`: pages, and indexes against rows),
    /// salvaging it if it is damaged, then every row's body against its checksum,
    /// dropping those that fail, and recounts the totals. Nil when the cache is off.
    public func verify() -> CacheVerification? {
        guard isAvailable else { return nil }
        // A salvage going on in the background is part of what is reported.
        waitForSalvage()
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try CacheOpening.requireWhole(database, check: "integrity_check")
        }
        var checked = 0
        var damaged: [Int64] = []
        var after = Int64.min
        // A read that meets damage salvages the file and answers nil, which ends the scan.
        while let rows = withDatabase({ database throws(SQLiteDatabase.Failure) in
            try database.query("SELECT rowid, body, body_checksum FROM responses WHERE rowid > ? ORDER BY rowid LIMIT ?",
                               [.integer(after), .integer(Self.defaultVerifyBatchRows)])
        }), let last = rows.last?[0].integer {
            for row in rows {
                checked += 1
                if !BodyChecksum.matches(row[1].blob ?? Data(), row[2].integer), let rowid = row[0].integer {
                    damaged.append(rowid)
                }
            }
            after = last
        }
        _ = withDatabase { database throws(SQLiteDatabase.Failure) in
            try database.transaction { connection throws(SQLiteDatabase.Failure) in
                for rowid in damaged { try connection.query("DELETE FROM responses WHERE rowid = ?", [.integer(rowid)]) }
                // Brings back into line totals that a writer without the triggers' upsert let drift.
                try connection.query(CacheSchema.recount)
            }
        }
        // The check may have found damage and started a salvage of its own.
        waitForSalvage()
        let salvages = takeSalvageReports()
        let salvage = salvages.last.map { last in
            CacheSalvageReport(kept: last.kept, lost: salvages.reduce(Optional(0)) { sum, report in
                sum.flatMap { sum in report.lost.map { sum + $0 } }
            })
        }
        return CacheVerification(rowsChecked: checked, damagedRowsDropped: damaged.count, salvage: salvage)
    }
}
