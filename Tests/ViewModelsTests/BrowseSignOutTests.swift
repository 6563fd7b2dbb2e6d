import Foundation
import ViewModels
import XCTest

/// Signing out with edits not yet sent (issue 15): the browser asks first;
/// with none, there is nothing to ask.
final class BrowseSignOutTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    /// The products list with a form for a new product open.
    private func withNewProductForm() -> BrowseState {
        var state = BrowseState(registry: .standard, now: now)
        _ = BrowseFeature.reduce(&state, .beginAdd)
        XCTAssertNotNil(state.editForm)
        return state
    }

    func testAFormAsItOpenedHoldsNoUnsavedEdits() {
        let state = withNewProductForm()
        XCTAssertFalse(state.hasUnsavedEdits)
        XCTAssertFalse(BrowseState(registry: .standard, now: now).hasUnsavedEdits, "no form, nothing unsaved")
    }

    func testTypingIntoAFormMakesUnsavedEditsAndTypingItBackUndoesThem() {
        var state = withNewProductForm()
        _ = BrowseFeature.reduce(&state, .editField(.insert("Lamp")))
        XCTAssertTrue(state.hasUnsavedEdits)
        for _ in 0..<4 { _ = BrowseFeature.reduce(&state, .editField(.backspace)) }
        XCTAssertFalse(state.hasUnsavedEdits, "the field reads as it opened")
    }

    func testSigningOutWithUnsavedEditsAsksAndAnotherKeyKeepsThem() {
        var state = withNewProductForm()
        _ = BrowseFeature.reduce(&state, .editField(.insert("Lamp")))
        XCTAssertEqual(BrowseFeature.reduce(&state, .beginSignOut), [])
        XCTAssertTrue(state.confirmingSignOut)
        _ = BrowseFeature.reduce(&state, .cancelSignOut)
        XCTAssertFalse(state.confirmingSignOut)
        XCTAssertEqual(state.editForm?.inputs.first?.value, "Lamp", "the edits stay")
    }

    func testWithNothingUnsavedThereIsNothingToAsk() {
        var state = withNewProductForm()
        _ = BrowseFeature.reduce(&state, .beginSignOut)
        XCTAssertFalse(state.confirmingSignOut)
    }

    func testASaveStillOnItsWayCountsAsUnsavedSinceSigningOutWouldCancelIt() {
        var state = BrowseState(registry: .standard, now: now)
        XCTAssertFalse(state.hasUnsavedEdits)
        state.pendingSave = SaveRequest(resource: .products, id: 1, changes: ["title": "Lamp"], kind: .update)
        _ = BrowseFeature.reduce(&state, .beginSignOut)
        XCTAssertTrue(state.confirmingSignOut, "the form is closed, but its save has not been answered")
    }
}
