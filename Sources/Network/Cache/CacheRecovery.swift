import Foundation
import Reactive
import Synchronization

/// What an open of the cache leaves to the background, so that it costs the
/// same after a crash or on a damaged file as a clean open: the whole-file
/// check an unclean close calls for (`quick_check`, through a connection of
/// its own, so reads and writes go on meanwhile), and the copy of a damaged
/// file's rows into the new one (`CacheSalvage`). On a large file both take
/// hundreds of milliseconds or more (courier-bench cache).
final class CacheRecovery: Sendable {
    /// How often `stop` and `stopCheck` repeat an interrupt a check may have started after.
    static let defaultInterruptInterval: TimeInterval = 0.005

    private let path: String
    private let log: @Sendable (String) -> Void
    /// Trims the cache to its size after a copy.
    private let trim: @Sendable (SQLiteDatabase) -> Void
    /// Entered by every piece of background work: `stop` and `wait` wait for it.
    private let running = DispatchGroup()
    /// Entered while the check's connection is open.
    private let checking = DispatchGroup()
    /// The check's connection while it is open, for an interrupt.
    private let checker = SanitizerVisibleMutex<SQLiteDatabase?>(nil)
    /// Set by `stop` (the cache closing): a check ends at once, a copy after the range it is writing.
    private let stopping = Atomic<Bool>(false)
    /// What each copy saved, until `takeReports` answers it.
    private let reports = SanitizerVisibleMutex<[CacheSalvageReport]>([])

    init(path: String, log: @escaping @Sendable (String) -> Void, trim: @escaping @Sendable (SQLiteDatabase) -> Void) {
        self.path = path
        self.log = log
        self.trim = trim
    }

    // MARK: The check

    /// Reads the whole file in the background; calls `damaged` when it finds damage,
    /// and clears the mark that a check is owed when it finds none. A check stopped
    /// first leaves the mark, so the next open checks again.
    func check(then damaged: @escaping @Sendable () -> Void) {
        running.enter()
        checking.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            defer { running.leave() }
            let whole = readWhole()
            checking.leave()
            switch whole {
            case true?: CacheOpening.markChecked(path)
            case false?: damaged()
            case nil: break
            }
        }
    }

    /// True: whole; false: damaged; nil: stopped, or the file could not be opened.
    private func readWhole() -> Bool? {
        guard !stopping.load(ordering: .acquiring), let connection = try? SQLiteDatabase(path: path, creating: false) else {
            return nil
        }
        checker.withLock { $0 = connection }
        // Closed before `checking` is left: a recovery waits for that before it moves the
        // file aside, since this connection, closing last, would delete the new file's WAL.
        defer {
            checker.withLock { $0 = nil }
            connection.close()
        }
        do {
            try connection.execute("PRAGMA query_only = ON;")
            try CacheOpening.requireWhole(connection, check: "quick_check")
            return true
        } catch let failure where failure.isCorruption {
            return false
        } catch {
            return nil
        }
    }

    /// Ends a check in progress and waits until its connection is closed: before the file is moved aside.
    func stopCheck() {
        while checking.wait(timeout: .now() + Self.defaultInterruptInterval) == .timedOut {
            checker.withLock { $0?.interrupt() }
        }
    }

    // MARK: The copy

    /// Copies the rows of the wrecks `pending` into `target` in the background.
    /// A wreck another process is copying is left to it.
    func salvage(_ pending: [String], into target: SQLiteDatabase) {
        guard !pending.isEmpty else { return }
        running.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            defer { running.leave() }
            for wreck in pending where !copyRows(of: wreck, into: target, waitingForOthers: false) { return }
        }
    }

    /// Before rows are forgotten: lets every copy end, this process's and other
    /// processes', and copies what no process is copying, so that no copy brings
    /// the forgotten rows back afterwards.
    func finish(into target: SQLiteDatabase?) {
        running.wait()
        guard let target else { return }
        for wreck in CacheWrecks.pending(besides: path) { _ = copyRows(of: wreck, into: target, waitingForOthers: true) }
    }

    /// Copies one wreck's rows into `target`, holding a lock on the wreck so one process
    /// at a time copies it; then trims the cache, renames the wreck `.corrupt-…`, and
    /// logs one line. False when `stop` ended the copy first.
    private func copyRows(of wreck: String, into target: SQLiteDatabase, waitingForOthers: Bool) -> Bool {
        let lock = open(wreck, O_RDONLY | O_CLOEXEC)
        guard lock >= 0 else { return true }
        defer { close(lock) }
        guard flock(lock, LOCK_EX | (waitingForOthers ? 0 : LOCK_NB)) == 0,
              // Waited for: the other process may have finished it and renamed it.
              access(wreck, F_OK) == 0 else { return true }
        guard let report = CacheSalvage.copy(from: wreck, into: target, stop: { stopping.load(ordering: .acquiring) })
        else { return false }
        trim(target)
        let aside = CacheWrecks.finish(wreck)
        let lost = report.lost.map(String.init) ?? "an unknown number"
        log("the cache at \(path) was damaged; kept \(report.kept) of its rows and lost \(lost); moved it to \(aside)")
        reports.withLock { $0.append(report) }
        return true
    }

    /// What the copies since the last call saved, oldest first: each is answered once.
    func takeReports() -> [CacheSalvageReport] {
        reports.withLock { reports in
            defer { reports = [] }
            return reports
        }
    }

    // MARK: Ending

    /// Ends the work in progress (a check at once, a copy after its range) and waits for it: the cache is closing.
    func stop() {
        stopping.store(true, ordering: .releasing)
        while running.wait(timeout: .now() + Self.defaultInterruptInterval) == .timedOut {
            checker.withLock { $0?.interrupt() }
        }
    }

    /// Waits for the work in progress to end by itself; false when `timeout` passed first.
    func wait(timeout: TimeInterval) -> Bool {
        running.wait(timeout: .now() + timeout) == .success
    }
}
