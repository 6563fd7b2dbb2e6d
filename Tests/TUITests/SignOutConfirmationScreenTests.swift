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

    /// Whether pressing `key` in `state` makes the feature ask the app to sign out.
    private func isLogout(_ key: Key, in state: BrowseState) -> Bool {
        var state = state
        return BrowseFrames.press(key, in: &state, area: area, app: app) == [.signOut]
    }

    func testSigningOutAsksWhenEditsAreUnsavedAndNotOtherwise() {
        // The feature decides from state whether the sign-out asks first: L
        // works while browsing, where an edit is unsaved while its save is unanswered.
        var unsaved = withUnsavedNewProduct()
        BrowseFrames.send(.beginSignOut, to: &unsaved)
        XCTAssertTrue(unsaved.confirmingSignOut, "unsaved edits: ask first")
        var pending = withUnsavedNewProduct()
        BrowseFrames.send(.saveEdit, to: &pending)
        XCTAssertTrue(pending.hasUnsavedEdits)
        XCTAssertEqual(BrowseFeature.reduce(&pending, .intent(.browsing(.signOut))), [], "unsaved edits: ask first")
        XCTAssertTrue(pending.confirmingSignOut, "unsaved edits: ask first")
        var clean = BrowseFrames.productsLoaded()
        XCTAssertEqual(BrowseFeature.reduce(&clean, .intent(.browsing(.signOut))), [.signOut], "nothing unsaved: sign out at once")
        XCTAssertTrue(isLogout(.character("L"), in: BrowseFrames.productsLoaded()))
    }

    func testInsideTheFormLIsALetter() {
        guard case .editField(.insert("L"))? = BrowseFrames.action(for: .character("L"), in: withUnsavedNewProduct(),
                                                                   area: area, app: app) else {
            return XCTFail("a form takes L as text")
        }
    }

    func testYOrEnterSignsOutAndAnyOtherKeyKeepsTheEdits() {
        var state = withUnsavedNewProduct()
        BrowseFrames.send(.beginSignOut, to: &state)
        XCTAssertTrue(state.confirmingSignOut)
        for key in [Key.character("y"), .character("Y"), .enter] {
            XCTAssertTrue(isLogout(key, in: state), "\(key)")
        }
        for key in [Key.character("n"), .escape, .character("L"), .mouse(MouseEvent(.click, row: 5, col: 5))] {
            var answered = state
            let effects = BrowseFrames.press(key, in: &answered, area: area, app: app)
            XCTAssertEqual(effects, [], "\(key) keeps the edits")
            XCTAssertFalse(answered.confirmingSignOut, "\(key) keeps the edits")
            XCTAssertEqual(answered.editForm?.inputs.first?.value, "Lamp", "\(key) keeps the edits")
        }
        var quitting = state
        XCTAssertEqual(BrowseFrames.press(.ctrl("c"), in: &quitting, area: area, app: app), [.quit], "Ctrl-C still quits")
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
