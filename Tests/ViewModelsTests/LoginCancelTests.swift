import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import ViewModels
import XCTest

/// Esc while signing in to a server that never answers: the request is
/// disposed (its task cancelled), the form is editable again with what was
/// typed, and a note says so. A sign-in that succeeds leaves no password in the state.
final class LoginCancelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var transport: ScriptedTransport!
    private var sessions: TestableObserver<AuthSession>!
    private var store: FeatureStore<LoginFeature>!
    /// When the scripted server answers; far beyond any test's clock means never.
    private final class AnswerDelay: Sendable {
        let seconds = Mutex<TimeInterval>(100_000)
    }
    private let answerDelay = AnswerDelay()

    override func setUp() {
        scheduler = Fixtures.scheduler()
        let answerDelay = self.answerDelay
        transport = ScriptedTransport(scheduler: scheduler) { _ in
            .json(200, Fixtures.loginReply(), delay: answerDelay.seconds.withLock { $0 })
        }
        sessions = scheduler.createObserver(AuthSession.self)
        let sessions = self.sessions!
        let feature = LoginFeature(client: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler) {
            sessions.onNext($0)
        }
        store = FeatureStore(feature, initialState: LoginState())
    }

    private func submit(username: String = "emilys", password: String = "emilyspass") {
        store.send(.edit(.insert(username)))
        store.send(.focus(.password))
        store.send(.edit(.insert(password)))
        store.send(.submit)
    }

    func testCancelDisposesTheRequestAndGivesTheFormBack() {
        submit()
        scheduler.advanceTo(5_000)
        XCTAssertTrue(store.currentState.isLoading)
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertEqual(transport.cancellations, 0, "nothing cancelled yet")

        store.send(.cancelSignIn)
        XCTAssertEqual(transport.cancellations, 1, "the request's subscription was disposed, so its task was cancelled")
        let state = store.currentState
        XCTAssertFalse(state.isLoading)
        XCTAssertEqual(state.note, .cancelled)
        XCTAssertEqual(state.note?.text, "Sign-in cancelled.")
        XCTAssertNil(state.error, "a cancel is not a failure")
        XCTAssertEqual(state.username.value, "emilys", "the typed username stays")
        XCTAssertEqual(state.password.value, "emilyspass", "kept, as after a failure, so Enter tries again")

        scheduler.advanceTo(200_000_000)
        XCTAssertEqual(sessions.events.count, 0, "no session arrives after the cancel")
        XCTAssertEqual(store.currentState, state, "nothing else happens: no timeout, no answer")
    }

    func testTheFormIsEditableAfterACancelAndTheNoteGoesWithTheFirstEdit() {
        submit()
        scheduler.advanceTo(1_000)
        store.send(.cancelSignIn)
        store.send(.focus(.username))
        store.send(.edit(.insert("2")))
        XCTAssertEqual(store.currentState.username.value, "emilys2")
        XCTAssertNil(store.currentState.note)
    }

    func testASubmitAfterACancelSignsIn() {
        submit()
        scheduler.advanceTo(1_000)
        store.send(.cancelSignIn)
        answerDelay.seconds.withLock { $0 = 0.2 }
        store.send(.submit)
        scheduler.advanceTo(2_000)
        XCTAssertEqual(transport.requests.count, 2, "the cancelled sign-in no longer holds the one-at-a-time slot")
        XCTAssertEqual(sessions.elements.map(\.username), ["emilys"])
    }

    func testCancelWhenNotSigningInDoesNothing() {
        store.send(.edit(.insert("emilys")))
        let before = store.currentState
        store.send(.cancelSignIn)
        XCTAssertEqual(store.currentState, before)
        var state = before
        XCTAssertEqual(LoginFeature.reduce(&state, .cancelSignIn), [], "no effect either")
    }

    func testAnAnswerThatArrivesAfterTheCancelIsIgnored() {
        var state = LoginState()
        state.isLoading = true
        _ = LoginFeature.reduce(&state, .cancelSignIn)
        let cancelled = state
        XCTAssertEqual(LoginFeature.reduce(&state, .signInFinished(.value(Fixtures.auth()))), [],
                       "no session is announced for a sign-in the person cancelled")
        XCTAssertEqual(state, cancelled)
    }

    func testAfterASuccessfulSignInTheStateHoldsNoPasswordCharacters() {
        let password = "s3cret-Passw0rd"
        answerDelay.seconds.withLock { $0 = 0.2 }
        submit(password: password)
        scheduler.advanceTo(1_000)
        XCTAssertEqual(sessions.events.count, 1, "signed in")
        let state = store.currentState
        XCTAssertEqual(state.password.value, "")
        XCTAssertEqual(state.password.cursor, 0)
        var dump = ""
        Swift.dump(state, to: &dump)
        for piece in [password, "s3cret", "Passw0rd"] {
            XCTAssertFalse(dump.contains(piece), "the state still holds “\(piece)”:\n\(dump)")
        }
        XCTAssertTrue(dump.contains("emilys"), "the dump does show the state's strings")
    }
}
