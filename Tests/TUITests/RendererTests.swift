import XCTest
@testable import TUI

final class RendererTests: XCTestCase {
    func testFirstFrameDrawsEverythingThenOnlyChanges() {
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 4, cols: 10))
            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            frame.write("Hello", row: 0, col: 0)
            XCTAssertEqual(renderer.present(frame, on: terminal), 40)
            XCTAssertEqual(terminal.cellsWrittenInLastFlush, 40)
            XCTAssertEqual(terminal.clearCount, 1)
            XCTAssertEqual(terminal.lines[0], "Hello     ")

            XCTAssertEqual(renderer.present(frame, on: terminal), 0, "an identical frame writes nothing")
            XCTAssertEqual(terminal.cellsWrittenInLastFlush, 0)

            frame.write("J", row: 0, col: 0)
            frame.write("!", row: 3, col: 9)
            XCTAssertEqual(renderer.present(frame, on: terminal), 2)
            XCTAssertEqual(terminal.cellsWrittenInLastFlush, 2)
            XCTAssertEqual(terminal.lines[0], "Jello     ")
            XCTAssertEqual(terminal.lines[3], "         !")

            renderer.invalidate()
            XCTAssertEqual(renderer.present(frame, on: terminal), 40, "invalidate repaints every cell")
            XCTAssertEqual(terminal.clearCount, 2)
        }
    }

    func testWideCharactersCountOnceAndScreenMatchesFrame() {
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 1, cols: 6))
            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            frame.write("手机ab", row: 0, col: 0)
            XCTAssertEqual(renderer.present(frame, on: terminal), 4, "two wide cells and two narrow")
            frame.write("xyz", row: 0, col: 0)  // x over 手, y over its right half, z over 机
            XCTAssertEqual(renderer.present(frame, on: terminal), 4)
            XCTAssertEqual(terminal.screen, frame)
            XCTAssertEqual(terminal.lines, ["xyz ab"])
        }
    }

    func testStyleChangeAloneIsACellChange() {
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 2, cols: 5))
            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            frame.write("abcde", row: 1, col: 0)
            renderer.present(frame, on: terminal)
            frame.restyle(Rect(row: 1, col: 0, width: 5, height: 1), style: Style(attributes: .reverse))
            XCTAssertEqual(renderer.present(frame, on: terminal), 5)
        }
    }

    func testResizeRepaintsEverything() {
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 2, cols: 5))
            var renderer = Renderer()
            renderer.present(CellBuffer(size: terminal.size), on: terminal)
            terminal.resize(to: Size(rows: 3, cols: 7))
            XCTAssertEqual(terminal.readKeys(), [.resize])
            XCTAssertEqual(renderer.present(CellBuffer(size: terminal.size), on: terminal), 21)
        }
    }

    func testCursorFollowsTheFrame() {
        onMainActor {
            let terminal = BufferTerminal(size: Size(rows: 2, cols: 5))
            var renderer = Renderer()
            var frame = CellBuffer(size: terminal.size)
            frame.cursor = Position(row: 1, col: 3)
            renderer.present(frame, on: terminal)
            XCTAssertEqual(terminal.cursor, Position(row: 1, col: 3))
            frame.cursor = nil
            renderer.present(frame, on: terminal)
            XCTAssertNil(terminal.cursor)
        }
    }

    /// The budget is "well under 1 ms in release"; a debug build is ~10–50×
    /// slower, so this only catches accidental quadratic work.
    func testDiffOfALargeFrameIsCheap() {
        onMainActor {
            let size = Size(rows: 60, cols: 200)
            let terminal = BufferTerminal(size: size)
            var renderer = Renderer()
            var frame = CellBuffer(size: size)
            for row in 0..<size.rows { frame.write("Row \(row) 手机 スマートフォン 📱 " + String(repeating: "x", count: 150), row: row, col: 0) }
            renderer.present(frame, on: terminal)
            frame.write("changed", row: 30, col: 100)
            let clears = terminal.clearCount
            let written = renderer.present(frame, on: terminal)
            // Cheap in what reaches the terminal: seven cells, no redraw. What it
            // costs in time is courier-bench render's (a frame of this size, held to 1 ms),
            // not a test's, which a busy machine would fail.
            XCTAssertEqual(written, 7)
            XCTAssertEqual(terminal.cellsWrittenInLastFlush, 7)
            XCTAssertEqual(terminal.clearCount, clears, "no full redraw")
        }
    }
}
