import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

final class LoginFeatureTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var transport: ScriptedTransport!
    private var sessions: TestableObserver<AuthSession>!
    private var store: FeatureStore<LoginFeature>!

    override func setUp() {
        scheduler = Fixtures.scheduler()
        transport = ScriptedTransport(scheduler: scheduler) { request in
            let body = request.jsonBody
            if body["username"] as? String == "emilys", body["password"] as? String == "emilyspass" {
                return .json(200, Fixtures.loginReply(), delay: 0.2)
            }
            return .message(400, "Invalid credentials", delay: 0.2)
        }
        sessions = scheduler.createObserver(AuthSession.self)
        store = makeStore()
    }

    private func makeStore(reason: NetworkError? = nil) -> FeatureStore<LoginFeature> {
        let sessions = self.sessions!
        let feature = LoginFeature(client: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler) {
            sessions.onNext($0)
        }
        return FeatureStore(feature, initialState: LoginState(error: reason))
    }

    /// Types into the username, then the password, as Tab between them would.
    private func fill(username: String, password: String) {
        store.send(.focus(.username))
        store.send(.edit(.insert(username)))
        store.send(.focus(.password))
        store.send(.edit(.insert(password)))
    }

    func testSubmitIsEnabledOnlyWithBothFieldsFilledAfterTrimming() {
        XCTAssertFalse(store.currentState.isSubmitEnabled)
        store.send(.edit(.insert("  emilys ")))
        XCTAssertFalse(store.currentState.isSubmitEnabled)
        store.send(.focusNext)
        store.send(.edit(.insert("   ")))
        XCTAssertFalse(store.currentState.isSubmitEnabled, "spaces alone are not a password")
        store.send(.edit(.deleteToStart))
        store.send(.edit(.insert("emilyspass")))
        XCTAssertTrue(store.currentState.isSubmitEnabled)
    }

    func testSuccessfulLoginAnnouncesTheSessionAndForgetsThePassword() {
        fill(username: "emilys", password: "emilyspass")
        scheduler.advanceTo(100)
        store.send(.submit)
        XCTAssertTrue(store.currentState.isLoading)
        XCTAssertFalse(store.currentState.isSubmitEnabled, "no second submit while in flight")
        scheduler.advanceTo(400)
        // The answer at 300 reaches the store one tick later: it hops to the main scheduler.
        XCTAssertEqual(sessions.events.map(\.time), [301])
        XCTAssertEqual(sessions.elements.first?.username, "emilys")
        XCTAssertEqual(store.currentState.password.value, "")
        XCTAssertFalse(store.currentState.isLoading)
        XCTAssertNil(store.currentState.error)
        XCTAssertEqual(transport.requestLines, ["POST /auth/login"])
    }

    func testTwoSubmitsInsideTheThrottleWindowMakeOneLogin() {
        fill(username: "emilys", password: "wrong")
        store.send(.submit)
        scheduler.advanceTo(250) // the failed login answers at 200
        store.send(.submit)
        scheduler.advanceTo(1000)
        XCTAssertEqual(transport.requests.count, 1, "the second submit came inside 0.3 s of the first")
        XCTAssertFalse(store.currentState.isLoading, "a throttled submit leaves nothing loading")
        store.send(.submit)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests.count, 2, "a submit after the window goes through")
    }

    func testSubmitsWhileALoginIsInFlightAreIgnored() {
        transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.loginReply(), delay: 2) }
        store = makeStore()
        fill(username: "emilys", password: "emilyspass")
        store.send(.submit)
        scheduler.advanceTo(500)
        store.send(.submit)
        scheduler.advanceTo(1500)
        store.send(.submit)
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testWrongPasswordShowsTheServersMessageAndEditingClearsIt() {
        fill(username: "emilys", password: "nope")
        store.send(.submit)
        scheduler.advanceTo(500)
        XCTAssertEqual(store.currentState.error, .http(status: 400, message: "Invalid credentials"))
        XCTAssertEqual(ErrorPresenter(language: .english).message(for: store.currentState.error!), "Invalid credentials")
        XCTAssertFalse(store.currentState.isLoading)
        XCTAssertEqual(store.currentState.password.value, "nope", "the password stays for a retry")
        store.send(.edit(.insert("2")))
        XCTAssertNil(store.currentState.error)
    }

    func testAnUnreachableServerShowsTheNetworkMessage() {
        transport = ScriptedTransport(scheduler: scheduler) { _ in nil }
        store = makeStore()
        fill(username: "emilys", password: "emilyspass")
        store.send(.submit)
        scheduler.advanceTo(1000)
        guard case .offline = store.currentState.error else { return XCTFail("\(String(describing: store.currentState.error))") }
        XCTAssertEqual(ErrorPresenter(language: .english).message(for: store.currentState.error!),
                       ErrorPresenter(language: .english).message(for: .offline(detail: "")))
        XCTAssertEqual(transport.requests.count, 1, "login is never retried")
    }

    func testTheStateSequenceOfAFailedLogin() {
        let states = scheduler.createObserver(LoginState.self)
        fill(username: "emilys", password: "x")
        let subscription = store.state.subscribe(states)
        defer { subscription.dispose() }
        scheduler.advanceTo(10)
        store.send(.submit)
        scheduler.advanceTo(500)
        let english = ErrorPresenter(language: .english)
        let loading = states.events.map { event in
            let state = event.value.element!
            return "\(event.time):\(state.isLoading):\(state.error.map { english.message(for: $0) } ?? "-")"
        }
        XCTAssertEqual(loading, ["0:false:-", "10:true:-", "211:false:Invalid credentials"])
    }

    func testAReasonGivenAtStartIsShownUntilEdited() {
        store = makeStore(reason: .unauthorized(message: nil))
        XCTAssertEqual(ErrorPresenter(language: .english).message(for: store.currentState.error!),
                       "Your session has expired. Please sign in again.")
        store.send(.edit(.insert("e")))
        XCTAssertNil(store.currentState.error)
    }

    func testFocusMovesAroundTheFormAndEditsGoToTheFocusedField() {
        store.send(.edit(.insert("emilys")))
        store.send(.focusNext)
        store.send(.edit(.insert("pw")))
        store.send(.focusNext)
        XCTAssertEqual(store.currentState.focus, .submit)
        store.send(.edit(.insert("x")))
        XCTAssertEqual(store.currentState.username.value, "emilys")
        XCTAssertEqual(store.currentState.password.value, "pw", "keys on the button edit nothing")
        XCTAssertEqual(store.currentState.note, .typedOnButton, "and say so")
        store.send(.focusNext)
        XCTAssertEqual(store.currentState.focus, .username)
        store.send(.focusPrevious)
        XCTAssertEqual(store.currentState.focus, .username, "nothing before the first field: not the button")
    }
}
