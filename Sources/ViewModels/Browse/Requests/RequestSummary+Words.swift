import Foundation

/// A request's parts as a person reads them: "21:40:12", "41 ms", "1.2 kB".
extension RequestSummary {
    /// The wall-clock time it was sent, hours to seconds, in the local zone.
    package var clock: String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: startedAt)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// "41 ms" below a second, "2.3 s" above.
    package var elapsed: String {
        duration < 1 ? "\(Int((duration * 1000).rounded())) ms" : String(format: "%.1f s", duration)
    }

    /// "120 B", "1.2 kB", "3.4 MB" (powers of 1000, as HTTP tools count).
    package var size: String {
        switch bytes {
        case ..<1000: "\(bytes) B"
        case ..<1_000_000: String(format: "%.1f kB", Double(bytes) / 1000)
        default: String(format: "%.1f MB", Double(bytes) / 1_000_000)
        }
    }

    /// "200", or "—" when no answer came.
    package var statusText: String { status.map(String.init) ?? "—" }

    /// The status line of the `!` view: the status and its cache note, or why nothing came.
    package func outcome(_ presenter: ErrorPresenter) -> String {
        guard let status else { return presenter.text("No answer: \(UIText.verbatim(failure ?? ""))") }
        let note = cacheNote.map { " (" + presenter.text($0) + ")" } ?? ""
        return presenter.text("Status \(UIText.verbatim(String(status)))") + note
    }
}
