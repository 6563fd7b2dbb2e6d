import Foundation
import StagingServer
import XCTest

/// The built `courier` in a real terminal (tmux) against a staging server in
/// this process: what a person sees and what the terminal is left in.
final class AppInTmuxTests: StagingTmuxTestCase {
    private func signIn(_ tmux: Tmux, password: String = "emilyspass") {
        tmux.waitFor("Sign in")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type(password)
        tmux.send("Enter")
    }

    func testBrowsingAsAPersonWould() throws {
        let tmux = try launch()
        signIn(tmux)
        tmux.waitFor("Glamour Beauty Mascara")
        tmux.waitFor("30 of 194")

        tmux.send("/")
        tmux.type("phone")
        tmux.waitFor("of 14")
        tmux.send("Enter")
        tmux.waitFor("Search: phone")
        XCTAssertFalse(tmux.screen.contains("Glamour Beauty Mascara"))

        tmux.send("Enter")
        tmux.waitFor("Overview")
        tmux.waitFor("Rating")
        tmux.send("Escape")
        let (closed, screen) = tmux.waitFor { !$0.contains("Overview") }
        XCTAssertTrue(closed, screen)

        tmux.send("3")
        tmux.waitFor("Emily Johnson")
        tmux.waitFor("30 of 208")

        tmux.resize(cols: 50, rows: 12)
        tmux.waitFor("Emily Johnson")
        tmux.resize(cols: 30, rows: 8)
        tmux.waitFor("too small")
        tmux.resize(cols: 100, rows: 30)
        tmux.waitFor("Emily Johnson")

        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    /// `--lang` beats the locale (C.UTF-8 here): the whole app in 简体中文, CJK drawn whole.
    func testTheLangFlagSpeaksSimplifiedChinese() throws {
        let tmux = try launch(cols: 80, rows: 24, extra: "--lang zh-Hans")
        tmux.waitFor("[ 登录 ]")
        tmux.type("emilys")
        tmux.send("Tab")
        tmux.type("emilyspass")
        tmux.send("Enter")
        tmux.waitFor("按 / 搜索商品")
        tmux.waitFor("30 / 194")
        tmux.send("Enter")
        tmux.waitFor("概览")
        tmux.waitFor("更多 beauty 商品")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    /// Issue 14's walk: jump with ":", follow links and come back, sort and
    /// filter, add a todo, and use the mouse, in a real terminal.
    func testJumpFollowLinksSortFilterAddAndClickAsK9sTaughtUs() throws {
        let tmux = try launch(cols: 100, rows: 30)
        signIn(tmux)
        tmux.waitFor("30 of 194")

        tmux.send(":")
        tmux.type("carts")
        tmux.send("Enter")
        tmux.waitFor("30 of 208")
        tmux.send("Enter")
        tmux.waitFor("a  User: Emily Johnson")
        tmux.send("a")
        tmux.waitFor("Cart #1 › User: Emily Johnson")
        tmux.waitFor("d  Todos of")
        tmux.send("d")
        tmux.waitFor("› Todos of")
        tmux.send("Escape")
        tmux.waitFor { $0.contains("Cart #1 › User: Emily Johnson") && !$0.contains("› Todos of") }
        tmux.send("Escape")
        let (back, cart) = tmux.waitFor { $0.contains("Totals") && !$0.contains("›") }
        XCTAssertTrue(back, "back twice to the cart: \(cart)")
        tmux.send("Escape")
        tmux.waitFor { !$0.contains("Totals") }

        tmux.send("1")
        tmux.waitFor("30 of 194")
        tmux.send(":")
        tmux.type("sort price desc")
        tmux.send("Enter")
        func prices(_ screen: String) -> [Double] {
            screen.split(separator: "\n").compactMap { line -> Double? in
                guard let dollar = line.range(of: "$") else { return nil }
                return Double(line[dollar.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "," }
                    .replacingOccurrences(of: ",", with: ""))
            }
        }
        let (sorted, products) = tmux.waitFor { screen in
            let shown = prices(screen)
            return screen.contains("by price ↓") && shown.count >= 5 && shown == shown.sorted(by: >)
        }
        XCTAssertTrue(sorted, "most expensive first: \(products)")

        tmux.send("f")
        tmux.waitFor(":filter category=")
        tmux.type("smartphones")
        tmux.send("Enter")
        tmux.waitFor("category=smartphones")

        tmux.send("7")
        tmux.waitFor("30 of 254")
        tmux.send("n")
        tmux.waitFor("New todo")
        tmux.type("Water the plants")
        tmux.send("Tab")
        tmux.send("Tab")
        tmux.type("1")
        tmux.send("Enter")
        tmux.waitFor("Added todo 255")
        tmux.waitFor("Water the plants")
        tmux.send("Escape")
        tmux.waitFor { !$0.contains("todo #255") }

        // The mouse, as the terminal reports it (SGR): a wheel turn, then a click on the fifth row twice.
        tmux.sendBytes("\u{1B}[<65;10;10M")
        tmux.sendBytes("\u{1B}[<0;10;8M")
        tmux.sendBytes("\u{1B}[<0;10;8M")
        let (opened, detail) = tmux.waitFor { $0.contains("todo #") }
        XCTAssertTrue(opened, "a click on the selected row opens it: \(detail)")
        tmux.send("q")
        tmux.assertTerminalRestored("after the walk")
    }

    /// The posts list names its authors once the one lookup of users
    /// answers, and writes likes and views grouped; the detail's link too.
    func testThePostsListShowsItsAuthorsNames() throws {
        let tmux = try launch(cols: 100, rows: 30)
        signIn(tmux)
        tmux.waitFor("30 of 194")
        tmux.send("2")
        tmux.waitFor("30 of 251")
        func row(_ screen: String) -> String {
            screen.split(separator: "\n").first { $0.contains("The old man had always taught him") }.map(String.init) ?? ""
        }
        let (named, list) = tmux.waitFor { row($0).contains("Michael Allen") }
        XCTAssertTrue(named, "post 2's row names its author, user 132: \(list)")
        let post = row(list)
        XCTAssertTrue(post.contains("1,910") && post.contains("4,900"), "likes and views grouped: \(post)")
        XCTAssertFalse(post.contains("132"), "the author's id has gone: \(post)")
        tmux.send("Down")
        tmux.send("Enter")
        tmux.waitFor("a  Author: Michael Allen")
        tmux.send("q")
        tmux.assertTerminalRestored("after the posts")
    }

    func testAWrongPasswordSaysInvalidCredentials() throws {
        let tmux = try launch(cols: 80, rows: 24)
        signIn(tmux, password: "wrong")
        tmux.waitFor("Invalid credentials")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testADumbTerminalIsRefusedWithAReasonAndExitTwo() throws {
        let tmux = try Tmux.courier("--host test --base-url \(server.baseURL.absoluteString)",
                                    environment: ["XDG_CONFIG_HOME": configHome.path, "LANG": "C.UTF-8", "TERM": "dumb"],
                                    cols: 80, rows: 24)
        tmux.waitFor("EXIT=2")
        let screen = tmux.screen
        XCTAssertTrue(screen.contains("cannot move the cursor"), screen)
        XCTAssertFalse(screen.contains("Sign in"), "nothing of the app was drawn: \(screen)")
        tmux.assertTerminalRestored()
    }

    func testQQuitsAndRestoresTheTerminal() throws {
        let tmux = try launch(cols: 80, rows: 24)
        signIn(tmux)
        tmux.waitFor("Glamour Beauty")
        tmux.send("q")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testTheSessionIsKeptForTheNextStart() throws {
        var tmux: Tmux? = try launch(cols: 80, rows: 24)
        signIn(tmux!)
        tmux!.waitFor("Glamour Beauty")
        tmux!.send("q")
        tmux!.waitFor("EXIT=0")
        tmux = nil
        let again = try launch(cols: 80, rows: 24)
        again.waitFor("Glamour Beauty")
        XCTAssertFalse(again.screen.contains("Sign in"), "a saved session skips the login")
        again.send("q")
        again.waitFor("EXIT=0")
    }
}
