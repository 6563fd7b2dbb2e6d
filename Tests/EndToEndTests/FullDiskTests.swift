import Foundation
import StagingServer
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The cache and the session file on a disk with no room: what was
/// committed stays readable, nothing half-written appears, and the person
/// is told plainly. The disk is a small tmpfs, which needs root (CI runs as
/// root); elsewhere these tests skip.
final class FullDiskTests: XCTestCase {
    private var mountPoint: URL!
    private var writer: CrashWriter!

    override func setUpWithError() throws {
        writer = try CrashWriter()
        guard getuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root") }
        mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("courier-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let mounted = try Subprocess.run("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint.path])
        guard mounted.status == 0 else {
            throw XCTSkip("could not mount a tmpfs: \(String(decoding: mounted.standardError, as: UTF8.self))")
        }
    }

    override func tearDown() {
        guard let mountPoint else { return }
        _ = try? Subprocess.run("umount", [mountPoint.path])
        try? FileManager.default.removeItem(at: mountPoint)
    }

    func testAFullDiskKeepsEveryCommittedRowReadableSaysSoOnceAndStoresAgainOnceThereIsRoom() throws {
        let cache = mountPoint.appendingPathComponent("cache")
        let other = mountPoint.appendingPathComponent("other-files")
        try Data(count: 96 * 1024).write(to: other)
        let lines = try writer.run(["cache", cache.path, "1", "0", "400"])
        let committed = CrashWriter.committed(in: lines)
        XCTAssertFalse(committed.isEmpty, "nothing fit at all: the test proves nothing")
        XCTAssertTrue(lines.contains("refused 399"), "the disk never filled: \(lines.suffix(3))")
        let told = lines.filter { $0.contains("the disk is full") }
        XCTAssertEqual(told.count, 1, "said once, not at every write: \(lines.filter { $0.hasPrefix("log:") }.prefix(3))")

        let check = try writer.check(cache, writer: 1, first: 0, count: 400)
        XCTAssertTrue(check.available)
        XCTAssertEqual(check.wrong.sorted(), [])
        XCTAssertEqual(committed.subtracting(check.ok).sorted(), [], "a full disk hid committed rows from a reader")

        // Room again (the person cleared their disk): the same cache stores once more.
        try FileManager.default.removeItem(at: other)
        let again = try writer.run(["cache", cache.path, "1", "400", "5"])
        XCTAssertTrue(CrashWriter.committed(in: again).contains(400), "nothing stored once there was room: \(again)")
    }

    func testASessionThatCannotBeSavedLeavesTheOldOneWholeAndSaysWhy() throws {
        let file = mountPoint.appendingPathComponent("session.json")
        XCTAssertEqual(try writer.run(["session", file.path, "1"]), ["saved 0"])
        try fill(mountPoint)
        let failed = try writer.run(["session", file.path, "3"])
        XCTAssertEqual(failed.count, 3)
        for line in failed {
            XCTAssertTrue(line.contains("could not be saved to \(file.path): No space left on device"), line)
        }
        XCTAssertEqual(try writer.run(["check-session", file.path]), ["whole 0"], "the old session must stay whole")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: mountPoint.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "a half-written temporary file was left behind")
    }

    func testCourierLoginOnAFullDiskSaysTheSessionWasNotSavedAndFails() throws {
        let server = StagingServer()
        try server.start()
        defer { server.stop() }
        let config = mountPoint.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("courier"), withIntermediateDirectories: true)
        try fill(mountPoint)
        let login = try ProcessRunner.run("courier", ["--host", "test", "--base-url", server.baseURL.absoluteString, "--no-cache",
                                                      "login", "--username", "emilys"],
                                          input: "emilyspass\n", environment: ["XDG_CONFIG_HOME": config.path])
        XCTAssertEqual(login.status, 1, login.standardError)
        XCTAssertTrue(login.standardError.contains("the session could not be saved"), login.standardError)
        XCTAssertTrue(login.standardError.contains("No space left on device"), login.standardError)
    }

    /// Takes every free block.
    private func fill(_ directory: URL) throws {
        let filler = directory.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
    }
}
