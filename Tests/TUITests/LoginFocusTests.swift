import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 10: the login form's focus never lands where typing is
/// lost without a word, and every label stands clear of its field.
final class LoginFocusTests: XCTestCase {
    func testShiftTabFromTheUsernameStaysInTheForm() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80)
            h.app.handle(.backTab)
            h.type("emilys")
            XCTAssertEqual(h.app.loginState?.focus, .username, "not wrapped onto the button")
            XCTAssertEqual(h.app.loginState?.username.value, "emilys", "what was typed went into the field")
        }
    }

    func testTextTypedOnTheButtonIsNotLostWithoutASign() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80)
            h.app.handle(.tab)
            h.app.handle(.tab)
            XCTAssertEqual(h.app.loginState?.focus, .submit)
            h.type("x")
            XCTAssertTrue(h.text.contains("Type in a field: Tab or ↑ to reach one."), h.text)
        }
    }

    func testEveryLabelStandsClearOfItsField() {
        MainActor.assumeIsolated {
            for language in [MessageLanguage.english, .simplifiedChinese, .traditionalChinese] {
                let h = AppHarness(cols: 80, language: language)
                for label in ["Username", "Password"] {
                    let presenter = ErrorPresenter(language: language)
                    let word = presenter.text(UIText(label))
                    let placeholder = presenter.text(UIText(label.lowercased()))
                    guard let line = h.lines.first(where: { $0.contains(word) }) else { return XCTFail("no \(word):\n\(h.text)") }
                    let after = line[line.range(of: word)!.upperBound...]
                    XCTAssertTrue(after.hasPrefix(" "), "\(language) “\(word)” runs into its field: \(line)")
                    XCTAssertTrue(line.contains(placeholder), "\(language) \(line)")
                }
            }
        }
    }
}
