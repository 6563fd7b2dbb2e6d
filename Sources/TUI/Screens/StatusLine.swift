import Foundation
import Network
import SafeText
import ViewModels

/// The status bar: host and user on the left; on the right the latest note,
/// how old offline data is, and a spinner while requests are in flight.
package enum StatusLine {
    package static func render(_ state: BrowseState, app: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        var left = "\(app.hostBadge) \(Sanitizer.singleLine(app.host.baseURL.absoluteString))"
        if let user = app.user?.username { left += " · \(Sanitizer.singleLine(user))" }
        var right: [String] = []
        if let request = state.confirmingDelete {
            // The question takes the whole line: nothing else may be mistaken for it.
            StatusBar.render(left: app.presenter.text("Delete \(request.resource.subject(id: request.id))? y deletes it, any other key keeps it"),
                             right: "", into: &buffer, area: area, theme: theme, style: theme.warning.adding(.reverse))
            return
        }
        if state.confirmingSignOut {
            StatusBar.render(left: app.presenter.text("Unsaved changes will be lost. Sign out? y/Enter: yes, any other key: no"),
                             right: "", into: &buffer, area: area, theme: theme, style: theme.warning.adding(.reverse))
            return
        }
        if let note = state.note { right.append(Sanitizer.singleLine(note.text(app.presenter))) }
        let list = state.currentList
        if let offline = OfflineNote.text(for: list.source, offline: app.isOffline || list.error?.isConnectivity == true,
                                          now: state.now) {
            right.append(app.presenter.text(offline))
        }
        if app.requestsInFlight > 0 { right.append(Spinner(tick: app.spinnerTick).frame) }
        let style = state.note?.isError == true ? theme.error.adding(.reverse) : nil
        StatusBar.render(left: left, right: right.joined(separator: "  "), into: &buffer, area: area, theme: theme, style: style)
    }
}
