import Foundation
@testable import TUI
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A program run on the terminal (the pager, the editor) while a signal that
/// ends the app arrives: the child is asked to end too, the wait returns, and
/// the signal is left on the pipe for the event loop to end the app with.
final class ChildProcessSignalTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertTrue(SignalPipe.install(ChildProcess.passedOnSignals))
        _ = SignalPipe.drain()
    }

    override func tearDown() {
        SignalPipe.restore(ChildProcess.passedOnSignals)
        _ = SignalPipe.drain()
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// Runs a script made of `body` as the terminal's program (as `$EDITOR`
    /// is: `sh -c 'script "$1"'`), on a thread of its own, and answers once
    /// the script has started.
    private func runInBackground(_ body: String) throws -> (done: XCTestExpectation, result: () -> Result<ChildProcess.Ended, ChildProcessFailure>?) {
        let started = directory.appendingPathComponent("started")
        try? FileManager.default.removeItem(at: started)
        let script = directory.appendingPathComponent("program-\(UUID().uuidString).sh")
        try "#!/bin/sh\n: > \(started.path)\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o700)
        let box = ResultBox()
        let done = expectation(description: "the child's wait returned")
        Thread {
            box.set(ChildProcess.runOnTerminal(script.path, argument: "unused"))
            done.fulfill()
        }.start()
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: started.path) && Date() < deadline { usleep(10_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: started.path), "the program started")
        return (done, { box.value })
    }

    func testATerminationSignalIsPassedToTheChildAndLeftForTheEventLoop() throws {
        for signalNumber in ChildProcess.passedOnSignals {
            let heard = directory.appendingPathComponent("heard-\(signalNumber)").path
            let (done, result) = try runInBackground("trap 'echo yes > \(heard); kill $! 2>/dev/null; exit 7' TERM HUP\nsleep 600 & wait $!")
            XCTAssertEqual(kill(getpid(), signalNumber), 0)
            wait(for: [done], timeout: 30)
            XCTAssertEqual(result().map { try? $0.get() }, ChildProcess.Ended(status: 7), "the program ended by its own trap")
            XCTAssertTrue(FileManager.default.fileExists(atPath: heard), "the program heard signal \(signalNumber)")
            XCTAssertEqual(SignalPipe.drain(), [signalNumber], "kept for the event loop, and no SIGCHLD with it")
        }
    }

    func testAChildThatIgnoresTheSignalIsKilledAfterItsGrace() throws {
        let started = directory.appendingPathComponent("started").path
        let box = ResultBox()
        let done = expectation(description: "the child's wait returned")
        Thread {
            let pid = ChildProcessSignalTests.spawnIgnoringTerm(started: started)
            box.set(ChildProcess.waitOnTerminal(for: pid, endingGrace: .milliseconds(200)).map {
                ChildProcess.Ended(status: ($0 & 0x7F) == 0 ? ($0 >> 8) & 0xFF : 128 + ($0 & 0x7F))
            })
            done.fulfill()
        }.start()
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: started) && Date() < deadline { usleep(10_000) }
        XCTAssertEqual(kill(getpid(), SIGTERM), 0)
        wait(for: [done], timeout: 30)
        XCTAssertEqual(box.value.map { try? $0.get() }, ChildProcess.Ended(status: 128 + SIGKILL))
        XCTAssertEqual(SignalPipe.drain(), [SIGTERM])
    }

    func testOtherSignalsAreLeftOnThePipeAndTheChildRunsOn() throws {
        XCTAssertTrue(SignalPipe.install([SIGWINCH]))
        defer { SignalPipe.restore([SIGWINCH]) }
        let go = directory.appendingPathComponent("go").path
        let (done, result) = try runInBackground("while [ ! -e \(go) ]; do sleep 0.05; done; exit 3")
        XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
        XCTAssertEqual(kill(getpid(), SIGWINCH), 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: go, contents: nil))
        wait(for: [done], timeout: 30)
        XCTAssertEqual(result().map { try? $0.get() }, ChildProcess.Ended(status: 3), "ended by itself, not by a signal")
        let kept = SignalPipe.drain()
        XCTAssertFalse(kept.isEmpty, "the window changes wait for the event loop")
        XCTAssertEqual(Set(kept), [SIGWINCH], "and nothing else: no SIGCHLD")
    }

    private static func spawnIgnoringTerm(started: String) -> pid_t {
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", "trap '' TERM; : > \(started); while :; do sleep 1; done"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
        return pid
    }
}

/// A result handed from the waiting thread to the test's, under a lock.
private final class ResultBox: @unchecked Sendable {  // @unchecked: `stored` is only touched under `lock`
    private let lock = NSLock()
    private var stored: Result<ChildProcess.Ended, ChildProcessFailure>?
    func set(_ value: Result<ChildProcess.Ended, ChildProcessFailure>) { lock.withLock { stored = value } }
    var value: Result<ChildProcess.Ended, ChildProcessFailure>? { lock.withLock { stored } }
}
