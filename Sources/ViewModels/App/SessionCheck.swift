import DummyJSON
import Models
import Network
import Reactive

/// What checking the saved session at start finds, one step at a time.
enum SessionCheck: Sendable {
    /// Nothing saved: sign in.
    case none
    /// A saved session opens the browser before the server is asked, so
    /// cached data shows even with the server down.
    case opened(AuthSession)
    /// The server knows the session; the network may have refreshed its tokens on the way.
    case confirmed(AuthSession)
    /// The server could not be reached: the browser stays, offline.
    case offline
    /// The server answered with trouble of its own (a 503, a broken answer):
    /// that says nothing against the session, so the browser stays, and each
    /// list shows what its own request meets.
    case unconfirmed(NetworkError)
    /// The session is over. It stays saved unless the refresh was refused
    /// (the network signed out then).
    case ended(NetworkError)

    /// At once what the saved session allows, then the server's verdict (`/auth/me` for DummyJSON).
    static func run(on sessions: any SessionGateway, scheduler: any SchedulerType) -> Observable<SessionCheck> {
        Observable.deferred {
            guard let saved = sessions.saved else { return .just(.none) }
            return sessions.confirm()
                .singleResult().asObservable()
                .observe(on: scheduler)
                .map { result -> SessionCheck in
                    switch result {
                    case .value(let session): .confirmed(session)
                    case .error(let error) where error.isConnectivity: .offline
                    case .error(let error) where error.endsSession: .ended(error)
                    case .error(let error): .unconfirmed(error)
                    }
                }
                .startWith(.opened(saved))
        }
    }

    func apply(to state: inout AppState) {
        switch self {
        case .none:
            state.screen = .login(reason: nil)
        case .opened(let auth):
            state.screen = .browse
            state.user = auth
        case .confirmed(let auth):
            state.user = auth
            state.isOffline = false
        case .offline:
            state.isOffline = true
        case .unconfirmed:
            state.isOffline = false
        case .ended(let error):
            state.user = nil
            state.screen = .login(reason: error)
        }
    }
}

private extension NetworkError {
    /// Only a refused credential ends a session; a server's other troubles are passing.
    var endsSession: Bool {
        if case .unauthorized = self { return true }
        return false
    }
}
