import Foundation
import Network
import SafeText
import ViewModels

/// The status bar: host and user on the left; on the right the latest note,
/// how old offline data is, and a spinner while requests are in flight. An
/// error is summarised in one line, cut to the room the host and user leave
/// (`!` opens it whole), so where one is signed in stays in view.
package enum StatusLine {
    package static func render(_ state: BrowseState, app: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        if let question = question(state, presenter: app.presenter) {
            // The question takes the whole line: nothing else may be mistaken for it.
            StatusBar.render(left: question, right: "", into: &buffer, area: area, theme: theme,
                             style: theme.statusQuestion)
            return
        }
        let parts = layout(state, app: app, width: area.width)
        let style = state.note?.isError == true ? theme.statusError : nil
        StatusBar.render(left: parts.left, right: parts.right, into: &buffer, area: area, theme: theme, style: style)
    }

    /// The columns of the error's summary on a status line drawn in `area`, for a click.
    package static func summaryColumns(_ state: BrowseState, app: AppState, area: Rect) -> Range<Int>? {
        guard question(state, presenter: app.presenter) == nil,
              let columns = layout(state, app: app, width: area.width).summaryColumns else { return nil }
        return (columns.lowerBound + area.col)..<(columns.upperBound + area.col)
    }

    /// The first line of an error's message, marked "…" when more follows.
    private static func summary(of note: StatusNote, presenter: ErrorPresenter) -> String {
        let lines = Sanitizer.multiLine(note.text(presenter)).split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { return "" }
        return first.trimmingCharacters(in: .whitespaces) + (lines.count > 1 ? " …" : "")
    }

    private static func question(_ state: BrowseState, presenter: ErrorPresenter) -> String? {
        if state.confirmingSignOut {
            return presenter.text("Unsaved changes will be lost. Sign out? y/Enter: yes, any other key: no")
        }
        if state.confirmingDiscard {
            return presenter.text("Discard your changes? y/Enter: discard, any other key: keep editing")
        }
        if let request = state.confirmingDelete {
            return presenter.text("Delete \(request.resource.subject(id: request.id))? y deletes it, any other key keeps it")
        }
        if let requests = state.confirmingMarkedDelete, let first = requests.first {
            let ids = UIText.verbatim(requests.map { String($0.id) }.joined(separator: ", "))
            let name = UIText(first.resource.title.lowercased())
            return presenter.text("Delete \(requests.count) \(name): \(ids)? y deletes them, any other key keeps them")
        }
        return nil
    }

    /// The bar's two segments, and where an error's summary sits in it
    /// (columns from the bar's left edge).
    private static func layout(_ state: BrowseState, app: AppState,
                               width: Int) -> (left: String, right: String, summaryColumns: Range<Int>?) {
        var left = "\(app.hostBadge) \(Sanitizer.singleLine(app.host.baseURL.absoluteString))"
        if let user = app.user?.username { left += " · \(Sanitizer.singleLine(user))" }
        var rest: [String] = []
        let list = state.currentList
        if let offline = OfflineNote.text(for: list.source, offline: app.isOffline || list.error?.isConnectivity == true,
                                          now: state.now) {
            // And when the app tries again by itself, so no one need press r to find the server back
            // (left out while an error's summary needs the room).
            let next = state.note?.isError == true ? ""
                : state.probe.map { " · " + app.presenter.text("next try in \($0.secondsLeft(at: state.now)) s") } ?? ""
            rest.append(app.presenter.text(offline) + next)
        }
        if app.requestsInFlight > 0 { rest.append(Spinner(tick: app.spinnerTick).frame) }
        guard let note = state.note else { return (left, rest.joined(separator: "  "), nil) }
        guard note.isError else {
            return (left, ([Sanitizer.singleLine(note.text(app.presenter))] + rest).joined(separator: "  "), nil)
        }
        // A margin each side, two spaces after the left, two before the rest.
        let restText = rest.joined(separator: "  ")
        let leftWidth = min(left.displayWidth, max(0, width - 2))
        let room = width - 2 - leftWidth - 2 - (restText.isEmpty ? 0 : restText.displayWidth + 2)
        let summary = summary(of: note, presenter: app.presenter).truncated(toWidth: room)
        guard !summary.isEmpty else { return (left, restText, nil) }
        let right = restText.isEmpty ? summary : summary + "  " + restText
        let start = width - 1 - right.displayWidth
        return (left, right, start..<(start + summary.displayWidth))
    }
}
