import Foundation
import Models
import Network
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

final class LoginViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var transport: ScriptedTransport!
    private var viewModel: LoginViewModel!

    override func setUp() {
        scheduler = Fixtures.scheduler()
        transport = ScriptedTransport(scheduler: scheduler) { request in
            let body = request.jsonBody
            if body["username"] as? String == "emilys", body["password"] as? String == "emilyspass" {
                return .json(200, Fixtures.loginReply(), delay: 0.2)
            }
            return .message(400, "Invalid credentials", delay: 0.2)
        }
        viewModel = LoginViewModel(network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
    }

    func testSubmitIsEnabledOnlyWithBothFieldsFilledAfterTrimming() {
        XCTAssertFalse(viewModel.currentState.isSubmitEnabled)
        viewModel.username.accept("  emilys ")
        XCTAssertFalse(viewModel.currentState.isSubmitEnabled)
        viewModel.password.accept("   ")
        XCTAssertFalse(viewModel.currentState.isSubmitEnabled, "spaces alone are not a password")
        viewModel.password.accept("emilyspass")
        XCTAssertTrue(viewModel.currentState.isSubmitEnabled)
    }

    func testSuccessfulLoginEmitsTheSessionAndForgetsThePassword() {
        let sessions = scheduler.createObserver(AuthSession.self)
        let subscription = viewModel.signedIn.subscribe(sessions)
        defer { subscription.dispose() }
        viewModel.username.accept("emilys")
        viewModel.password.accept("emilyspass")
        scheduler.advanceTo(100)
        viewModel.submit.accept(())
        XCTAssertTrue(viewModel.currentState.isLoading)
        XCTAssertFalse(viewModel.currentState.isSubmitEnabled, "no second submit while in flight")
        scheduler.advanceTo(400)
        XCTAssertEqual(sessions.events.map(\.time), [300])
        XCTAssertEqual(sessions.elements.first?.username, "emilys")
        XCTAssertEqual(viewModel.currentState.password, "")
        XCTAssertFalse(viewModel.currentState.isLoading)
        XCTAssertNil(viewModel.currentState.errorMessage)
        XCTAssertEqual(transport.requestLines, ["POST /auth/login"])
    }

    func testTwoSubmitsInsideTheThrottleWindowMakeOneLogin() {
        viewModel.username.accept("emilys")
        viewModel.password.accept("wrong")
        viewModel.submit.accept(())
        scheduler.advanceTo(250) // the failed login answers at 200
        viewModel.submit.accept(())
        scheduler.advanceTo(1000)
        XCTAssertEqual(transport.requests.count, 1, "the second submit came inside 0.3 s of the first")
        viewModel.submit.accept(())
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests.count, 2, "a submit after the window goes through")
    }

    func testSubmitsWhileALoginIsInFlightAreIgnored() {
        transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.loginReply(), delay: 2) }
        viewModel = LoginViewModel(network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.username.accept("emilys")
        viewModel.password.accept("emilyspass")
        viewModel.submit.accept(())
        scheduler.advanceTo(500)
        viewModel.submit.accept(())
        scheduler.advanceTo(1500)
        viewModel.submit.accept(())
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.requests.count, 1)
    }

    func testWrongPasswordShowsTheServersMessageAndEditingClearsIt() {
        viewModel.username.accept("emilys")
        viewModel.password.accept("nope")
        viewModel.submit.accept(())
        scheduler.advanceTo(500)
        XCTAssertEqual(viewModel.currentState.errorMessage, "Invalid credentials")
        XCTAssertFalse(viewModel.currentState.isLoading)
        XCTAssertEqual(viewModel.currentState.password, "nope", "the password stays for a retry")
        viewModel.password.accept("nope2")
        XCTAssertNil(viewModel.currentState.errorMessage)
    }

    func testAnUnreachableServerShowsTheNetworkMessage() {
        transport = ScriptedTransport(scheduler: scheduler) { _ in nil }
        viewModel = LoginViewModel(network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.username.accept("emilys")
        viewModel.password.accept("emilyspass")
        viewModel.submit.accept(())
        scheduler.advanceTo(1000)
        XCTAssertEqual(viewModel.currentState.errorMessage, NetworkError.offline(detail: "").message)
        XCTAssertEqual(transport.requests.count, 1, "login is never retried")
    }

    func testTheStateSequenceOfAFailedLogin() {
        let states = scheduler.createObserver(LoginState.self)
        viewModel.username.accept("emilys")
        viewModel.password.accept("x")
        let subscription = viewModel.state.subscribe(states)
        defer { subscription.dispose() }
        scheduler.advanceTo(10)
        viewModel.submit.accept(())
        scheduler.advanceTo(500)
        let loading = states.events.map { "\($0.time):\($0.value.element!.isLoading):\($0.value.element!.errorMessage ?? "-")" }
        XCTAssertEqual(loading, ["0:false:-", "10:true:-", "210:false:Invalid credentials"])
    }

    func testAnErrorGivenAtStartIsShownUntilEdited() {
        let viewModel = LoginViewModel(
            network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler,
            errorMessage: "Your session has expired. Please sign in again.")
        XCTAssertEqual(viewModel.currentState.errorMessage, "Your session has expired. Please sign in again.")
        viewModel.username.accept("e")
        XCTAssertNil(viewModel.currentState.errorMessage)
    }
}
