import Foundation
import Models
import Synchronization

/// Refreshes the access token once for any number of requests that got a 401
/// at the same time: the first starts the refresh, the rest wait for it, and
/// a request whose token was already replaced just goes again.
final class TokenRefresher: Sendable {
    enum Outcome: Sendable {
        case refreshed
        /// The refresh token was refused: the session is over.
        case sessionEnded(message: String?)
        /// The refresh could not be made (offline, say); the session may still be good.
        case failed(NetworkError)
    }

    typealias Waiter = @Sendable (Outcome) -> Void

    private let store: SessionStore
    /// Nil when no refresh is in flight.
    private let waiters = Mutex<[Waiter]?>(nil)

    init(store: SessionStore) {
        self.store = store
    }

    /// Refreshes unless `usedToken` is no longer the current one, then calls `completion`.
    func refresh(replacing usedToken: String?, network: NetworkClient, completion: @escaping Waiter) {
        enum Step { case alreadyDone, noSession, wait, begin(StoredSession) }
        let step = waiters.withLock { waiters -> Step in
            guard let session = store.current else { return .noSession }
            if let usedToken, session.auth.accessToken != usedToken { return .alreadyDone }
            if waiters != nil {
                waiters!.append(completion)
                return .wait
            }
            waiters = [completion]
            return .begin(session)
        }
        switch step {
        case .alreadyDone: completion(.refreshed)
        case .noSession: completion(.sessionEnded(message: nil))
        case .wait: break
        case .begin(let session): send(for: session, network: network)
        }
    }

    private func send(for session: StoredSession, network: NetworkClient) {
        let route = AuthRouter.refresh(refreshToken: session.auth.refreshToken)
        // Kept out of the registry: pauseAll must not pause it, or a request resumed
        // on its own would wait forever for a refresh nobody resumes.
        network.perform(route, id: RequestID.generate(), registered: false) { [self] result in
            let outcome: Outcome
            switch result {
            case .success(let response):
                switch ResponseDecoder.decode(TokenPair.self, from: response, decoder: network.decoder) {
                case .success(let tokens):
                    store.update(tokens: tokens, replacing: session.auth.accessToken)
                    outcome = .refreshed
                case .failure(let error):
                    outcome = .failed(error)
                }
            case .failure(.http(let status, let message)) where status == 401 || status == 403:
                store.clear()
                outcome = .sessionEnded(message: message)
            case .failure(let error):
                outcome = .failed(error)
            }
            let waiting = waiters.withLock { waiters -> [Waiter] in
                defer { waiters = nil }
                return waiters ?? []
            }
            for waiter in waiting { waiter(outcome) }
        }
    }
}
