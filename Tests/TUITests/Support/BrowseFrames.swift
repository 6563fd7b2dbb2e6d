import DummyJSON
import Foundation
import Models
import Network
import ViewModels
@testable import TUI

/// Browser states built through the reducer, and their frames, for tests of
/// one screen state without a server.
enum BrowseFrames {
    static let now = Date(timeIntervalSince1970: 1_000_000)
    static let host = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:8080")!)

    static func app(language: MessageLanguage = .english) -> AppState {
        var app = AppState(host: host, language: language)
        app.screen = .browse
        app.user = AuthSession(accessToken: "a", refreshToken: "r", id: 1, username: "emilys",
                               email: "emily@x.dummyjson.com", firstName: "Emily", lastName: "Johnson")
        return app
    }

    static func page(_ ids: ClosedRange<Int>, total: Int) -> SourcedResult<ListPage> {
        let items = ids.map { ProductSummary(id: $0, title: "Product \($0)", category: "beauty", price: 10, rating: 4.5) }
        let columns = Resource<ProductSummary, Product>.products.columns
        return SourcedResult(.value(ListPage(items: ListItems(items, columns: columns), total: total, skip: 0)), source: .network)
    }

    /// The products list with its first page loaded.
    static func productsLoaded() -> BrowseState {
        var state = BrowseState(registry: .standard, now: now)
        send(.appear, to: &state)
        send(.pageLoaded(tab: 0, state.currentList.pageRequest(.first), page(1...30, total: 194), at: now), to: &state)
        return state
    }

    static func send(_ actions: BrowseAction..., to state: inout BrowseState) {
        for action in actions { _ = BrowseFeature.reduce(&state, action) }
    }

    static func frame(_ state: BrowseState, app: AppState = app(), cols: Int = 80, rows: Int = 24) -> CellBuffer {
        var buffer = CellBuffer(size: Size(rows: rows, cols: cols), fill: .blank(Theme.monochrome.text))
        BrowseScreen.render(state, app: app, into: &buffer, area: buffer.bounds, theme: .monochrome)
        return buffer
    }

    /// The action `key` names in `state`, on a screen of `area`.
    static func action(for key: Key, in state: BrowseState, area: Rect = Rect(size: Size(rows: 24, cols: 80)),
                       app: AppState = app()) -> BrowseAction? {
        if case .send(let action)? = BrowseKeys.command(for: key, in: measured(state, area: area, app: app), area: area, app: app) {
            return action
        }
        return nil
    }

    /// Presses `key` as the app does: the frame drawn at `area` reports its
    /// layout to the feature, then the key's action is reduced. Answers the
    /// effects, so a test sees a quit or a sign-out the feature asked for.
    @discardableResult
    static func press(_ key: Key, in state: inout BrowseState, area: Rect = Rect(size: Size(rows: 24, cols: 80)),
                      app: AppState = app()) -> [BrowseEffect] {
        state = measured(state, area: area, app: app)
        guard case .send(let action)? = BrowseKeys.command(for: key, in: state, area: area, app: app) else { return [] }
        return BrowseFeature.reduce(&state, action)
    }

    /// The state once a frame at `area` has told it what it laid out.
    static func measured(_ state: BrowseState, area: Rect, app: AppState = app()) -> BrowseState {
        var buffer = CellBuffer(size: Size(rows: area.height, cols: area.width), fill: .blank(Theme.monochrome.text))
        let viewport = BrowseScreen.render(state, app: app, into: &buffer, area: buffer.bounds, theme: .monochrome)
        var state = state
        _ = BrowseFeature.reduce(&state, .viewportMeasured(viewport))
        return state
    }
}
