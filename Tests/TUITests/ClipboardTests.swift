import Foundation
import ViewModels
import XCTest
@testable import TUI

/// OSC 52: the one sequence Courier writes to set the terminal's clipboard,
/// and when it says the terminal will not take it.
final class ClipboardTests: XCTestCase {
    func testTheSequenceHoldsTheTextInBase64() {
        let bytes = Clipboard.sequence(for: "{\"id\":1}")
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "\u{1B}]52;c;" + Data("{\"id\":1}".utf8).base64EncodedString() + "\u{07}")
    }

    func testSupportFollowsTheTerminalAndTmux() {
        XCTAssertEqual(Clipboard.support(environment: ["TERM": "xterm-256color"], tmuxClipboardOption: { nil }), .osc52)
        XCTAssertEqual(Clipboard.support(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"], tmuxClipboardOption: { "on" }), .osc52)
        guard case .refused(let why) = Clipboard.support(environment: ["TERM": "screen", "TMUX": "/tmp/t,1,0"],
                                                         tmuxClipboardOption: { "external" }) else { return XCTFail("tmux external") }
        XCTAssertTrue(why.description.contains("set-clipboard on"), why.description)
        guard case .refused = Clipboard.support(environment: ["TERM": "linux"], tmuxClipboardOption: { nil }) else { return XCTFail("linux") }
        guard case .refused = Clipboard.support(environment: ["TERM": "screen", "STY": "1.pts"], tmuxClipboardOption: { nil }) else {
            return XCTFail("screen")
        }
    }

    @MainActor
    func testTheBufferTerminalRecordsWhatWasCopied() {
        let terminal = BufferTerminal(size: Size(rows: 5, cols: 20))
        XCTAssertEqual(terminal.setClipboard("7"), .copied)
        terminal.clipboardOutcome = .refused("no")
        XCTAssertEqual(terminal.setClipboard("8"), .refused("no"))
        XCTAssertEqual(terminal.clipboard, ["7", "8"])
    }
}
