import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// SIGKILL in the middle of the cache's writes, of two processes writing at
/// once, and of a verify or salvage: a fresh process then reads back every
/// row that was reported committed, exactly, and never a row that differs
/// from what was written. Rounds: `COURIER_CRASH_ROUNDS` (default 30; the
/// closing figures come from 300).
final class CacheCrashTests: XCTestCase {
    private var directory: URL!
    private var writer: CrashWriter!
    private let rowsPerRound = 400
    private var rounds: Int { ProcessInfo.processInfo.environment["COURIER_CRASH_ROUNDS"].flatMap(Int.init) ?? 30 }
    private var dice = CrashDice(seed: UInt64(ProcessInfo.processInfo.environment["COURIER_CRASH_SEED"].flatMap(Int.init) ?? 29))

    override func setUpWithError() throws {
        writer = try CrashWriter()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-cache-crash-\(UUID().uuidString)")
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// Starts writer `id` on its rows of `round` and kills it once it has
    /// reported `after` commits; answers every commit it reported before dying.
    private func killMidWrite(id: Int, round: Int, after: Int) throws -> (RunningProcess, Set<Int>) {
        let process = try writer.start(["cache", directory.path, "\(id)", "\(round * rowsPerRound)", "\(rowsPerRound)"])
        var lines: [String] = []
        while CrashWriter.committed(in: lines).count < after, let line = process.nextLine() { lines.append(line) }
        return (process, CrashWriter.committed(in: lines))
    }

    private func assertNothingLostOrWrong(writer id: Int, committed: Set<Int>, rows: Int, context: String) throws {
        let check = try writer.check(directory, writer: id, first: 0, count: rows)
        XCTAssertTrue(check.available, "\(context): the cache did not open: \(check.log)")
        XCTAssertEqual(check.wrong.sorted(), [], "\(context): rows read back unlike what was written")
        XCTAssertEqual(committed.subtracting(check.ok).sorted(), [], "\(context): committed rows lost")
    }

    func testAWriterKilledAnywhereLosesNothingCommittedAndReadsBackNothingHalfWritten() throws {
        var committed = Set<Int>()
        for round in 0..<rounds {
            let after = Int.random(in: 0...60, using: &dice)
            let (process, reported) = try killMidWrite(id: 1, round: round, after: after)
            kill(process.pid, SIGKILL)
            committed.formUnion(reported)
            committed.formUnion(CrashWriter.committed(in: process.remainingLines()))
            XCTAssertTrue([0, 137].contains(process.wait()), "round \(round): the writer ended with \(process.wait())")
            if round % 10 == 9 || round == rounds - 1 {
                try assertNothingLostOrWrong(writer: 1, committed: committed, rows: (round + 1) * rowsPerRound, context: "after round \(round)")
            }
        }
        XCTAssertGreaterThan(committed.count, rounds, "the writers committed almost nothing: the test proved little")
    }

    func testTwoWritersKilledAtOnceLoseNothingEitherCommitted() throws {
        var committed: [Int: Set<Int>] = [1: [], 2: []]
        for round in 0..<max(5, rounds / 2) {
            let (first, firstReported) = try killMidWrite(id: 1, round: round, after: Int.random(in: 0...30, using: &dice))
            let (second, secondReported) = try killMidWrite(id: 2, round: round, after: Int.random(in: 0...30, using: &dice))
            kill(first.pid, SIGKILL)
            kill(second.pid, SIGKILL)
            committed[1]!.formUnion(firstReported.union(CrashWriter.committed(in: first.remainingLines())))
            committed[2]!.formUnion(secondReported.union(CrashWriter.committed(in: second.remainingLines())))
            first.wait()
            second.wait()
        }
        let rows = max(5, rounds / 2) * rowsPerRound
        try assertNothingLostOrWrong(writer: 1, committed: committed[1]!, rows: rows, context: "writer 1")
        try assertNothingLostOrWrong(writer: 2, committed: committed[2]!, rows: rows, context: "writer 2")
    }

    func testAVerifyOrSalvageKilledAnywhereLeavesACacheThatOpensAndReadsBackNothingWrong() throws {
        let rows = 3000
        let filled = try writer.run(["cache", directory.path, "1", "0", "\(rows)"])
        XCTAssertEqual(CrashWriter.committed(in: filled).count, rows)
        XCTAssertEqual(filled.last, "closed")
        try damageTheMiddle(of: directory.appendingPathComponent("cache.sqlite"))
        for round in 0..<max(5, rounds / 3) {
            let process = try writer.start(["verify", directory.path])
            // Opening, salvaging and verifying this file takes a second or so: kill it somewhere in there.
            let deadline = Date().addingTimeInterval(Double.random(in: 0...1.0, using: &dice))
            while Date() < deadline, process.exitStatus == nil { usleep(1000) }
            kill(process.pid, SIGKILL)
            process.wait()
            let check = try writer.check(directory, writer: 1, first: 0, count: rows)
            XCTAssertTrue(check.available, "round \(round): the cache did not open after a killed verify: \(check.log)")
            XCTAssertEqual(check.wrong.sorted(), [], "round \(round): rows read back unlike what was written")
        }
        let verified = try writer.run(["verify", directory.path])
        XCTAssertTrue(verified.contains { $0.hasPrefix("verified") }, "\(verified)")
        let check = try writer.check(directory, writer: 1, first: 0, count: rows)
        XCTAssertEqual(check.wrong.sorted(), [])
        XCTAssertGreaterThan(check.ok.count, rows / 2, "a salvage keeps the rows outside the damage")
        let movedAside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".corrupt-") }
        XCTAssertFalse(movedAside.isEmpty, "no salvage ever ran: the damage was not where the test meant it")
    }

    /// 64 KB of garbage a third of the way in: pages of rows and of the index.
    private func damageTheMiddle(of file: URL) throws {
        let handle = try FileHandle(forUpdating: file)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 3)
        var garbage = Data(count: 65_536)
        for index in garbage.indices { garbage[index] = UInt8(truncatingIfNeeded: index &* 131 &+ 7) }
        try handle.write(contentsOf: garbage)
    }
}
