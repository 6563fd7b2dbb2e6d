import DummyJSON
import Foundation
import Network
import Reactive
import ReactiveTesting
import StagingServer
import ViewModels
import XCTest
@testable import TUI

/// The whole app on the buffer terminal: signing out, the help and the
/// login keys, editing, and the language of the screens.
final class AppKeysTests: XCTestCase {
    func testLogoutReturnsToLogin() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.character("L"))
            XCTAssertTrue(h.text.contains("[ Sign in ]"))
            XCTAssertNil(h.app.appViewModel.network.sessionStore.current)
        }
    }

    func testHelpIsBuiltFromTheKeyTable() {
        onMainActor {
            let h = AppHarness(cols: 100, rows: 30)
            h.signIn()
            h.app.handle(.character("?"))
            let text = h.text
            XCTAssertTrue(text.contains("Search this list"))
            XCTAssertTrue(text.contains("↑↓ scroll"), "more keys than rows: \(text)")
            XCTAssertFalse(text.contains("Sign out and forget the session"), "below the fold")
            h.app.handle(.character("G"))
            XCTAssertTrue(h.text.contains("Sign out and forget the session"), h.text)
            XCTAssertTrue(h.text.contains("Quit Courier, from anywhere"), "the last entry shows: \(h.text)")
            XCTAssertFalse(h.text.contains("Move up"), "scrolled past the first entry")
            h.app.handle(.character("g"))
            XCTAssertTrue(h.text.contains("Move up"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Sign out and forget the session"))
        }
    }

    func testAUserIsEditedFromItsDetail() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("Emily Johnson"))
            h.app.handle(.character("e"))
            XCTAssertTrue(h.text.contains("Edit user"), h.text)
            h.app.handle(.ctrl("u"))
            h.type("Emilia")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertFalse(h.text.contains("Edit user"))
            XCTAssertTrue(h.text.contains("Emilia Johnson"), h.text)
            XCTAssertTrue(h.text.contains("Saved user 1. The server does not keep"), h.text)
            XCTAssertTrue(h.lines.contains { $0.contains("Emilia") && $0.contains("emilys") }, "the row too, until a refresh: \(h.text)")
        }
    }

    func testEditIsOnlyOfferedWhereTheAPIWrites() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30)
            h.signIn()
            h.app.handle(.character("8"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            XCTAssertFalse(h.text.contains("Edit quote"), "quotes are read only")
            XCTAssertFalse(h.lines.last?.contains("e Edit") == true)
            XCTAssertFalse(h.lines.last?.contains("n New") == true)
        }
    }

    func testF1ShowsTheLoginKeys() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.app.handle(.function(1))
            XCTAssertTrue(h.text.contains("Move to the next field"), h.text)
            h.type("x")
            XCTAssertFalse(h.text.contains("username x"), "keys go to the overlay, not the form")
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Move to the next field"))
        }
    }

    func testTheScreensSpeakTheLanguageTheyAreGiven() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 30, language: .simplifiedChinese)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            h.type("x")
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("已保存 用户 1"), h.text)
            XCTAssertFalse(h.text.contains("Saved"))
        }
    }
}
