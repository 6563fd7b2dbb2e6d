import Foundation
import Models
import Reactive
import Synchronization
import Network

/// The signed-in session for one host: in memory for every request, and in
/// its file so the next start can resume it. Changes are published.
public final class SessionStore: Sendable {
    /// The session and the `Authorization` value it signs with, written once per token rather than per request.
    private struct Held {
        var session: StoredSession?
        /// The session's origin and `Authorization` value, apart, so a request reads two
        /// strings rather than copying the whole session (a dozen fields) out of the lock.
        var authorization: (origin: String, value: String)?

        init(_ session: StoredSession?) {
            self.session = session
            authorization = session.map { ($0.origin, "Bearer \($0.auth.accessToken)") }
        }
    }

    private let file: SessionFile?
    private let state: SanitizerVisibleMutex<Held>
    private let changes: BehaviorRelay<StoredSession?>
    private let saveFailure = SanitizerVisibleMutex<SessionFile.SaveError?>(nil)

    /// A store backed by a file (nil: memory only, for tests and `--no-session`).
    public init(file: SessionFile?) {
        self.file = file
        let loaded = file?.load()
        state = SanitizerVisibleMutex(Held(loaded))
        changes = BehaviorRelay(value: loaded)
    }

    public var current: StoredSession? { state.withLock { $0.session } }

    /// The origin the session was signed in on and its `Authorization` value
    /// ("Bearer …"), or nil when nobody is signed in: what each request reads,
    /// without copying the whole session out of the lock.
    var authorization: (origin: String, value: String)? {
        state.withLock { $0.authorization }
    }

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
        state.withLock { $0 = Held(stored) }
        changes.accept(stored)
        return persist(stored)
    }

    /// Replaces the tokens after a refresh, if the session is still the one refreshed.
    @discardableResult
    public func update(tokens: TokenPair, replacing oldAccessToken: String) -> Bool {
        guard TokenCheck.isHeaderSafe(tokens) else { return false }
        let updated = state.withLock { held -> StoredSession? in
            guard let session = held.session, session.auth.accessToken == oldAccessToken else { return nil }
            held = Held(StoredSession(origin: session.origin, auth: session.auth.replacingTokens(tokens)))
            return held.session
        }
        guard let updated else { return false }
        changes.accept(updated)
        persist(updated)
        return true
    }

    /// Forgets the session here and on disk.
    public func clear() {
        let hadSession = state.withLock { held -> Bool in
            defer { held = Held(nil) }
            return held.session != nil
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
