import APIDescription
import DescribedAPI
import Foundation
import Network
import NetworkTesting
import ReactiveTesting
import XCTest
@testable import ViewModels

/// A described API's sign-in as the app sees it: which form, which session, and the form's keys.
final class DescribedSessionsTests: XCTestCase {
    private func sessions(_ method: SignInMethod) -> DescribedSessions {
        let scheduler = Fixtures.scheduler()
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, []) }
        return DescribedSessions(network: DescribedFixtures.network(transport, scheduler: scheduler, signIn: method), method: method,
                                 registry: ResourceRegistry(described: []))
    }

    func testEachWayInHasItsForm() {
        XCTAssertEqual(sessions(.oauth2Password(tokenURL: "/t", refreshURL: nil)).form, .usernameAndPassword)
        XCTAssertEqual(sessions(.basic).form, .usernameAndPassword)
        XCTAssertEqual(sessions(.bearer).form, .secret(label: "Token"))
        XCTAssertEqual(sessions(.apiKey(name: "k", location: .header)).form, .secret(label: "API key"))
        XCTAssertEqual(sessions(.none).form, .none)
        XCTAssertFalse(sessions(.basic).offersDemoAccount)
    }

    func testAnAPIWithoutSignInIsAlwaysSignedIn() {
        XCTAssertNotNil(sessions(.none).saved, "no login screen")
        XCTAssertNil(sessions(.bearer).saved)
    }

    func testASecretAloneSkipsTheUsername() {
        var state = LoginState(form: .secret(label: "Token"))
        XCTAssertEqual(state.focus, .password)
        XCTAssertEqual(state.missing, .password, "no username to miss")
        _ = LoginFeature.reduce(&state, .focusNext)
        XCTAssertEqual(state.focus, .submit)
        _ = LoginFeature.reduce(&state, .focusNext)
        XCTAssertEqual(state.focus, .password, "round past the username")
        _ = LoginFeature.reduce(&state, .focusPrevious)
        XCTAssertEqual(state.focus, .submit)
        _ = LoginFeature.reduce(&state, .edit(.insert("tok")))
        _ = LoginFeature.reduce(&state, .focus(.password))
        _ = LoginFeature.reduce(&state, .edit(.insert("tok")))
        XCTAssertTrue(state.isSubmitEnabled)
        XCTAssertEqual(LoginFeature.reduce(&state, .submit), [.signIn(username: "", password: "tok")])
    }
}

extension ResourceRegistry {
    init(described resources: [DiscoveredResource]) {
        self.init(resources.map { AnyResource(described: $0, tabKey: nil) })
    }
}
