import Foundation
import Models
import Reactive
import Synchronization
import Network

/// The signed-in session for one host: in memory for every request, and in
/// its file so the next start can resume it. Changes are published.
public final class SessionStore: Sendable {
    private let file: SessionFile?
    private let state: SanitizerVisibleMutex<StoredSession?>
    private let changes: BehaviorRelay<StoredSession?>
    private let saveFailure = SanitizerVisibleMutex<SessionFile.SaveError?>(nil)

    /// A store backed by a file (nil: memory only, for tests and `--no-session`).
    public init(file: SessionFile?) {
        self.file = file
        let loaded = file?.load()
        state = SanitizerVisibleMutex(loaded)
        changes = BehaviorRelay(value: loaded)
    }

    public var current: StoredSession? { state.withLock { $0 } }

    /// Why the last save to the file failed (a full disk…), or nil once one succeeds:
    /// the session then works for this run only, and `courier login` says so.
    public var lastSaveFailure: SessionFile.SaveError? { saveFailure.withLock { $0 } }

    /// The current session, then every change to it.
    public var session: Observable<StoredSession?> { changes.asObservable() }

    /// Keeps a new session (after login) and saves it; a file that cannot be
    /// written leaves the session working for this run only. Tokens a header
    /// cannot carry are not kept at all (false).
    @discardableResult
    public func save(_ auth: AuthSession, origin: String) -> Bool {
        guard TokenCheck.isHeaderSafe(auth.tokens) else { return false }
        let stored = StoredSession(origin: origin, auth: auth)
        state.withLock { $0 = stored }
        changes.accept(stored)
        return persist(stored)
    }

    /// Replaces the tokens after a refresh, if the session is still the one refreshed.
    @discardableResult
    public func update(tokens: TokenPair, replacing oldAccessToken: String) -> Bool {
        guard TokenCheck.isHeaderSafe(tokens) else { return false }
        let updated = state.withLock { current -> StoredSession? in
            guard let session = current, session.auth.accessToken == oldAccessToken else { return nil }
            current = StoredSession(origin: session.origin, auth: session.auth.replacingTokens(tokens))
            return current
        }
        guard let updated else { return false }
        changes.accept(updated)
        persist(updated)
        return true
    }

    /// Forgets the session here and on disk.
    public func clear() {
        let hadSession = state.withLock { current -> Bool in
            defer { current = nil }
            return current != nil
        }
        file?.delete()
        if hadSession { changes.accept(nil) }
    }

    @discardableResult
    private func persist(_ session: StoredSession) -> Bool {
        guard let file else { return true }
        do {
            try file.save(session)
            saveFailure.withLock { $0 = nil }
            return true
        } catch {
            saveFailure.withLock { $0 = error as? SessionFile.SaveError ?? SessionFile.SaveError(path: file.url.path, reason: "\(error)") }
            return false
        }
    }
}
