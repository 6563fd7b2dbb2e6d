import Foundation
import Network
import Reactive

/// The described API's session: in memory for every request, and in its
/// file for the next start. Credentials a header cannot carry are never kept.
package final class DescribedSessionStore: Sendable {
    private let file: DescribedSessionFile?
    private let state: SanitizerVisibleMutex<DescribedSession?>

    package init(file: DescribedSessionFile?) {
        self.file = file
        state = SanitizerVisibleMutex(file?.load())
    }

    package var current: DescribedSession? { state.withLock { $0 } }

    @discardableResult
    package func save(_ session: DescribedSession) -> Bool {
        guard session.isHeaderSafe else { return false }
        state.withLock { $0 = session }
        if let file { return (try? file.save(session)) != nil }
        return true
    }

    /// New tokens after a refresh, if the session is still the one refreshed.
    @discardableResult
    package func update(accessToken: String, refreshToken: String?, replacing old: String?) -> Bool {
        let updated = state.withLock { current -> DescribedSession? in
            guard var session = current, session.accessToken == old else { return nil }
            session.accessToken = accessToken
            if let refreshToken { session.refreshToken = refreshToken }
            guard session.isHeaderSafe else { return nil }
            current = session
            return session
        }
        guard let updated else { return false }
        if let file { try? file.save(updated) }
        return true
    }

    /// A session for this run only, never written: a token from the environment (`COURIER_TOKEN`).
    package func use(_ session: DescribedSession) {
        guard session.isHeaderSafe else { return }
        state.withLock { $0 = session }
    }

    package func clear() {
        state.withLock { $0 = nil }
        file?.delete()
    }
}
