import ViewModels

/// Keys while the `!` overlay is open: Esc, ! or q close it, j/k, arrows,
/// PgUp/PgDn, g/G and the wheel scroll it, a click closes it. Ctrl-C still quits.
enum ErrorOverlayKeys {
    static func command(for key: Key, _ overlay: ErrorOverlayState, area: Rect,
                        presenter: ErrorPresenter) -> ScreenCommand<BrowseAction>? {
        if key == .ctrl("c") { return .quit }
        if [.escape, .character("!"), .character("q")].contains(key) { return .send(.hideError) }
        let layout = ErrorOverlayView.layout(overlay, presenter: presenter, area: area)
        let last = layout.maximumScroll
        let page = max(1, layout.visibleRows - 1)
        let offset = min(overlay.scroll, last)
        func scroll(to target: Int) -> ScreenCommand<BrowseAction> { .send(.scrollError(to: min(last, max(0, target)))) }
        switch key {
        case .down, .character("j"): return scroll(to: offset + 1)
        case .up, .character("k"): return scroll(to: offset - 1)
        case .pageDown, .character(" "), .ctrl("f"): return scroll(to: offset + page)
        case .pageUp, .ctrl("b"): return scroll(to: offset - page)
        case .home, .character("g"): return scroll(to: 0)
        case .end, .character("G"): return scroll(to: last)
        case .mouse(let event) where event.kind == .click: return .send(.hideError)
        case .mouse(let event):
            return scroll(to: offset + (event.kind == .wheelDown ? BrowseMouse.wheelRows : -BrowseMouse.wheelRows))
        default: return nil
        }
    }
}
