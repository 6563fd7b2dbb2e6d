import Foundation
import Network
import ViewModels
import XCTest
@testable import TUI

/// The request behind `!` (method, masked URL, status, request id, time,
/// curl, which `y` copies) and the `:log` overlay, as drawn.
final class RequestScreensTests: XCTestCase {
    private let presenter = ErrorPresenter(language: .english)
    private let request = RequestSummary(
        method: "GET", url: "http://127.0.0.1:8080/auth/products?limit=30", path: "/auth/products?limit=30", status: 500,
        startedAt: Date(timeIntervalSince1970: 1_000_000), duration: 0.041, bytes: 1_234, serverRequestID: "req-42",
        curlCommand: "curl -H 'Authorization: Bearer ***' 'http://127.0.0.1:8080/auth/products?limit=30'")

    private func failedWithRequest() -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        _ = BrowseFeature.note(.failed(.http(status: 500, message: "boom"), subject: "products"), &state)
        _ = BrowseFeature.reduce(&state, .showError)
        let note = state.errorOverlay!.note
        _ = BrowseFeature.reduce(&state, .requests(.found(note, request)))
        return state
    }

    func testTheOverlayShowsTheRequestAndYCopiesItsCurl() {
        var state = failedWithRequest()
        let shown = BrowseFrames.frame(state, rows: 40).lines.joined(separator: "\n")
        for part in ["GET http://127.0.0.1:8080/auth/products?limit=30", "Server's request id: req-42", "To send it again:",
                     "Bearer ***", "y copies the curl"] {
            XCTAssertTrue(shown.contains(part), "\(part) in:\n\(shown)")
        }
        let area = Rect(size: Size(rows: 40, cols: 80))
        guard case .intent(.errorOverlay(.copy))? = BrowseFrames.action(for: .character("y"), in: state, area: area) else {
            return XCTFail("y over the overlay copies")
        }
        XCTAssertEqual(BrowseFeature.reduce(&state, .intent(.errorOverlay(.copy))),
                       [.takeOut(.copy(request.curlCommand!, what: "the request as a curl command", fallback: "It is shown above."))])
    }

    func testTheLogListsEachRequestOnALine() {
        var state = BrowseFrames.productsLoaded()
        _ = BrowseFeature.reduce(&state, .requests(.logLoaded([request])))
        XCTAssertNotNil(state.requestLog)
        let shown = BrowseFrames.frame(state, rows: 30).lines.joined(separator: "\n")
        XCTAssertTrue(shown.contains("GET") && shown.contains("500") && shown.contains("/auth/products?limit=30"), shown)
        XCTAssertTrue(shown.contains("41 ms"), shown)
    }
}
