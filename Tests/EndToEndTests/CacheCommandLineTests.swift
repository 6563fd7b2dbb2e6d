import CSQLite
import Foundation
import StagingServer
import XCTest

/// The offline cache through the built `courier`: offline reads, the cache
/// flags and subcommands, and several processes on one database.
final class CacheCommandLineTests: XCTestCase {
    private var server: StagingServer!
    private var home: URL!
    private var cacheDirectory: URL { home.appendingPathComponent("cache") }
    private var cacheFile: URL { cacheDirectory.appendingPathComponent("cache.sqlite") }

    override func setUpWithError() throws {
        server = StagingServer()
        try server.start()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("courier-cache-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// courier against the server, with its session and (unless told) its cache under `home`.
    private func courier(_ arguments: [String], input: String? = nil, cacheDir: Bool = true) throws -> ProcessRunner.Result {
        try courierRunner(cacheDir: cacheDir)(arguments, input)
    }

    /// The same, as a value that any thread may call.
    private func courierRunner(cacheDir: Bool = true) -> @Sendable ([String], String?) throws -> ProcessRunner.Result {
        let common = ["--host", "test", "--base-url", server.baseURL.absoluteString, "--timeout", "5"]
            + (cacheDir ? ["--cache-dir", cacheDirectory.path] : [])
        let environment = ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                           "XDG_CACHE_HOME": home.appendingPathComponent("xdg-cache").path, "LANG": "C.UTF-8"]
        return { arguments, input in
            try ProcessRunner.run("courier", common + arguments, input: input, environment: environment)
        }
    }

    private func signIn(file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
    }

    /// Signs in and caches two rows: a page of products, and the user whose body has "firstName".
    private func cacheAProductPageAndAUser(file: StaticString = #filePath, line: UInt = #line) throws {
        try signIn(file: file, line: line)
        XCTAssertEqual(try courier(["get", "products", "--limit", "4"]).status, 0, file: file, line: line)
        XCTAssertEqual(try courier(["get", "users", "--id", "1"]).status, 0, file: file, line: line)
    }

    /// Rewrites `text` in every cached body holding it, leaving the checksums as they were;
    /// answers how many rows changed.
    private func changeBodies(containing text: String, to replacement: String) throws -> Int {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open(cacheFile.path, &database) == SQLITE_OK else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: cacheFile.path])
        }
        let quoted = { (value: String) in "'" + value.replacingOccurrences(of: "'", with: "''") + "'" }
        let sql = "UPDATE responses SET body = CAST(replace(CAST(body AS TEXT), \(quoted(text)), \(quoted(replacement))) AS BLOB)"
            + " WHERE instr(CAST(body AS TEXT), \(quoted(text))) > 0"
        guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: String(cString: sqlite3_errmsg(database))])
        }
        return Int(sqlite3_changes(database))
    }

    /// "entries  3" → 3.
    private func stat(_ name: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) }
    }

    // MARK: Offline

    func testGetOfflinePrintsTheCachedDataAndItsAgeAndExitsZero() throws {
        try signIn()
        let online = try courier(["get", "products", "--limit", "5"])
        XCTAssertEqual(online.status, 0, online.standardError)
        XCTAssertTrue(online.standardError.isEmpty, online.standardError)

        server.stop()
        let offline = try courier(["get", "products", "--limit", "5"])
        XCTAssertEqual(offline.status, 0, offline.standardError)
        XCTAssertEqual(offline.standardOutput, online.standardOutput, "the cached data, printed the same way")
        XCTAssertTrue(offline.standardError.contains("offline: showing data cached "), offline.standardError)
        XCTAssertNotNil(offline.standardError.range(of: #"cached (just now|\d+ s ago)"#, options: .regularExpression),
                        offline.standardError)
    }

    func testGetOfflineWithNothingCachedForThatQueryFails() throws {
        try signIn()
        XCTAssertEqual(try courier(["get", "products", "--limit", "5"]).status, 0)
        server.stop()
        let result = try courier(["get", "products", "--limit", "6"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.contains("cannot reach the server"), result.standardError)
        XCTAssertTrue(result.standardError.contains("Nothing is cached for this query"), result.standardError)
    }

    // MARK: Flags

    func testNoCacheTouchesNoFile() throws {
        try signIn()
        // Only $XDG_CACHE_HOME/courier is ours: FoundationNetworking makes an empty
        // org.swift.foundation.URLCache directory there for any URLSession.
        let defaultDirectory = home.appendingPathComponent("xdg-cache/courier")
        var result = try courier(["--no-cache", "get", "products", "--limit", "3"], cacheDir: false)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: defaultDirectory.path), "no $XDG_CACHE_HOME/courier")
        result = try courier(["--no-cache", "get", "posts", "--limit", "3"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory.path), "no --cache-dir either")

        result = try courier(["get", "products", "--limit", "3"], cacheDir: false)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: defaultDirectory.appendingPathComponent("cache.sqlite").path),
                      "without --no-cache the default place is used")
    }

    func testCacheStatsAndClear() throws {
        var result = try courier(["cache", "stats"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(stat("entries", in: result.standardOutput), "0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFile.path), "stats creates nothing")

        try cacheAProductPageAndAUser()
        result = try courier(["cache", "stats"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(stat("entries", in: result.standardOutput), "2", result.standardOutput)
        XCTAssertGreaterThan(Int(stat("bytes", in: result.standardOutput) ?? "") ?? 0, 1000, result.standardOutput)
        XCTAssertEqual(stat("limit", in: result.standardOutput), "52428800", "50 MB by default")
        XCTAssertEqual(stat("path", in: result.standardOutput), cacheFile.path)
        // Rows are kept under their resource's name from the registry.
        XCTAssertEqual(stat("  products", in: result.standardOutput), "1", result.standardOutput)
        XCTAssertEqual(stat("  users", in: result.standardOutput), "1", result.standardOutput)
        XCTAssertEqual(stat("  posts", in: result.standardOutput), "0", result.standardOutput)

        result = try courier(["--cache-size", "2", "cache", "stats"])
        XCTAssertEqual(stat("limit", in: result.standardOutput), "2097152")

        result = try courier(["cache", "clear"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Removed 2 cached responses"), result.standardOutput)
        XCTAssertEqual(stat("entries", in: try courier(["cache", "stats"]).standardOutput), "0")

        server.stop()
        XCTAssertEqual(try courier(["get", "products", "--limit", "4"]).status, 1, "cleared: nothing to show offline")
    }

    func testBadCacheUsageExitsTwo() throws {
        for arguments in [["cache"], ["cache", "wipe"], ["--no-cache", "cache", "stats"], ["--cache-size", "0", "get", "posts"],
                          ["--cache-size", "lots", "cache", "stats"], ["cache", "stats", "--json"], ["cache", "verify", "now"]] {
            let result = try courier(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("usage: courier"), result.standardError)
            XCTAssertTrue(result.standardError.contains("Run 'courier --help'"), result.standardError)
            XCTAssertFalse(result.standardError.contains("resources for get"), "the synopsis, not the whole help")
        }
        XCTAssertTrue(try courier(["--help"]).standardOutput.contains("--cache-size MB"))
    }

    func testLogoutRemovesThatUsersRows() throws {
        try signIn()
        XCTAssertEqual(try courier(["get", "posts", "--limit", "3"]).status, 0)
        // The page, and its three authors' names in one run of ids (85, 132 and 174).
        XCTAssertEqual(stat("entries", in: try courier(["cache", "stats"]).standardOutput), "2")
        XCTAssertEqual(try courier(["logout"]).status, 0)
        XCTAssertEqual(stat("entries", in: try courier(["cache", "stats"]).standardOutput), "0")
    }

    // MARK: Damage and sharing

    func testADamagedCacheFileIsReportedOnceAndReplaced() throws {
        try signIn()
        XCTAssertEqual(try courier(["get", "posts", "--limit", "3"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFile.path + "-wal"), "closed at exit: the file is whole")
        try Data(repeating: 0x5A, count: 32768).write(to: cacheFile)
        let result = try courier(["get", "posts", "--limit", "3"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.standardError)
        XCTAssertTrue(lines.first?.contains("was damaged") ?? false, result.standardError)
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
        XCTAssertEqual(stat("entries", in: try courier(["cache", "stats"]).standardOutput), "2",
                       "the new cache works: it holds the page and its authors' names")
    }

    func testCacheVerifyReportsAWholeCacheThenDropsADamagedRowThenSalvagesADamagedFile() throws {
        var result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(stat("checked", in: result.standardOutput), "0", result.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFile.path), "verify creates nothing")

        try cacheAProductPageAndAUser()
        result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(stat("checked", in: result.standardOutput), "2", result.standardOutput)
        XCTAssertEqual(stat("dropped", in: result.standardOutput), "0", result.standardOutput)
        XCTAssertEqual(stat("file", in: result.standardOutput), "ok", result.standardOutput)
        XCTAssertEqual(result.standardError, "")

        // The user's body changed behind the cache's back, through SQLite, so the file stays
        // whole and only the checksum disagrees. (Bytes changed in the file itself once hit a
        // stale copy of the body beside a free block's header, and the file was damaged.)
        XCTAssertEqual(try changeBodies(containing: #""firstName""#, to: #""firstNamf""#), 1, "the user's row")
        result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 1, "something had to be dropped: \(result.standardOutput)")
        XCTAssertEqual(stat("checked", in: result.standardOutput), "2", result.standardOutput)
        XCTAssertEqual(stat("dropped", in: result.standardOutput), "1", result.standardOutput)
        XCTAssertEqual(stat("file", in: result.standardOutput), "ok", result.standardOutput)
        result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 0, "dropped for good: \(result.standardOutput)")
        XCTAssertEqual(stat("checked", in: result.standardOutput), "1", result.standardOutput)

        try Data(repeating: 0x5A, count: 32768).write(to: cacheFile)
        result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("file     damaged: salvaged, 0 rows kept"), result.standardOutput)
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("was damaged"), result.standardError)
        result = try courier(["cache", "verify"])
        XCTAssertEqual(result.status, 0, "the new file is whole: \(result.standardOutput)")
        XCTAssertTrue(try courier(["--help"]).standardOutput.contains("cache verify"))
    }

    func testSeveralProcessesShareOneCache() throws {
        try signIn()
        let queries = [["get", "products", "--limit", "7"], ["get", "posts", "--limit", "7"],
                       ["get", "users", "--limit", "7"], ["get", "products", "--search", "phone"]]
        let runs = queries + queries
        let results = Locked<[Int: ProcessRunner.Result]>([:])
        let failures = Locked<[String]>([])
        let courier = courierRunner()
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            do {
                let result = try courier(runs[index], nil)
                results.mutate { $0[index] = result }
            } catch {
                failures.mutate { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(failures.value, [])
        for (index, result) in results.value.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(result.status, 0, "\(runs[index]): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", "\(runs[index]): no busy or locked database")
        }
        // One row per query, and one for the names of the posts' authors (a run of ids).
        XCTAssertEqual(stat("entries", in: try courier(["cache", "stats"], nil).standardOutput), "\(queries.count + 1)")

        server.stop()
        for query in queries {
            let offline = try courier(query, nil)
            XCTAssertEqual(offline.status, 0, "\(query) was cached by one of the processes: \(offline.standardError)")
        }
    }
}

/// A value closures on any thread can read and change.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
