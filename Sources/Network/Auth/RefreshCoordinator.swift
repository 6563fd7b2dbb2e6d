import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Refreshes credentials once for any number of requests refused at the same
/// time: the first starts the authenticator's refresh, the rest wait for it,
/// and a request whose credentials were already replaced just goes again.
final class RefreshCoordinator: Sendable {
    typealias Waiter = @Sendable (RefreshOutcome) -> Void

    /// Nil when no refresh is in flight.
    private let waiters = SanitizerVisibleMutex<[Waiter]?>(nil)

    func refresh(after request: URLRequest, client: NetworkClient, completion: @escaping Waiter) {
        let authenticator = client.authenticator
        enum Step { case alreadyDone, wait, begin }
        let step = waiters.withLock { waiters -> Step in
            if authenticator.isStale(request, client: client) { return .alreadyDone }
            if waiters != nil {
                waiters!.append(completion)
                return .wait
            }
            waiters = [completion]
            return .begin
        }
        switch step {
        case .alreadyDone: completion(.refreshed)
        case .wait: break
        case .begin:
            authenticator.refresh(client: client) { [self] outcome in
                if case .sessionEnded = outcome { authenticator.signOut(client: client) }
                let waiting = waiters.withLock { waiters -> [Waiter] in
                    defer { waiters = nil }
                    return waiters ?? []
                }
                for waiter in waiting { waiter(outcome) }
            }
        }
    }
}
