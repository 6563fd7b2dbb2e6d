import DummyJSON
import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import ViewModels
import XCTest

final class AppViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    /// A server whose valid access token is `current`; refresh swaps it for "access-2" unless refused.
    private final class TokenServer: @unchecked Sendable { // read and written on the test thread only
        var current = "access-1"
        var refreshRefused = false
        /// False: the refresh answers new tokens the other routes still refuse.
        var refreshHelps = true
        var refreshCalls = 0
    }

    private func makeServer(_ server: TokenServer) -> ScriptedTransport {
        ScriptedTransport(scheduler: scheduler) { request in
            let path = request.url!.path
            if path == "/auth/refresh" {
                server.refreshCalls += 1
                if server.refreshRefused { return .message(403, "Invalid refresh token") }
                if server.refreshHelps { server.current = "access-2" }
                return .json(200, ["accessToken": "access-2", "refreshToken": "refresh-2"])
            }
            guard request.bearer == server.current else { return .message(401, "Token Expired!") }
            if path == "/auth/me" { return .json(200, Fixtures.user(1)) }
            return .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 100))
        }
    }

    private func makeApp(_ transport: ScriptedTransport, saved: AuthSession?) -> AppViewModel {
        let network = Fixtures.network(transport, scheduler: scheduler)
        if let saved { network.sessionStore.save(saved, origin: Fixtures.host.origin) }
        return AppViewModel(network: network, scheduler: scheduler)
    }

    func testWithoutASavedSessionTheAppAsksToSignIn() {
        let transport = makeServer(TokenServer())
        let app = makeApp(transport, saved: nil)
        app.start.accept(())
        XCTAssertEqual(app.currentState.screen, .login(reason: nil))
        XCTAssertTrue(transport.requests.isEmpty)
        XCTAssertEqual(app.currentState.hostBadge, "TEST")
    }

    func testAValidSavedSessionGoesStraightToBrowse() {
        let transport = makeServer(TokenServer())
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        XCTAssertEqual(app.currentState.screen, .browse, "a saved session opens the browser at once")
        scheduler.advanceTo(200)
        XCTAssertEqual(app.currentState.screen, .browse)
        XCTAssertEqual(app.currentState.user?.username, "emilys")
        XCTAssertFalse(app.currentState.isOffline)
        XCTAssertEqual(transport.requestLines, ["GET /auth/me"])
    }

    func testAnExpiredSavedSessionIsRefreshedThenBrowses() {
        let server = TokenServer()
        server.current = "access-fresh-elsewhere"
        let transport = makeServer(server)
        let app = makeApp(transport, saved: Fixtures.auth(access: "access-old"))
        app.start.accept(())
        scheduler.advanceTo(1000)
        XCTAssertEqual(transport.requestLines, ["GET /auth/me", "POST /auth/refresh", "GET /auth/me"])
        XCTAssertEqual(app.currentState.screen, .browse)
        XCTAssertEqual(app.currentState.user?.accessToken, "access-2")
        XCTAssertEqual(app.network.sessionStore.current?.auth.refreshToken, "refresh-2")
    }

    func testARefusedRefreshSendsThePersonToLoginWithTheReason() {
        let server = TokenServer()
        server.current = "nobody"
        server.refreshRefused = true
        let transport = makeServer(server)
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(1000)
        guard case .login(let reason?) = app.currentState.screen else {
            return XCTFail("expected login with a reason, got \(app.currentState.screen)")
        }
        let message = ErrorPresenter(language: .english).message(for: reason)
        XCTAssertTrue(message.contains("session has expired"), message)
        XCTAssertNil(app.currentState.user)
        XCTAssertNil(app.network.sessionStore.current, "the dead session is forgotten")
    }

    func testA401AfterAGoodRefreshShowsLoginButOnlyARefusedRefreshForgetsTheSession() {
        let server = TokenServer()
        server.current = "nobody"
        server.refreshHelps = false
        let transport = makeServer(server)
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(1000)
        XCTAssertEqual(transport.requestLines, ["GET /auth/me", "POST /auth/refresh", "GET /auth/me"])
        guard case .login = app.currentState.screen else { return XCTFail("\(app.currentState.screen)") }
        XCTAssertEqual(app.network.sessionStore.current?.auth.accessToken, "access-2",
                       "the auth route took the refresh: the session stays saved")
    }

    func testSessionExpiryMidBrowseLandsOnLoginWithTheMessage() {
        let server = TokenServer()
        let transport = makeServer(server)
        let app = makeApp(transport, saved: nil)
        let browse = app.makeBrowseStore()
        app.start.accept(())
        app.network.sessionStore.save(Fixtures.auth(), origin: Fixtures.host.origin)
        app.signedIn.accept(Fixtures.auth())
        XCTAssertEqual(app.currentState.screen, .browse)
        browse.send(.appear)
        scheduler.advanceTo(200)
        XCTAssertEqual(browse.list.items.count, 30)

        server.current = "revoked"
        server.refreshRefused = true
        browse.send(.refresh)
        scheduler.advanceTo(2000)
        XCTAssertEqual(server.refreshCalls, 1)
        guard case .login(let reason?) = app.currentState.screen else {
            return XCTFail("expected login, got \(app.currentState.screen)")
        }
        let message = ErrorPresenter(language: .english).message(for: reason)
        XCTAssertTrue(message.contains("Token Expired!") || message.contains("expired"), message)
        XCTAssertEqual(browse.list.items.count, 30, "the list is not blanked behind the login screen")
    }

    func testLogoutForgetsTheSession() {
        let transport = makeServer(TokenServer())
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(200)
        app.logout.accept(())
        XCTAssertEqual(app.currentState.screen, .login(reason: nil))
        XCTAssertNil(app.currentState.user)
        XCTAssertNil(app.network.sessionStore.current)
    }

    func testLogoutCancelsTheSessionCheckSoItsAnswerNeverLands() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.user(1), delay: 1) }
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())                 // /auth/me would answer at 1000
        scheduler.advanceTo(100)
        app.logout.accept(())
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.cancellations, 1)
        XCTAssertEqual(app.currentState.screen, .login(reason: nil), "no \"cancelled\" reason from the check")
    }

    func testASecondStartReplacesTheCheckInFlight() {
        let calls = Mutex(0)
        // The first check would fail with 404 at 1000; the second succeeds at 1100.
        let transport = ScriptedTransport(scheduler: scheduler) { _ in
            calls.withLock { $0 += 1; return $0 } == 1
                ? .message(404, "Not found", delay: 1) : .json(200, Fixtures.user(1), delay: 1)
        }
        let app = makeApp(transport, saved: Fixtures.auth())
        let screens = scheduler.createObserver(AppScreen.self)
        let subscription = app.state.map(\.screen).subscribe(screens)
        defer { subscription.dispose() }
        app.start.accept(())
        scheduler.advanceTo(100)
        app.start.accept(())
        scheduler.advanceTo(5000)
        XCTAssertEqual(transport.cancellations, 1)
        XCTAssertFalse(screens.elements.contains { if case .login = $0 { true } else { false } },
                       "the first check's failure never reached the screen")
        XCTAssertEqual(app.currentState.screen, .browse)
    }

    func testServerTroubleAtTheSessionCheckKeepsTheBrowserAndTheSession() {
        // A 503 (after its retries) or a 404 says nothing against the session: only a refusal ends it.
        for status in [503, 404] {
            let transport = ScriptedTransport(scheduler: scheduler) { _ in .message(status, "Down for maintenance") }
            let app = makeApp(transport, saved: Fixtures.auth())
            app.start.accept(())
            scheduler.advanceTo(scheduler.clock + 100_000)
            XCTAssertEqual(app.currentState.screen, .browse, "status \(status)")
            XCTAssertEqual(app.currentState.user?.username, "emilys")
            XCTAssertFalse(app.currentState.isOffline, "the server answered: not offline")
            XCTAssertNotNil(app.network.sessionStore.current)
        }
    }

    func testOfflineWithASavedSessionStillBrowses() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in nil }
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(10_000)
        XCTAssertEqual(app.currentState.screen, .browse)
        XCTAssertTrue(app.currentState.isOffline)
        XCTAssertNotNil(app.network.sessionStore.current, "being offline does not end the session")
    }

    /// Issue 25, item 7: "offline" is what the last request found, so any
    /// answer after the server is back clears it, whichever screen asked.
    func testOfflineEndsWithTheFirstAnswerFromAServerBack() {
        let serverUp = Atomic<Bool>(false)
        let transport = ScriptedTransport(scheduler: scheduler) { _ in
            serverUp.load(ordering: .relaxed) ? .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 30)) : nil
        }
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(10_000)
        XCTAssertTrue(app.currentState.isOffline)
        serverUp.store(true, ordering: .relaxed)
        let browse = app.makeBrowseStore()
        browse.send(.appear)
        scheduler.advanceTo(20_000)
        XCTAssertFalse(app.currentState.isOffline, "the list's answer says the server is back")
    }

    func testRequestsInFlightAreCounted() {
        let transport = makeServer(TokenServer())
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())
        scheduler.advanceTo(1) // the count hops through the scheduler
        XCTAssertEqual(app.currentState.requestsInFlight, 1)
        scheduler.advanceTo(200)
        XCTAssertEqual(app.currentState.requestsInFlight, 0)
    }

    func testSuspendPausesRequestsAndContinueResumesThem() {
        let transport = makeServer(TokenServer())
        let app = makeApp(transport, saved: Fixtures.auth())
        let browse = app.makeBrowseStore()
        browse.send(.appear)
        scheduler.advanceTo(50)
        app.suspend.accept(())
        XCTAssertTrue(app.currentState.isSuspended)
        XCTAssertEqual(app.network.pending.map(\.state), [.paused])
        scheduler.advanceTo(5000)
        XCTAssertTrue(browse.list.isLoadingFirstPage, "nothing arrives while suspended")
        XCTAssertEqual(transport.requests.count, 1)
        app.resume.accept(())
        XCTAssertFalse(app.currentState.isSuspended)
        scheduler.advanceTo(5200)
        XCTAssertEqual(transport.requests.count, 2, "resume sends the request again")
        XCTAssertEqual(browse.list.items.count, 30, "and the same stream gets the result")
        XCTAssertTrue(app.network.pending.isEmpty)
    }

    func testTheSpinnerTurnsOnlyWhileRequestsAreInFlight() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.user(1), delay: 1) }
        let app = makeApp(transport, saved: Fixtures.auth())
        app.start.accept(())                 // /auth/me answers at 1000
        scheduler.advanceTo(550)
        XCTAssertEqual(app.currentState.spinnerTick, 5, "a frame every 0.1 s while busy")
        scheduler.advanceTo(1500)
        XCTAssertEqual(app.currentState.requestsInFlight, 0)
        let idle = app.currentState.spinnerTick
        XCTAssertTrue((9...10).contains(idle), "\(idle) frames in the second the request took")
        scheduler.advanceTo(5000)
        XCTAssertEqual(app.currentState.spinnerTick, idle, "and none once idle")
    }
}
