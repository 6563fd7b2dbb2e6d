import DummyJSON
import Foundation
import GoldenTesting
import Network
import Reactive
import ReactiveTesting
import StagingServer
import ViewModels
import XCTest
@testable import TUI

/// The whole app on the buffer terminal against the staging API's real data:
/// what a person sees at 40, 80 and 120 columns: signing in, the list, search and the detail.
final class AppScreenTests: XCTestCase {
    func testTheLoginScreenAt80Columns() {
        onMainActor {
            let h = AppHarness(cols: 80)
            let text = h.text
            XCTAssertTrue(text.contains(" DEMO  http://127.0.0.1:4321"), text)
            XCTAssertTrue(text.contains("Username"))
            XCTAssertTrue(text.contains("Password"))
            XCTAssertTrue(text.contains("[ Sign in ]"))
            XCTAssertTrue(text.contains("Demo account: emilys / emilyspass"))
        }
    }

    func testThePasswordIsMasked() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.type("emilys")
            h.app.handle(.down)
            h.type("secret")
            let text = h.text
            XCTAssertTrue(text.contains("emilys"))
            XCTAssertFalse(text.contains("secret"), "the password is never drawn")
            XCTAssertTrue(text.contains("••••••"), text)
        }
    }

    func testAWrongPasswordShowsInvalidCredentials() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn(password: "nope")
            XCTAssertTrue(h.text.contains("Invalid credentials"), h.text)
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .login(reason: nil))
        }
    }

    func testSigningInShowsTheProductsList() {
        onMainActor {
            let h = AppHarness(cols: 120)
            h.signIn()
            XCTAssertEqual(h.app.appViewModel.currentState.screen, .browse)
            let lines = h.lines
            XCTAssertTrue(lines[0].contains("Products"), lines[0])
            XCTAssertTrue(lines[1].contains("30 of 194"), lines[1])
            XCTAssertTrue(lines[2].contains("Title") && lines[2].contains("Price"), lines[2])
            XCTAssertTrue(lines[3].contains("Glamour Beauty Mascara"), lines[3])
            XCTAssertTrue(lines[22].contains("DEMO") && lines[22].contains("emilys"), lines[22])
            XCTAssertTrue(lines[23].contains("Search") && lines[23].contains("Quit"), lines[23])
        }
    }

    func testEveryColumnWidthFitsAndCJKStaysWhole() {
        onMainActor {
            for cols in [40, 80, 120] {
                let h = AppHarness(cols: cols)
                h.signIn()
                let lines = h.lines
                for (row, line) in lines.enumerated() {
                    XCTAssertEqual(line.displayWidth, cols, "row \(row) at \(cols) columns: \(line)")
                }
                XCTAssertTrue(lines.contains { $0.contains("无线蓝牙耳机") }, "CJK title shown at \(cols)")
            }
        }
    }

    func testHostileStringsNeverReachTheFrame() {
        onMainActor {
            let h = AppHarness(cols: 120, rows: 40)
            h.signIn()
            for tab in ["1", "2", "3"] {
                h.app.handle(.character(Character(tab)))
                h.scheduler.advance(by: 1)
                for _ in 0..<12 {
                    h.app.handle(.end)          // to the end of what is loaded: asks for the next page
                    h.scheduler.advance(by: 1)
                    h.assertInert()
                }
            }
        }
    }

    func testSearchIsDebouncedKeptWithEnterAndClearedWithEscape() {
        onMainActor {
            let h = AppHarness(cols: 100)
            h.signIn()
            h.app.handle(.character("/"))
            h.type("phone")
            h.scheduler.advance(by: 0.2)
            // Before the debounce the loaded rows narrow on screen; the server is not asked yet.
            XCTAssertTrue(h.text.contains("of 30 loaded"), "narrowed here, not searched before the debounce: \(h.text)")
            h.scheduler.advance(by: 0.5)
            let searched = h.text
            XCTAssertFalse(searched.contains("30 of 194"), searched)
            h.app.handle(.enter)
            XCTAssertTrue(h.text.contains("Search: phone"))
            h.app.handle(.character("q"))
            XCTAssertEqual(h.quitCount, 1, "q quits once the search field is left")
        }
    }

    func testQDoesNotQuitWhileTyping() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.character("/"))
            h.type("qq")
            XCTAssertEqual(h.quitCount, 0)
            XCTAssertTrue(h.text.contains("Search: qq"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Search: qq"))
            h.app.handle(.ctrl("c"))
            XCTAssertEqual(h.quitCount, 1)
        }
    }

    func testTheDetailOpensBesideTheListWhenWide() {
        onMainActor {
            let h = AppHarness(cols: 120)
            h.signIn()
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let lines = h.lines
            XCTAssertTrue(lines[3].contains("Glamour Beauty"), "the list stays: \(lines[3])")
            XCTAssertTrue(lines.contains { $0.contains("│") && $0.contains("Price") && $0.contains("$") }, lines.joined(separator: "\n"))
            h.app.handle(.escape)
            XCTAssertFalse(h.text.contains("Reviews ("))
        }
    }

    func testTheDetailTakesTheScreenWhenNarrow() {
        onMainActor {
            let h = AppHarness(cols: 80)
            h.signIn()
            h.app.handle(.down)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            let text = h.text
            XCTAssertFalse(text.contains("Glamour Beauty Mascara"), "the list is hidden")
            XCTAssertTrue(text.contains("Eco Red Lipstick"), text)
            XCTAssertTrue(text.contains("Rating"))
            h.app.handle(.escape)
            XCTAssertTrue(h.text.contains("Glamour Beauty"), h.text)
        }
    }

    func testTabsSwitchToPostsAndUsers() {
        onMainActor {
            let h = AppHarness(cols: 100)
            h.signIn()
            h.app.handle(.character("3"))
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("Emily Johnson"))
            XCTAssertTrue(h.text.contains("30 of 208"))
            h.app.handle(.backTab)
            h.scheduler.advance(by: 1)
            XCTAssertTrue(h.text.contains("30 of 251"))
        }
    }

}
