import ViewModels
import XCTest
@testable import TUI

/// `L` with unsaved edits asks before signing out (issue 15): the question
/// takes the status line, y or Enter signs out, any other key keeps the edits.
final class SignOutConfirmationScreenTests: XCTestCase {
    private let area = Rect(size: Size(rows: 24, cols: 80))
    private let presenter = ErrorPresenter(language: .english)
    private let app = BrowseFrames.app()

    private func withUnsavedNewProduct() -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.beginAdd, .editField(.insert("Lamp")), to: &state)
        XCTAssertTrue(state.hasUnsavedEdits)
        return state
    }

    private func isLogout(_ command: ScreenCommand<BrowseAction>?) -> Bool {
        if case .logout? = command { true } else { false }
    }

    func testSigningOutAsksWhenEditsAreUnsavedAndNotOtherwise() {
        let unsaved = withUnsavedNewProduct()
        guard case .send(.beginSignOut) = BrowseKeys.perform(.logout, in: unsaved, area: area, presenter: presenter) else {
            return XCTFail("unsaved edits: ask first")
        }
        XCTAssertTrue(isLogout(BrowseKeys.perform(.logout, in: BrowseFrames.productsLoaded(), area: area, presenter: presenter)),
                      "nothing unsaved: sign out at once")
        XCTAssertTrue(isLogout(BrowseKeys.command(for: .character("L"), in: BrowseFrames.productsLoaded(), area: area, app: app)))
    }

    func testInsideTheFormLIsALetter() {
        guard case .send(.editField(.insert("L")))? = BrowseKeys.command(for: .character("L"), in: withUnsavedNewProduct(),
                                                                          area: area, app: app) else {
            return XCTFail("a form takes L as text")
        }
    }

    func testYOrEnterSignsOutAndAnyOtherKeyKeepsTheEdits() {
        var state = withUnsavedNewProduct()
        BrowseFrames.send(.beginSignOut, to: &state)
        XCTAssertTrue(state.confirmingSignOut)
        for key in [Key.character("y"), .character("Y"), .enter] {
            XCTAssertTrue(isLogout(BrowseKeys.command(for: key, in: state, area: area, app: app)), "\(key)")
        }
        for key in [Key.character("n"), .escape, .character("L"), .mouse(MouseEvent(.click, row: 5, col: 5))] {
            guard case .send(.cancelSignOut)? = BrowseKeys.command(for: key, in: state, area: area, app: app) else {
                return XCTFail("\(key) keeps the edits")
            }
        }
        guard case .quit? = BrowseKeys.command(for: .ctrl("c"), in: state, area: area, app: app) else {
            return XCTFail("Ctrl-C still quits")
        }
    }

    func testTheQuestionTakesTheStatusLineInThePersonsLanguage() {
        var state = withUnsavedNewProduct()
        BrowseFrames.send(.beginSignOut, to: &state)
        let lines = BrowseFrames.frame(state, cols: 100).lines
        XCTAssertTrue(lines[22].contains("Unsaved changes will be lost. Sign out? y/Enter: yes, any other key: no"), lines[22])
        let chinese = BrowseFrames.frame(state, app: BrowseFrames.app(language: .simplifiedChinese), cols: 100).lines
        XCTAssertTrue(chinese[22].contains("未保存的更改将会丢失。要退出登录吗？"), chinese[22])
        BrowseFrames.send(.cancelSignOut, to: &state)
        XCTAssertFalse(BrowseFrames.frame(state, cols: 100).lines[22].contains("Sign out?"))
    }
}
