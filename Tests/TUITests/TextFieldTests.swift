import ViewModels
import XCTest
@testable import TUI

final class TextFieldTests: XCTestCase {
    func testEditingByGrapheme() {
        var field = TextFieldState()
        field.apply(.insert("cafe\u{301}"))
        XCTAssertEqual(field.value, "cafe\u{301}")
        XCTAssertEqual(field.cursor, 4, "é is one grapheme")
        field.apply(.backspace)
        XCTAssertEqual(field.value, "caf")
        field.apply(.insert("👨‍👩‍👧"))
        field.apply(.moveLeft)
        field.apply(.insert("手"))
        XCTAssertEqual(field.value, "caf手👨‍👩‍👧")
        field.apply(.moveRight)
        field.apply(.moveRight)
        XCTAssertEqual(field.cursor, 5, "clamped at the end")
        field.apply(.moveToStart)
        field.apply(.deleteForward)
        XCTAssertEqual(field.value, "af手👨‍👩‍👧")
        field.apply(.moveToEnd)
        field.apply(.backspace)
        XCTAssertEqual(field.value, "af手")
        field.apply(.moveToStart)
        field.apply(.backspace)
        XCTAssertEqual(field.value, "af手", "backspace at the start does nothing")
    }

    /// Found by fuzzing (FuzzCorpus/text): a ZWJ between two visible
    /// scalars that do not join belongs to the grapheme before it, so
    /// deleting the one after it left it dangling in the field.
    func testDeletingWhatFollowsAJoinerDropsTheJoinerToo() {
        var field = TextFieldState(value: "a\u{1F469}\u{200D}\u{FFFD}")
        XCTAssertEqual(field.value.count, 3, "👩‍ and � are two graphemes")
        field.apply(.backspace)
        XCTAssertEqual(field.value.unicodeScalars.map(\.value), [0x61, 0x1F469])
        XCTAssertEqual(field.cursor, 2)

        var cut = TextFieldState(value: "b\u{200D}c d")
        cut.apply(.moveToStart)
        cut.apply(.moveRight)
        cut.apply(.deleteToEnd)
        XCTAssertEqual(cut.value, "b")
        XCTAssertEqual(cut.cursor, 1)
    }

    func testCombiningMarkTypedSeparatelyJoinsItsBase() {
        var field = TextFieldState(value: "ex")
        field.apply(.moveLeft)
        field.apply(.insert("\u{301}"))
        XCTAssertEqual(field.value, "e\u{301}x")
        XCTAssertEqual(field.value.count, 2)
        XCTAssertEqual(field.cursor, 1, "after é, before x")
        field.apply(.backspace)
        XCTAssertEqual(field.value, "x", "é goes as one grapheme")
    }

    func testKillCommands() {
        var field = TextFieldState(value: "emily smith  jones")
        field.apply(.deleteWordBackward)
        XCTAssertEqual(field.value, "emily smith  ")
        field.apply(.deleteWordBackward)
        XCTAssertEqual(field.value, "emily ", "the word and the spaces after it")
        field.apply(.moveLeft)
        field.apply(.moveLeft)
        field.apply(.deleteToEnd)
        XCTAssertEqual(field.value, "emil")
        field.apply(.moveLeft)
        field.apply(.deleteToStart)
        XCTAssertEqual(field.value, "l")
        XCTAssertEqual(field.cursor, 0)
    }

    func testKeysMapToEdits() {
        var field = TextFieldState()
        for key: Key in [.character("a"), .character("b"), .left, .character("x"), .end, .backspace, .ctrl("u")] {
            XCTAssertTrue(field.handle(key))
        }
        XCTAssertEqual(field.value, "")
        XCTAssertFalse(field.handle(.enter), "Enter belongs to the screen")
        XCTAssertFalse(field.handle(.tab))
        XCTAssertEqual(TextFieldAction(key: .ctrl("w")), .deleteWordBackward)
        XCTAssertEqual(TextFieldAction(key: .ctrl("k")), .deleteToEnd)
        XCTAssertEqual(TextFieldAction(key: .delete), .deleteForward)
        XCTAssertEqual(TextFieldAction(key: .home), .moveToStart)
    }

    func testPastedControlsAreSanitized() {
        var field = TextFieldState()
        field.apply(.insert("pass\u{1B}[2Jword\n"))
        XCTAssertEqual(field.value, "password ")
    }

    func testMaskedFieldShowsBullets() {
        var field = TextFieldState(isMasked: true)
        field.apply(.insert("pa手👍🏽"))
        var buffer = CellBuffer(size: Size(rows: 1, cols: 10))
        TextField.render(field, isFocused: true, into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), "••••      ")
        XCTAssertEqual(buffer.cursor, Position(row: 0, col: 4))
        XCTAssertFalse(buffer.lines.joined().contains("pa"))
    }

    func testHorizontalScrollingByDisplayWidthKeepsTheCursorVisible() {
        var field = TextFieldState(value: "スマートフォン")  // 14 columns in a 6-column field
        var buffer = CellBuffer(size: Size(rows: 1, cols: 6))
        TextField.render(field, isFocused: true, into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), "ォン  ", "the end of the text; フ would leave no cell for the cursor")
        XCTAssertEqual(buffer.cursor, Position(row: 0, col: 4))
        field.apply(.moveToStart)
        buffer = CellBuffer(size: Size(rows: 1, cols: 6))
        TextField.render(field, isFocused: true, into: &buffer, area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), "スマー")
        XCTAssertEqual(buffer.cursor, Position(row: 0, col: 0))
        for cursor in 0...field.value.count {
            field.apply(.moveToStart)
            for _ in 0..<cursor { field.apply(.moveRight) }
            for width in 3...16 {
                var narrow = CellBuffer(size: Size(rows: 1, cols: width))
                TextField.render(field, isFocused: true, into: &narrow, area: narrow.bounds, theme: .standard)
                let position = try! XCTUnwrap(narrow.cursor)
                XCTAssertLessThan(position.col, width)
                XCTAssertEqual(narrow.line(0).displayWidth, width)
                if cursor < field.value.count {
                    XCTAssertTrue(narrow[0, position.col].isWide, "the cursor sits on a kana, cursor \(cursor) w \(width)")
                }
            }
        }
    }

    func testPlaceholderAndUnfocusedCursor() {
        var buffer = CellBuffer(size: Size(rows: 1, cols: 12))
        TextField.render(TextFieldState(), placeholder: "Username", isFocused: false, into: &buffer,
                         area: buffer.bounds, theme: .standard)
        XCTAssertEqual(buffer.line(0), "Username    ")
        XCTAssertEqual(buffer[0, 0].style, Theme.standard.placeholder, "the theme's placeholder role, not the typed text's")
        XCTAssertNotEqual(Theme.standard.placeholder, Theme.standard.input)
        XCTAssertNil(buffer.cursor, "an unfocused field does not take the cursor")
    }
}
