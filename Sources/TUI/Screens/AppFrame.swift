import ViewModels

/// The whole frame for the app's state: the screen the session is on, or the
/// size warning when the terminal is too small for any of them.
package enum AppFrame {
    package static func render(app: AppState, login: LoginState?, browse: BrowseState?, size: Size,
                               theme: Theme) -> CellBuffer {
        draw(app: app, login: login, browse: browse, size: size, theme: theme).frame
    }

    /// The frame, and what the browser's part of it laid out (nil when the browser is not drawn).
    package static func draw(app: AppState, login: LoginState?, browse: BrowseState?, size: Size,
                             theme: Theme) -> (frame: CellBuffer, browseViewport: BrowseViewport?) {
        var frame = CellBuffer(size: size, fill: .blank(theme.text))
        var viewport: BrowseViewport?
        let area = frame.bounds
        if TooSmallView.isTooSmall(size) {
            TooSmallView.render(size: size, presenter: app.presenter, into: &frame, area: area, theme: theme)
            return (frame, nil)
        }
        switch app.screen {
        case .starting:
            frame.writeLine(app.presenter.text("Checking your session on \(app.host.kind.rawValue)…"),
                            in: area.line(area.height / 2), style: theme.dim, alignment: .center)
        case .login:
            if let login { LoginScreen.render(login, app: app, into: &frame, area: area, theme: theme) }
        case .browse:
            if let browse { viewport = BrowseScreen.render(browse, app: app, into: &frame, area: area, theme: theme) }
        }
        frame.settlePictures(theme.graphics, blank: theme.text)
        return (frame, viewport)
    }
}
