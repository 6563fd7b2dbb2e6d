import CSQLite
import Foundation
import Reactive
import Synchronization

/// The one owner of SQLite I/O: a connection, statements, and the errors
/// SQLite reports. Every call is serialised by a lock; SQLite's own locking
/// (WAL plus a busy timeout) lets other processes share the file.
final class SQLiteDatabase: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var description: String { "SQLite \(code): \(message)" }

        /// Another connection holds a lock this one needs.
        var isBusy: Bool {
            let primary = code & 0xFF
            return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
        }

        /// The disk (or the file system's quota) has no room for what was written.
        var isDiskFull: Bool { code & 0xFF == SQLITE_FULL }

        /// The file is not a database, or is damaged: move it aside and start again.
        var isCorruption: Bool {
            let primary = code & 0xFF
            return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
        }
    }

    /// A value to bind or read.
    enum Value: Sendable, Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)
    }

    static let defaultBusyTimeoutMilliseconds: Int32 = 5000

    private let connection: SanitizerVisibleMutex<OpaquePointer?>
    /// The handle's address again, for `interrupt` alone: the statement it stops holds the
    /// connection's lock, and sqlite3_interrupt is the one call SQLite allows from another thread.
    private let interruptible: SanitizerVisibleMutex<UInt?>
    let path: String
    /// The file opened, which a rename does not change: a salvage moves aside only this one.
    let fileIdentity: FileIdentity?

    /// Opens `path`, creating it unless `creating` is false (then a missing file is an error).
    init(
        path: String, creating: Bool = true, busyTimeoutMilliseconds: Int32 = SQLiteDatabase.defaultBusyTimeoutMilliseconds
    ) throws(Failure) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (creating ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            throw Failure(code: status, message: message)
        }
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(handle, 1)
        self.interruptible = SanitizerVisibleMutex(UInt(bitPattern: handle))
        self.connection = SanitizerVisibleMutex(handle)
        self.path = path
        self.fileIdentity = FileIdentity(path: path)
    }

    deinit {
        close()
    }

    /// Closes the file now, after any statement another thread is running; later
    /// calls fail as closed. Waiting for the last reference instead would close it
    /// on whichever thread lets go last, at a time nobody can wait for.
    func close() {
        interruptible.withLock { $0 = nil }
        connection.withLock { handle in
            sqlite3_close_v2(handle)
            handle = nil
        }
    }

    /// Makes the statement running on another thread fail with SQLITE_INTERRUPT
    /// (`PRAGMA quick_check` stops within milliseconds). A statement not yet begun
    /// is not stopped: whoever interrupts repeats it until the work has ended.
    func interrupt() {
        interruptible.withLock { address in
            if let address, let handle = OpaquePointer(bitPattern: address) { sqlite3_interrupt(handle) }
        }
    }

    /// Runs statements that return nothing.
    func execute(_ sql: String) throws(Failure) {
        try withConnection { connection throws(Failure) in try connection.execute(sql) }
    }

    /// Runs one statement with bound values and returns its rows.
    @discardableResult
    func query(_ sql: String, _ values: [Value] = []) throws(Failure) -> [[Value]] {
        try withConnection { connection throws(Failure) in try connection.query(sql, values) }
    }

    /// Runs `body` in one transaction; rolls back if it throws. The lock is held
    /// throughout: taken per statement instead, another thread's statement would
    /// land inside this transaction, and its BEGIN would fail ("cannot start a
    /// transaction within a transaction") or its ROLLBACK undo ours.
    func transaction<T: Sendable>(_ body: (borrowing Connection) throws(Failure) -> T) throws(Failure) -> T {
        try withConnection { connection throws(Failure) -> T in
            try connection.execute("BEGIN IMMEDIATE")
            do throws(Failure) {
                let result = try body(connection)
                try connection.execute("COMMIT")
                return result
            } catch let failure {
                try? connection.execute("ROLLBACK")
                throw failure
            }
        }
    }

    /// The connection, held under the lock for the whole of `body`.
    func withConnection<T: Sendable>(_ body: (borrowing Connection) throws(Failure) -> T) throws(Failure) -> T {
        try connection.withLock { handle throws(Failure) -> T in
            guard let handle else { throw Failure(code: SQLITE_MISUSE, message: "closed") }
            return try body(Connection(handle: handle))
        }
    }

    /// The open handle, valid only inside `withConnection` / `transaction`.
    struct Connection: ~Copyable {
        fileprivate let handle: OpaquePointer

        func execute(_ sql: String) throws(Failure) {
            var error: UnsafeMutablePointer<CChar>?
            let status = sqlite3_exec(handle, sql, nil, nil, &error)
            if status != SQLITE_OK {
                let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
                sqlite3_free(error)
                throw Failure(code: status, message: message)
            }
        }

        @discardableResult
        func query(_ sql: String, _ values: [Value] = []) throws(Failure) -> [[Value]] {
            var statement: OpaquePointer?
            var status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
            guard status == SQLITE_OK, let statement else { throw SQLiteDatabase.failure(handle, status) }
            defer { sqlite3_finalize(statement) }
            for (index, value) in values.enumerated() {
                let position = Int32(index + 1)
                switch value {
                case .null: status = sqlite3_bind_null(statement, position)
                case .integer(let number): status = sqlite3_bind_int64(statement, position, number)
                case .real(let number): status = sqlite3_bind_double(statement, position, number)
                case .text(let text): status = sqlite3_bind_text(statement, position, text, -1, courier_sqlite_transient())
                case .blob(let data):
                    status = data.withUnsafeBytes { bytes in
                        sqlite3_bind_blob(statement, position, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), courier_sqlite_transient())
                    }
                }
                guard status == SQLITE_OK else { throw SQLiteDatabase.failure(handle, status) }
            }
            var rows: [[Value]] = []
            while true {
                status = sqlite3_step(statement)
                if status == SQLITE_DONE { break }
                guard status == SQLITE_ROW else { throw SQLiteDatabase.failure(handle, status) }
                rows.append((0..<sqlite3_column_count(statement)).map { SQLiteDatabase.column(statement, $0) })
            }
            return rows
        }
    }

    fileprivate static func column(_ statement: OpaquePointer, _ index: Int32) -> Value {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    fileprivate static func failure(_ handle: OpaquePointer, _ status: Int32) -> Failure {
        Failure(code: status, message: String(cString: sqlite3_errmsg(handle)))
    }
}

extension SQLiteDatabase.Value {
    var integer: Int64? { if case .integer(let value) = self { return value }; return nil }
    var real: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }
    var text: String? { if case .text(let value) = self { return value }; return nil }
    var blob: Data? {
        switch self {
        case .blob(let value): return value
        case .text(let value): return Data(value.utf8)
        default: return nil
        }
    }
}
