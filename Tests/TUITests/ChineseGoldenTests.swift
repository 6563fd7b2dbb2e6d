import Foundation
import GoldenTesting
import ViewModels
import XCTest
@testable import TUI

/// Every resource's list and detail in 简体中文 at 40, 80 and 120 columns,
/// kept in Tests/Goldens/zh-Hans (the tab rows too), the way `ResourceGoldenTests` keeps the
/// English ones; and proof that such frames keep no English word of the
/// interface, only the server's data.
final class ChineseGoldenTests: XCTestCase {
    func testEveryResourcesListAndDetailInSimplifiedChinese() {
        MainActor.assumeIsolated {
            ResourceGoldens.check(language: .simplifiedChinese, inspect: { frames in
                guard frames.cols == 120 else { return }
                Self.assertNoEnglishInterface(frames.list.lines, "\(frames.resource.id) list")
                Self.assertNoEnglishInterface(frames.detail.lines, "\(frames.resource.id) detail")
            })
        }
    }

    func testHelpFormsAndRefusalsInSimplifiedChinese() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 120, rows: 40, language: .simplifiedChinese)
            h.signIn()
            h.app.handle(.character("?"))
            Self.assertNoEnglishInterface(h.app.makeFrame().lines, "help")
            h.app.handle(.escape)
            h.app.handle(.enter)
            h.scheduler.advance(by: 1)
            h.app.handle(.character("e"))
            for _ in 0..<40 { h.app.handle(.backspace) }
            h.app.handle(.enter)
            let form = h.app.makeFrame().lines
            XCTAssertTrue(form.contains { $0.contains("↑ 必填") }, form.joined(separator: "\n"))
            XCTAssertTrue(form.contains { $0.contains("编辑商品") }, form.joined(separator: "\n"))
            Self.assertNoEnglishInterface(form, "edit form")
            h.app.handle(.escape)
            let asked = h.app.makeFrame().lines
            XCTAssertTrue(asked.contains { $0.contains("放弃所做的更改？") }, asked.joined(separator: "\n"))
            Self.assertNoEnglishInterface(asked, "discard question")
            h.app.handle(.character("y"))
            h.app.handle(.escape)
            for key in ":sort nothing" { h.app.handle(.character(key)) }
            h.app.handle(.enter)
            let refused = h.app.makeFrame().lines
            XCTAssertTrue(refused.contains { $0.contains("商品可按 title, price, rating, stock 排序。") },
                          refused.joined(separator: "\n"))
            Self.assertNoEnglishInterface(refused, "refusal")
        }
    }

    /// Tabs and hints are wider in Chinese: a click finds them where they are drawn.
    func testClicksFindTheWiderChineseTabsAndHints() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80, rows: 24, language: .simplifiedChinese)
            h.signIn()
            let column = { (text: String, row: Int) -> Int in
                let line = h.lines[row]
                return String(line[..<line.range(of: text)!.lowerBound]).displayWidth
            }
            h.app.handle(.mouse(MouseEvent(.click, row: 0, col: column("购物车", 0) + 1)))
            h.scheduler.advance(by: 1)
            XCTAssertEqual(h.browseState?.selectedTab, 3, "a click on 购物车")
            h.app.handle(.mouse(MouseEvent(.click, row: 23, col: column("帮助", 23) + 1)))
            XCTAssertEqual(h.browseState?.showsHelp, true, "a click on the hint 帮助")
        }
    }

    func testTheLoginScreenAndTheTooSmallMessageInTraditionalChinese() {
        MainActor.assumeIsolated {
            let h = AppHarness(cols: 80, rows: 24, language: .traditionalChinese)
            let login = h.app.makeFrame().lines.joined(separator: "\n")
            for word in ["使用者名稱", "密碼", "[ 登入 ]", "示範帳號：emilys / emilyspass", "結束"] {
                XCTAssertTrue(login.contains(word), "login lacks \(word):\n\(login)")
            }
            Self.assertNoEnglishInterface(h.app.makeFrame().lines, "login", language: .traditionalChinese)
            h.terminal.resize(to: Size(rows: 8, cols: 30))
            h.app.resized()
            XCTAssertTrue(h.text.contains("終端機太小"), h.text)
        }
    }

    /// Words of the catalog that these frames show as the server's data or
    /// as key names: "In Stock", "Maple Street", "Beats Phone Case",
    /// "Run a 5k"; PgUp and PgDn are what the keyboard calls its keys.
    static let notInterface: Set<String> = ["Stock", "Street", "Phone", "Run", "PgUp", "PgDn"]

    /// No English text of the catalog stands as a word in `lines`. Server
    /// data is English, so only the catalog's words are looked for, and
    /// the ones a translation keeps (ID, SKU) are left out.
    static func assertNoEnglishInterface(_ lines: [String], _ what: String, language: MessageLanguage = .simplifiedChinese,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let presenter = ErrorPresenter(language: language)
        let frame = lines.joined(separator: "\n")
        for key in UICatalog.entries.keys where !key.contains("%@") && key.first?.isUppercase == true && !notInterface.contains(key) {
            let translated = presenter.text(UIText(key))
            guard translated != key, key.count > 2 else { continue }
            let pattern = "(^|[^A-Za-z])" + NSRegularExpression.escapedPattern(for: key) + "($|[^A-Za-z])"
            if frame.range(of: pattern, options: .regularExpression) != nil {
                XCTFail("\(what) still says “\(key)”:\n\(frame)", file: file, line: line)
            }
        }
    }
}
