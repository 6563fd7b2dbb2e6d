import ViewModels
import XCTest
@testable import TUI

/// Esc on a form with changes asks before throwing them away; a form as it
/// opened closes at once.
final class DiscardConfirmationScreenTests: XCTestCase {
    private let area = Rect(size: Size(rows: 24, cols: 80))
    private let app = BrowseFrames.app()

    private func withTypedNewProduct() -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.beginAdd, .editField(.insert("Lamp")), to: &state)
        return state
    }

    func testEscOnChangesAsksAndAnotherKeyKeepsEditing() {
        var state = withTypedNewProduct()
        guard case .intent(.form(.cancel))? = BrowseFrames.action(for: .escape, in: state, area: area, app: app) else {
            return XCTFail("Esc in a form cancels it")
        }
        BrowseFrames.press(.escape, in: &state, area: area, app: app)
        XCTAssertTrue(state.confirmingDiscard)
        XCTAssertNotNil(state.editForm, "nothing thrown away yet")
        XCTAssertTrue(BrowseFrames.frame(state, cols: 100).lines[22].contains("Discard your changes? y/Enter: discard"))
        for key in [Key.character("n"), .escape, .character("x")] {
            var answered = state
            BrowseFrames.press(key, in: &answered, area: area, app: app)
            XCTAssertFalse(answered.confirmingDiscard, "\(key) keeps editing")
            XCTAssertEqual(answered.editForm?.inputs.first?.value, "Lamp", "\(key) keeps editing")
        }
        BrowseFrames.send(.confirmDiscard(false), to: &state)
        XCTAssertFalse(state.confirmingDiscard)
        XCTAssertEqual(state.editForm?.inputs.first?.value, "Lamp", "the typing stays")
    }

    func testYOrEnterDiscards() {
        for key in [Key.character("y"), .character("Y"), .enter] {
            var state = withTypedNewProduct()
            BrowseFrames.send(.cancelEdit, to: &state)
            guard case .intent(.confirmation)? = BrowseFrames.action(for: key, in: state, area: area, app: app) else {
                return XCTFail("\(key) answers the question")
            }
            BrowseFrames.press(key, in: &state, area: area, app: app)
            XCTAssertNil(state.editForm, "\(key) closes the form")
            XCTAssertFalse(state.confirmingDiscard)
        }
    }

    func testAFormAsItOpenedClosesAtOnce() {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.beginAdd, .cancelEdit, to: &state)
        XCTAssertNil(state.editForm)
        XCTAssertFalse(state.confirmingDiscard)
    }

    func testTheQuestionSpeaksChinese() {
        var state = withTypedNewProduct()
        BrowseFrames.send(.cancelEdit, to: &state)
        let chinese = BrowseFrames.frame(state, app: BrowseFrames.app(language: .simplifiedChinese), cols: 100).lines
        XCTAssertTrue(chinese[22].contains("放弃所做的更改？"), chinese[22])
    }
}
