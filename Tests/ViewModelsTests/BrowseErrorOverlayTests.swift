import Foundation
import Network
import ViewModels
import XCTest

/// `!` opens the latest error whole (issue 15), also after its note has
/// faded from the status line, and it stays open when that note expires.
final class BrowseErrorOverlayTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private let failure = StatusNote.Kind.failed(.http(status: 500, message: "the database is on fire"), subject: "products")

    private func state(note: StatusNote.Kind?) -> BrowseState {
        var state = BrowseState(registry: .standard, now: now)
        if let note { _ = BrowseFeature.note(note, &state) }
        return state
    }

    func testBangOpensTheErrorShownAndNothingElse() {
        var failed = state(note: failure)
        XCTAssertEqual(failed.shownError?.kind, failure)
        XCTAssertEqual(BrowseFeature.reduce(&failed, .showError),
                       [.requests(.find(failed.shownError!, .http(status: 500, message: "the database is on fire")))],
                       "the request behind it is looked up in the journal, and nothing else happens")
        XCTAssertEqual(failed.errorOverlay?.note.kind, failure)
        XCTAssertEqual(failed.errorOverlay?.scroll, 0)

        for quiet in [state(note: nil), state(note: .saved), state(note: .written(.add, subject: "todo 255", differences: []))] {
            var quiet = quiet
            XCTAssertNil(quiet.shownError)
            _ = BrowseFeature.reduce(&quiet, .showError)
            XCTAssertNil(quiet.errorOverlay, "no error, nothing to open")
        }
        var refused = state(note: .refused("No resource “zzz”: try products, sort or filter."))
        _ = BrowseFeature.reduce(&refused, .showError)
        XCTAssertNotNil(refused.errorOverlay, "a refused command is an error on the status line too")
    }

    func testTheOverlayOutlivesItsNoteAndClosesWhenAsked() {
        var state = state(note: failure)
        _ = BrowseFeature.reduce(&state, .showError)
        _ = BrowseFeature.reduce(&state, .noteExpired)
        XCTAssertNil(state.note)
        XCTAssertEqual(state.errorOverlay?.note.kind, failure, "still being read")
        _ = BrowseFeature.reduce(&state, .hideError)
        XCTAssertNil(state.errorOverlay)
    }

    func testBangStillOpensTheLatestErrorAfterItsNoteFaded() {
        var state = state(note: failure)
        _ = BrowseFeature.reduce(&state, .noteExpired)
        _ = BrowseFeature.note(.saved, &state)
        XCTAssertNil(state.shownError, "the status line has moved on")
        _ = BrowseFeature.reduce(&state, .showError)
        XCTAssertEqual(state.errorOverlay?.note.kind, failure, "the last error, read at leisure")
    }

    func testScrollingNeverGoesAboveTheTop() {
        var state = state(note: failure)
        _ = BrowseFeature.reduce(&state, .showError)
        _ = BrowseFeature.reduce(&state, .scrollError(to: 4))
        XCTAssertEqual(state.errorOverlay?.scroll, 4)
        _ = BrowseFeature.reduce(&state, .scrollError(to: -2))
        XCTAssertEqual(state.errorOverlay?.scroll, 0)
    }
}
