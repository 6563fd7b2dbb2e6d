import TUI
import ViewModels

/// `courier doctor`: what it looked at, what it found, and what to do.
struct DoctorCheck: Equatable {
    enum Verdict: Equatable {
        case good
        /// Works, with less than it could: said with what would make it better.
        case warning
        /// Will not work as it stands: `courier doctor` exits 1.
        case broken
    }

    var subject: UIText
    var verdict: Verdict
    var finding: UIText
    /// What to do about it; nil when nothing needs doing.
    var fix: UIText?

    static func good(_ subject: UIText, _ finding: UIText) -> DoctorCheck {
        DoctorCheck(subject: subject, verdict: .good, finding: finding)
    }
}

enum DoctorReport {
    /// One line a check ("ok", "warn", "FAIL" as typed, so scripts can grep), its fix indented below.
    static func text(_ checks: [DoctorCheck], presenter: ErrorPresenter) -> String {
        let width = checks.map { presenter.text($0.subject).displayWidth }.max() ?? 0
        var lines: [String] = []
        for check in checks {
            let mark = switch check.verdict { case .good: "ok  "; case .warning: "warn"; case .broken: "FAIL" }
            lines.append("\(mark) \(presenter.text(check.subject).padded(toWidth: width))  \(presenter.text(check.finding))")
            if let fix = check.fix { lines.append(String(repeating: " ", count: width + 7) + "→ " + presenter.text(fix)) }
        }
        let broken = checks.filter { $0.verdict == .broken }.count
        lines.append("")
        lines.append(presenter.text(broken == 0 ? "Nothing is broken." : "\(UIText.count(broken)) broken: see FAIL above."))
        return lines.joined(separator: "\n")
    }

    static func status(_ checks: [DoctorCheck]) -> Output.Status {
        checks.contains { $0.verdict == .broken } ? .failure : .success
    }
}
