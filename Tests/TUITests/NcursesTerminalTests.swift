import XCTest
@testable import TUI

/// The ncurses backend against a pseudo-terminal: real curses, real tty, no
/// person. Proves setup, UTF-8 and wide output, colour setup and key decoding.
final class NcursesTerminalTests: XCTestCase {
    func testDrawsWideTextAndDecodesKeysThroughAPty() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 6, cols: 30)
            let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color"], termType: "xterm-256color",
                                               inputDescriptor: pty.device, outputDescriptor: pty.device)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertEqual(terminal.size, Size(rows: 6, cols: 30))
            XCTAssertTrue(terminal.usesColor)
            _ = pty.readOutput()

            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            frame.write("Hello 手机 e\u{301} 🇯🇵|❤️|", row: 1, col: 2, style: Style(foreground: .red, attributes: .bold))
            frame.write("👨‍👩‍👧 family", row: 2, col: 0)
            XCTAssertEqual(renderer.present(frame, on: terminal), 180 - 5, "five wide cells cover ten columns")
            let output = pty.readOutput()
            XCTAssertTrue(output.contains("Hello"), output.debugDescription)
            XCTAssertTrue(output.contains("手机"), output.debugDescription)
            XCTAssertTrue(output.contains("e\u{301}"), "combining mark kept with its base")
            XCTAssertTrue(output.contains("JP"), "a flag is drawn as its letters, which curses measures alike")
            XCTAssertTrue(output.contains("❤ |"), "text-style heart plus a space")
            XCTAssertTrue(output.contains("👨 family"), "a ZWJ family is drawn as its first member")
            XCTAssertFalse(output.contains("\u{200D}"))

            frame.write("J", row: 1, col: 2)
            XCTAssertEqual(renderer.present(frame, on: terminal), 1)
            XCTAssertTrue(pty.readOutput().contains("J"))

            pty.type("\u{1B}OA" + "q" + "\u{03}" + "\u{1A}" + "\u{7F}" + "\r" + "手")
            XCTAssertEqual(terminal.readKeys(), [.up, .character("q"), .ctrl("c"), .ctrl("z"), .backspace, .enter,
                                                  .character("手")])
            XCTAssertEqual(terminal.readKeys(), [], "nothing waits: reads never block")

            pty.resize(rows: 8, cols: 40)
            XCTAssertEqual(terminal.updateSizeFromTerminal(), Size(rows: 8, cols: 40))
        }
    }

    func testNoColorGivesMonochrome() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 5, cols: 20)
            let terminal = try NcursesTerminal(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
                                               termType: "xterm-256color", inputDescriptor: pty.device,
                                               outputDescriptor: pty.device)
            defer {
                terminal.shutdown()
                setlocale(LC_ALL, "C")
            }
            XCTAssertFalse(terminal.usesColor)
            XCTAssertEqual(terminal.theme, .monochrome)
        }
    }

    func testAPipeIsNotATerminal() throws {
        try onMainActor {
            var fds: [Int32] = [-1, -1]
            XCTAssertEqual(pipe(&fds), 0)
            defer { fds.forEach { close($0) } }
            XCTAssertThrowsError(try NcursesTerminal(environment: ["TERM": "xterm"], inputDescriptor: fds[0],
                                                     outputDescriptor: fds[1])) { error in
                guard case NcursesTerminal.Failure.notATerminal = error else {
                    return XCTFail("expected notATerminal, got \(error)")
                }
            }
        }
    }

    func testUnknownTerminalTypeIsAnErrorNotAnExit() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 5, cols: 20)
            XCTAssertThrowsError(try NcursesTerminal(environment: [:], termType: "no-such-terminal-xyz",
                                                     inputDescriptor: pty.device, outputDescriptor: pty.device))
            setlocale(LC_ALL, "C")
        }
    }

    func testADumbTerminalIsRefusedBeforeAnythingIsDrawn() throws {
        try onMainActor {
            let pty = try PseudoTerminal(rows: 24, cols: 80)
            XCTAssertThrowsError(try NcursesTerminal(environment: ["TERM": "dumb"], termType: "dumb",
                                                     inputDescriptor: pty.device, outputDescriptor: pty.device)) { error in
                guard case NcursesTerminal.Failure.cannotMoveCursor("dumb") = error else {
                    return XCTFail("expected cannotMoveCursor, got \(error)")
                }
                XCTAssertTrue((error as? NcursesTerminal.Failure)?.isUsage ?? false, "exit 2, as for other usage errors")
            }
            setlocale(LC_ALL, "C")
            XCTAssertFalse(pty.readOutput().contains("Courier"), "nothing of the app reached the terminal")
        }
    }
}
