import GoldenTesting
import ViewModels
import XCTest
@testable import TUI

/// The login form's feedback on screen: blank fields named and marked, the
/// Esc hint and note of a cancelled sign-in, and the demo hint kept whole
/// and clear of the other lines down to the smallest terminal.
final class LoginScreenTests: XCTestCase {
    /// The rows of `text` that hold `piece`.
    private static func rowsHolding(_ piece: String, in lines: [String]) -> [Int] {
        lines.indices.filter { lines[$0].contains(piece) }
    }

    func testEnterOnAnEmptyFormNamesBothFieldsAndMarksThem() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80)
            h.app.handle(.tab)
            h.app.handle(.enter)
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .login(reason: nil), "nothing was sent")
            XCTAssertTrue(h.text.contains("Enter your username and password."), h.text)
            XCTAssertEqual(Self.rowsHolding("required", in: h.lines).count, 2, "both fields say required:\n\(h.text)")
            XCTAssertEqual(h.terminal.cursor?.row, Self.rowsHolding("Username", in: h.lines).first, "the focus is on the username")
            GoldenFile.check(framed(h.app.makeFrame()), "login-blank-80")
        }
    }

    func testABlankPasswordIsNamedMarkedAndFocused() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 40, rows: 12)
            h.type("emilys")
            h.app.handle(.tab)
            h.app.handle(.tab)
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("Enter your password."), h.text)
            XCTAssertEqual(Self.rowsHolding("required", in: h.lines), Self.rowsHolding("Password", in: h.lines))
            XCTAssertEqual(h.terminal.cursor?.row, Self.rowsHolding("Password", in: h.lines).first)
            h.type("x")
            XCTAssertFalse(h.text.contains("Enter your password."), "filling the field clears the note")
            XCTAssertFalse(h.text.contains("required"))
        }
    }

    func testTheBlankFieldNoteInSimplifiedChinese() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 40, rows: 12, language: .simplifiedChinese)
            h.app.handle(.tab)
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("请输入用户名和密码。"), h.text)
            XCTAssertTrue(h.text.contains("演示：emilys / emilyspass"), h.text)
            ChineseGoldenTests.assertNoEnglishInterface(h.lines, "blank login", language: .simplifiedChinese)
            GoldenFile.check(framed(h.app.makeFrame()), "login-blank-40x12", language: "zh-Hans")
        }
    }

    func testEscCancelsASignInAndOtherwiseDoesNothing() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80)
            h.type("emilys")
            h.app.handle(.escape)
            XCTAssertEqual(h.app.makeFrame().lines, h.lines)
            XCTAssertFalse(h.text.contains("Sign-in cancelled."), "Esc with nothing in flight cancels nothing")
            XCTAssertFalse(h.text.contains("Esc Cancel"), "and its hint is not shown")
            h.app.handle(.tab)
            h.type("emilyspass")
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("Signing in…"), h.text)
            XCTAssertTrue(h.text.contains("Esc Cancel"), "the hint shows while signing in:\n\(h.text)")
            h.app.handle(.escape)
            XCTAssertTrue(h.text.contains("Sign-in cancelled."), h.text)
            XCTAssertTrue(h.text.contains("[ Sign in ]"), h.text)
            XCTAssertTrue(h.text.contains("emilys "), "the username stays")
            h.scheduler.advance(by: 5)
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .login(reason: nil), "the answer that was coming is dropped")
            XCTAssertTrue(h.text.contains("Sign-in cancelled."), h.text)
        }
    }

    func testTheDemoHintKeepsARowOfItsOwnAtEverySmallSize() {
        MainActor.assumeIsolated {
            for (cols, rows) in [(40, 10), (40, 11), (40, 12), (40, 13), (44, 12), (52, 12), (80, 10), (80, 14), (80, 24)] {
                for language in [MessageLanguage.english, .simplifiedChinese, .traditionalChinese] {
                    let h = AppHarness(cols: cols, rows: rows, language: language)
                    h.signIn(password: "a long wrong password that fails")
                    let context = "\(cols)×\(rows) \(language):\n\(h.text)"
                    let lines = h.lines
                    let hint = Self.rowsHolding("emilys / emilyspass", in: lines)
                    XCTAssertEqual(hint.count, 1, context)
                    guard let row = hint.first else { continue }
                    let username = Self.rowsHolding("emilys", in: lines).filter { $0 != row }
                    let others = username + ["DEMO", "••••", "[ ", "Invalid credentials"].flatMap { Self.rowsHolding($0, in: lines) }
                    XCTAssertFalse(others.contains(row), "the hint shares a row: \(context)")
                    XCTAssertEqual(Set(others).count, 5, "every other line is there, each on its own row: \(context)")
                    XCTAssertEqual(lines[row].displayWidth, cols, context)
                    XCTAssertEqual(lines[row].filter { $0 == "│" }.count, 2, "inside the box's two sides: \(context)")
                    let short = rows < 14
                    XCTAssertEqual(lines[row].contains("Demo:") || lines[row].contains("演示：") || lines[row].contains("示範："),
                                   short, "short words when the box is short: \(context)")
                }
            }
        }
    }

    func testTheLoginScreenAt40By12() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 40, rows: 12)
            GoldenFile.check(framed(h.app.makeFrame()), "login-40x12")
        }
    }
}
