import Foundation
import Network

/// The status bar's content: host, user, activity, and the latest message.
public struct StatusLine: Sendable, Equatable {
    public var hostBadge: String
    public var hostURL: String
    public var user: String?
    public var requestsInFlight = 0
    public var spinner = Spinner()
    /// A transient message (errors clear themselves after a few seconds).
    public var message: String?
    public var messageIsError = false
    /// "offline · cached 5 min ago" when the data on screen is stale.
    public var offline: String?

    public init(hostBadge: String, hostURL: String) {
        self.hostBadge = hostBadge
        self.hostURL = hostURL
    }

    /// How the bar reads the source of what is on screen.
    public static func offlineText(for source: ValueSource?, appOffline: Bool, now: Date = Date()) -> String? {
        if case .cache(let storedAt, true) = source { return "offline · cached \(age(from: storedAt, to: now))" }
        return appOffline ? "offline" : nil
    }

    /// "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago".
    public static func age(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<5: return "just now"
        case ..<60: return "\(seconds) s ago"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }

    public static func render(_ status: StatusLine, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        var left = "\(status.hostBadge) \(Sanitizer.singleLine(status.hostURL))"
        if let user = status.user { left += " · \(Sanitizer.singleLine(user))" }
        var right: [String] = []
        if let message = status.message { right.append(Sanitizer.singleLine(message)) }
        if let offline = status.offline { right.append(offline) }
        if status.requestsInFlight > 0 { right.append(status.spinner.frame) }
        let style = status.message != nil && status.messageIsError ? theme.error.adding(.reverse) : nil
        StatusBar.render(left: left, right: right.joined(separator: "  "), into: &buffer, area: area, theme: theme, style: style)
    }
}
