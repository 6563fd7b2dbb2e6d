import Foundation
import Network

/// How the status bar and the command line say that data is old.
package enum OfflineNote {
    /// "offline · cached 5 min ago" for cached data the network could not
    /// confirm, "offline" when the network failed with nothing cached.
    package static func text(for source: ValueSource?, offline: Bool, now: Date) -> UIText? {
        if case .cache(let storedAt, true) = source { return "offline · cached \(age(from: storedAt, to: now))" }
        return offline ? "offline" : nil
    }

    /// "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago".
    package static func age(from date: Date, to now: Date) -> UIText {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<5: return "just now"
        case ..<60: return "\(seconds) s ago"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
