import Foundation
import Network
import ViewModels

/// Tells a person at the command line that a request waits before trying
/// again, and for how long, so a 429's Retry-After is not ten silent
/// seconds. Short waits (a first retry after half a second) go unsaid.
struct RetryNotice: NetworkPlugin {
    /// Waits shorter than this are not worth a line.
    static let defaultMinimumDelay: TimeInterval = 1

    let presenter: ErrorPresenter
    let write: @Sendable (String) -> Void

    func willRetry(after delay: TimeInterval, because failure: NetworkError, for route: any Route) {
        guard delay >= Self.defaultMinimumDelay else { return }
        let seconds = Int(delay.rounded(.up))
        let notice: UIText = switch failure {
        case .rateLimited: "The server asks to wait: waiting \(seconds) s before trying again."
        default: "\(presenter.message(for: failure)) Waiting \(seconds) s before trying again."
        }
        write("courier: " + presenter.text(notice))
    }
}
