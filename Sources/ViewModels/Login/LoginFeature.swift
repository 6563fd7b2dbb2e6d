import DummyJSON
import Models
import Network
import Reactive

/// Signs a person in: fields in, a session out. Submits closer together than
/// `submitThrottle` count once, a submit while a sign-in is in flight does
/// nothing, a submit with a blank field sends nothing and says which, Esc
/// cancels a sign-in in flight, and editing a field clears the error.
package struct LoginFeature: Feature {
    package typealias State = LoginState
    package typealias Action = LoginAction
    package typealias Effect = LoginEffect

    package static let submitThrottle: RxTimeInterval = 0.3

    let client: NetworkClient
    let scheduler: any SchedulerType
    /// How the sign-in is sent: DummyJSON's, unless the app says otherwise.
    let sessions: any SessionGateway
    /// Where a session goes once signed in: the app's.
    let signedIn: @Sendable (AuthSession) -> Void

    package init(client: NetworkClient = .shared, scheduler: any SchedulerType, sessions: (any SessionGateway)? = nil,
                 signedIn: @escaping @Sendable (AuthSession) -> Void) {
        self.client = client
        self.scheduler = scheduler
        self.sessions = sessions ?? DummyJSONSessions(network: client)
        self.signedIn = signedIn
    }

    package static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .intent(let intent):
            return reduceIntent(intent, &state)
        case .edit(let edit):
            let before = (state.username.value, state.password.value)
            switch state.focus {
            case .username: state.username.apply(edit)
            case .password: state.password.apply(edit)
            case .submit:
                if case .insert = edit { state.note = .typedOnButton }
            }
            if before != (state.username.value, state.password.value) {
                state.error = nil
                state.note = state.note.flatMap { $0.afterEdit(missing: state.missing) }
            }
        case .focus(let focus): state.focus = focus == .username && !state.asksForUsername ? .password : focus
        case .focusNext: state.focus = state.focus.next == .username && !state.asksForUsername ? .password : state.focus.next
        case .focusPrevious:
            state.focus = state.focus.previous == .username && !state.asksForUsername ? .submit : state.focus.previous
        case .showHelp: state.showsHelp = true
        case .hideHelp: state.showsHelp = false
        case .submit:
            guard !state.isLoading else { return [] }
            state.error = nil
            let missing = state.missing
            guard missing.isEmpty else {
                state.note = .missing(missing)
                state.focus = missing.contains(.username) ? .username : .password
                return []
            }
            state.isLoading = true
            state.note = nil
            return [.signIn(username: state.username.value.trimmingCharacters(in: .whitespaces),
                            password: state.password.value)]
        case .cancelSignIn:
            guard state.isLoading else { return [] }
            state.isLoading = false
            state.note = .cancelled
            return [.cancelSignIn]
        case .signInFinished(let result):
            // An answer that was on its way when the person cancelled is no longer theirs.
            guard state.isLoading else { return [] }
            state.isLoading = false
            switch result {
            case .value(let session):
                state.password = TextFieldState(isMasked: true)
                return [.announce(session)]
            case .error(let error):
                state.error = error
            }
        }
        return []
    }

    private static func reduceIntent(_ intent: LoginIntent, _ state: inout State) -> [Effect] {
        // The help's keys while it is open, the form's otherwise; Ctrl-C quits from both.
        guard intent == .quit || (intent == .closeHelp) == state.showsHelp, state.availability(intent).isUsable
        else { return [] }
        switch intent {
        case .nextField: return reduce(&state, .focusNext)
        case .previousField: return reduce(&state, .focusPrevious)
        case .submit: return reduce(&state, state.focus == .username ? .focus(.password) : .submit)
        case .cancel: return reduce(&state, .cancelSignIn)
        case .help: return reduce(&state, .showHelp)
        case .closeHelp: return reduce(&state, .hideHelp)
        case .quit: return [.quit]
        // Repainting the terminal is the view's business.
        case .redraw: return []
        }
    }

    package func input(_ actions: Observable<Action>) -> Observable<Action> {
        let submits = actions.filter { if case .submit = $0 { true } else { false } }
            .throttle(Self.submitThrottle, latest: false, scheduler: scheduler)
        let others = actions.filter { if case .submit = $0 { false } else { true } }
        return Observable.merge(others, submits)
    }

    package func run(_ effects: Observable<Effect>, state: Observable<State>) -> Observable<Action> {
        let sessions = sessions, scheduler = scheduler, signedIn = signedIn
        let cancels = effects.filter { $0 == .cancelSignIn }
        let signIns = effects
            .compactMap { effect -> (String, String)? in
                if case .signIn(let username, let password) = effect { return (username, password) }
                return nil
            }
            // One sign-in at a time: the reducer asks for no second one, and this holds it to that.
            // A cancel disposes the request, and drops an answer already
            // scheduled here, so the next submit is free to go.
            .flatMapFirst { username, password in
                sessions.signIn(username: username, password: password).take(1).observe(on: scheduler)
                    .take(until: cancels)
            }
            .map { Action.signInFinished($0) }
        let announcements = effects
            .compactMap { effect -> AuthSession? in
                if case .announce(let session) = effect { return session }
                return nil
            }
            .flatMap { session -> Observable<Action> in
                signedIn(session)
                return .empty()
            }
        return Observable.merge(signIns, announcements)
    }
}
