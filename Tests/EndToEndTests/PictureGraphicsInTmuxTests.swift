import Foundation
import StagingServer
import XCTest

/// A product's picture past curses, as the app writes it: `--host demo` in
/// tmux at 80×24, every byte the app sends recorded (tmux itself shows
/// 24-bit colour and drops kitty's commands, so the recording is the proof).
final class PictureGraphicsInTmuxTests: DemoHostTestCase {
    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        try super.setUpWithError()
    }

    /// Polls the recording until it holds `text` or the deadline passes.
    private func waitForRecorded(_ text: String, in file: URL, timeout: TimeInterval = Tmux.defaultTimeout) -> Bool {
        Tmux.eventually(timeout: timeout) {
            (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self).contains(text) } ?? false
        }
    }

    private func recorded(_ file: URL) -> String {
        ((try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? "").debugDescription
    }

    func testCOLORTERMTruecolorRepaintsThePictureIn24BitColour() throws {
        let output = configHome.appendingPathComponent("truecolor.bytes")
        let tmux = try openProduct("", colorTerm: "truecolor", recordingTo: output)
        XCTAssertTrue(waitForRecorded("\u{1B}[38;2;", in: output), "no 24-bit colour sent: \(recorded(output).suffix(2000))")
        XCTAssertTrue(waitForRecorded("▀\u{1B}[0m\u{1B}8", in: output), "the batch ends with a reset and the cursor back")
        let (drawn, screen) = tmux.waitFor { $0.contains("▀") }
        XCTAssertTrue(drawn, "half blocks still on screen:\n\(screen)")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testKittyImageIsSentAndDeletedWhenTheDetailCloses() throws {
        let output = configHome.appendingPathComponent("kitty.bytes")
        let tmux = try openProduct("--graphics kitty", recordingTo: output)
        XCTAssertTrue(waitForRecorded("\u{1B}_Ga=T,f=32,s=", in: output), "no kitty image sent: \(recorded(output).suffix(2000))")
        XCTAssertFalse(tmux.screen.contains("▀"), "the cells under the image are blank:\n\(tmux.screen)")
        XCTAssertFalse(recorded(output).contains("a=d,d=I"), "not deleted while shown")
        tmux.send("Escape")
        tmux.waitFor { !$0.contains("More in beauty") }
        XCTAssertTrue(waitForRecorded("\u{1B}_Ga=d,d=I,i=", in: output), "closing the detail deletes the image")

        tmux.send("Enter")
        XCTAssertTrue(waitFor(count: 2, of: "\u{1B}_Ga=T,", in: output), "opened again, sent again")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        XCTAssertTrue(waitFor(count: 2, of: "\u{1B}_Ga=d,d=I,i=", in: output), "quitting with the picture shown deletes it")
        tmux.assertTerminalRestored()
    }

    private func waitFor(count: Int, of text: String, in file: URL) -> Bool {
        Tmux.eventually {
            let bytes = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return bytes.components(separatedBy: text).count - 1 >= count
        }
    }

    func testGraphicsSixelDrawsSixelsOverTheHalfBlocks() throws {
        let output = configHome.appendingPathComponent("sixel.bytes")
        let tmux = try openProduct("--graphics sixel", recordingTo: output)
        XCTAssertTrue(waitForRecorded("\u{1B}P0;1;0q\"1;1;", in: output), "no sixels sent: \(recorded(output).suffix(2000))")
        XCTAssertTrue(waitForRecorded("-\u{1B}\\\u{1B}8", in: output), "the image ends and the cursor is put back")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testGraphicsNoneKeepsTheGaugesAndDrawsNoPicture() throws {
        let tmux = try openProduct("--graphics none", colorTerm: "truecolor")
        tmux.waitFor("Rating")
        let screen = tmux.screen
        XCTAssertFalse(screen.contains("▀"), screen)
        XCTAssertFalse(screen.contains("loading image…"), "no picture is fetched:\n\(screen)")
        XCTAssertTrue(screen.contains("★"), "the gauges stay:\n\(screen)")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }
}
