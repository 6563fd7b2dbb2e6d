import XCTest
@testable import TUI

/// The event loop on a pseudo-terminal, driven by real signals sent to this
/// process. Waits are for dispatch-source callbacks (expectations), never
/// fixed sleeps.
final class EventLoopTests: XCTestCase {
    private func withLoop(_ body: @MainActor (EventLoop, NcursesTerminal, PseudoTerminal) throws -> Void) throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 6, cols: 30)
            let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color"], termType: "xterm-256color",
                                               inputDescriptor: pty.device, outputDescriptor: pty.device)
            let loop = EventLoop(terminal: terminal)
            defer {
                loop.stop()
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            loop.start()
            try body(loop, terminal, pty)
        }
    }

    func testKeysArriveFromStdin() throws {
        try withLoop { loop, _, pty in
            var received: [Key] = []
            let arrived = XCTestExpectation(description: "keys")
            loop.handlesControlZ = false
            loop.onKeys = { keys in
                received += keys
                if received.count == 4 { arrived.fulfill() }
            }
            pty.type("a手\u{1B}OB\u{1A}")
            XCTAssertEqual(XCTWaiter().wait(for: [arrived], timeout: 5), .completed)
            XCTAssertEqual(received, [.character("a"), .character("手"), .down, .ctrl("z")])
        }
    }

    /// Alt-P with keys right after it in one read opens what looks like a DCS
    /// string; nothing ends it, so once the input is quiet the keys come through.
    func testAnAltKeyReadWithTheKeysAfterItReachesTheAppWhenTheInputGoesQuiet() throws {
        try withLoop { loop, _, pty in
            var received: [Key] = []
            let arrived = XCTestExpectation(description: "keys")
            loop.onKeys = { keys in
                received += keys
                if received.count >= 3 { arrived.fulfill() }
            }
            pty.type("\u{1B}P?j")
            XCTAssertEqual(XCTWaiter().wait(for: [arrived], timeout: 5), .completed)
            XCTAssertEqual(received, [.alt("P"), .character("?"), .character("j")])
        }
    }

    func testWindowChangeReportsTheNewSizeOnce() throws {
        try withLoop { loop, terminal, pty in
            var sizes: [Size] = []
            let resized = XCTestExpectation(description: "resize")
            loop.onResize = { size in
                sizes.append(size)
                resized.fulfill()
            }
            pty.resize(rows: 9, cols: 50)
            kill(getpid(), SIGWINCH)
            XCTAssertEqual(XCTWaiter().wait(for: [resized], timeout: 5), .completed)
            XCTAssertEqual(sizes, [Size(rows: 9, cols: 50)])
            XCTAssertEqual(terminal.size, Size(rows: 9, cols: 50))
        }
    }

    /// SIGQUIT too: left to Swift's crash reporter, it would draw over the screen.
    func testTerminationRestoresTheTerminalFirst() throws {
        for number in [SIGTERM, SIGQUIT] {
            try withLoop { loop, terminal, _ in
                var events: [String] = []
                let ended = XCTestExpectation(description: "end")
                loop.onTerminate = { signal in events.append("terminate \(signal)") }
                loop.endProcess = { signal in
                    events.append("end \(signal) active=\(terminal.isActive)")
                    ended.fulfill()
                }
                kill(getpid(), number)
                XCTAssertEqual(XCTWaiter().wait(for: [ended], timeout: 5), .completed)
                XCTAssertEqual(events, ["terminate \(number)", "end \(number) active=false"])
                XCTAssertFalse(loop.isRunning)
            }
        }
    }

    func testHangUpEndsTheProgram() throws {
        try withLoop { loop, _, pty in
            let ended = XCTestExpectation(description: "hang-up")
            var signal: Int32 = 0
            loop.endProcess = { number in
                signal = number
                ended.fulfill()
            }
            pty.hangUp()
            XCTAssertEqual(XCTWaiter().wait(for: [ended], timeout: 5), .completed)
            XCTAssertEqual(signal, SIGHUP)
        }
    }

    func testContinueFromOutsideResumes() throws {
        try withLoop { loop, terminal, _ in
            let resumed = XCTestExpectation(description: "resume")
            loop.onResume = { resumed.fulfill() }
            kill(getpid(), SIGCONT)
            XCTAssertEqual(XCTWaiter().wait(for: [resumed], timeout: 5), .completed)
            XCTAssertTrue(terminal.isActive)
        }
    }

    func testCrashHandlersAreInstalled() {
        onMainActor {
            // Other test targets share this process: put their crash reporting back afterwards.
            var saved: [sigaction] = TerminalRestore.crashSignals.map { _ in sigaction() }
            for (index, signalNumber) in TerminalRestore.crashSignals.enumerated() {
                sigaction(signalNumber, nil, &saved[index])
            }
            defer {
                for (index, signalNumber) in TerminalRestore.crashSignals.enumerated() {
                    sigaction(signalNumber, &saved[index], nil)
                }
            }
            TerminalRestore.install()
            for signalNumber in TerminalRestore.crashSignals {
                var current = sigaction()
                sigaction(signalNumber, nil, &current)
                let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
                XCTAssertGreaterThan(handler, 1, "signal \(signalNumber) has a handler (not SIG_DFL/SIG_IGN)")
                XCTAssertNotEqual(current.sa_flags & Int32(bitPattern: SA_RESETHAND), 0, "re-raise hits the default")
            }
        }
    }
}
