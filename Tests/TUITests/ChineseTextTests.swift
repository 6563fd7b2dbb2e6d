import ViewModels
import XCTest
@testable import TUI

/// Issue 25, item 11 in the app: a company's title reads as a job title in
/// 繁體 (職稱, not a post's 標題), and CJK punctuation never starts a line.
final class ChineseTextTests: XCTestCase {
    func testACompanyTitleIsAJobTitle() {
        onMainActor {
            for (language, job, heading) in [(MessageLanguage.traditionalChinese, "職稱", "標題"), (.simplifiedChinese, "职位", "标题")] {
                let h = AppHarness(cols: 120, rows: 40, language: language)
                h.signIn()
                h.press(.character("3"), .enter)
                let text = h.text
                XCTAssertTrue(text.contains(job), "\(language): \(text)")
                let company = h.lines.drop { !$0.contains("公司") }
                XCTAssertFalse(company.prefix(4).contains { $0.contains(heading) }, "\(language) calls a job a post's title: \(text)")
            }
        }
    }

    func testClosingPunctuationNeverStartsALine() {
        XCTAssertEqual("请输入用户名和密码。".wrapped(toWidth: 18), ["请输入用户名和密", "码。"])
        XCTAssertEqual("沒有與「phone」相符的商品。".wrapped(toWidth: 26).last?.first == "。", false)
        for width in 4...30 {
            for text in ["请输入用户名和密码。服务器不保留：刷新前仅在此显示。", "網路異常：無法連線伺服器，請檢查網路後重試。"] {
                let lines = text.wrapped(toWidth: width)
                for line in lines.dropFirst() {
                    XCTAssertFalse(line.first.map { "。，、：；！？）」』》".contains($0) } == true, "\(width): \(lines)")
                }
                XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= width }, "\(width): \(lines)")
                XCTAssertEqual(lines.joined(), text, "nothing lost")
            }
        }
    }
}
