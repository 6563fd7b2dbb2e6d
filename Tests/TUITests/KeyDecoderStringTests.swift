import ViewModels
import XCTest
@testable import TUI

/// What a terminal sends that is not a key (its replies, its strings, a
/// bracketed paste) never becomes one.
final class KeyDecoderStringTests: XCTestCase {
    private func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    func testEveryStringKindIsDroppedUpToItsTerminator() {
        let introducers = ["\u{1B}P", "\u{1B}]", "\u{1B}_", "\u{1B}^", "\u{1B}X", "\u{90}", "\u{9D}", "\u{9F}", "\u{9E}", "\u{98}"]
        let terminators = ["\u{1B}\\", "\u{07}", "\u{9C}"]
        for introducer in introducers {
            for terminator in terminators {
                let keys = KeyDecoder.decode(raw(introducer + "q:quit jkG" + terminator + "x"))
                XCTAssertEqual(keys, [.character("x")], "\(introducer.unicodeScalars.map(\.value)) … \(terminator.unicodeScalars.map(\.value))")
            }
        }
    }

    func testTheRepliesThatTurnedUpAreNotKeys() {
        // DECRQSS's answer, the one that quit the app; OSC 11's colour; kitty's acknowledgement.
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}Pq\u{1B}\\")), [])
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}P1$r0;1m\u{1B}\\")), [])
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}]11;rgb:ffff/ffff/dddd\u{07}")), [])
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}_Gi=31;OK\u{1B}\\j")), [.character("j")])
    }

    func testAStringCutByAReadIsCarriedToTheNextBatch() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(raw("\u{1B}]11;rgb:00")), [])
        XCTAssertEqual(decoder.feed(raw("00/0000/0000\u{1B}")), [], "an ESC at the end of a batch may begin ST")
        XCTAssertEqual(decoder.feed(raw("\\q")), [.character("q")], "the ST ends it; what follows is a key")
    }

    func testAnEscapeInsideAStringEndsItAndIsReadAsUsual() {
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}]0;title\u{1B}x")), [.alt("x")])
    }

    func testAPersonsAltKeyIsStillAnAltKey() {
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}P")), [.alt("P")], "Alt-P arrives alone in its batch")
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}]")), [.alt("]")])
    }

    /// Alt-P and the next keys in one read (a fast typist, a held key) open a
    /// DCS; when the input goes quiet inside it, the loop takes them back as keys.
    func testAnAltKeyReadWithTheKeysAfterItIsGivenBackWhenReleased() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(raw("\u{1B}Pj?")), [])
        XCTAssertTrue(decoder.isInsideString)
        XCTAssertEqual(decoder.releaseOpenString(), [.alt("P"), .character("j"), .character("?")])
        XCTAssertFalse(decoder.isInsideString)
        XCTAssertEqual(decoder.feed(raw("q")), [.character("q")], "what comes next is read as usual")

        XCTAssertEqual(decoder.feed(raw("\u{1B}]ab\u{1B}")), [])
        XCTAssertEqual(decoder.releaseOpenString(), [.alt("]"), .character("a"), .character("b"), .escape],
                       "an ESC it ended on was the person's Escape")
        XCTAssertEqual(decoder.feed(raw("\u{90}xy")), [])
        XCTAssertEqual(decoder.releaseOpenString(), [.character("x"), .character("y")], "no keyboard sends a C1 introducer")
    }

    func testAnEndedStringLeavesNothingToRelease() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(raw("\u{1B}P1$r0;1m\u{1B}\\")), [])
        XCTAssertFalse(decoder.isInsideString)
        XCTAssertEqual(decoder.releaseOpenString(), [])
    }

    func testAStringWithNoTerminatorGivesUpAtItsLimit() {
        var decoder = KeyDecoder()
        let body = String(repeating: "a", count: KeyDecoder.defaultStringLimit)
        XCTAssertEqual(decoder.feed(raw("\u{1B}P" + body)), [])
        XCTAssertEqual(decoder.feed(raw("bq")), [.character("q")], "past the limit keys are keys again")
    }

    func testABracketedPasteIsTextNotKeys() {
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[200~q:quit\u{1B}[201~j")), [.paste("q:quit"), .character("j")])
        XCTAssertEqual(KeyDecoder.decode(raw("\u{1B}[200~\u{1B}[201~")), [], "an empty paste is nothing")
        let withEscapes = KeyDecoder.decode(raw("\u{1B}[200~a\u{1B}[31mb\u{1B}Pq\u{1B}\\\u{1B}[201~"))
        XCTAssertEqual(withEscapes, [.paste("a\u{1B}[31mb\u{1B}Pq\u{1B}\\")], "escapes inside stay text, for the field to clean")
        XCTAssertEqual(KeyDecoder.decode([.character(0x1B)] + raw("[200~a") + [.functionKey(CursesKeyCode.up)] + raw("b\u{1B}[201~")),
                       [.paste("ab")], "a pasted sequence curses read as a key is not text")
    }

    func testAPasteCutByReadsIsOnePaste() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(raw("\u{1B}[200~hello ")), [])
        XCTAssertEqual(decoder.feed(raw("world\u{1B}[20")), [])
        XCTAssertEqual(decoder.feed(raw("1~q")), [.paste("hello world"), .character("q")])
    }

    func testAHugePasteIsCutAtItsLimitAndStillEnds() {
        let huge = String(repeating: "x", count: KeyDecoder.defaultPasteLimit + 10_000)
        let keys = KeyDecoder.decode(raw("\u{1B}[200~" + huge + "\u{1B}[201~q"))
        XCTAssertEqual(keys.count, 2)
        guard case .paste(let text) = keys.first else { return XCTFail("no paste: \(keys.prefix(3))") }
        XCTAssertEqual(text.count, KeyDecoder.defaultPasteLimit)
        XCTAssertEqual(keys.last, .character("q"))
    }

    func testAFieldTakesAPasteAsOneLineOfPlainText() {
        XCTAssertEqual(TextFieldAction(key: .paste("a\nb\u{1B}[31mc\u{07}")), .insert("a bc"))
        XCTAssertNil(TextFieldAction(key: .paste("\u{1B}[31m")), "nothing left to insert")
    }
}
