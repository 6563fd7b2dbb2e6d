import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

/// The features' effect runners on their own: a submit that reaches `run`
/// while the one before it is in flight is dropped there (`flatMapFirst`),
/// whatever the reducer let through; one after the answer goes out.
final class SubmitInFlightTests: XCTestCase {
    private var scheduler: TestScheduler!
    /// Every request answers after 2 s.
    private var transport: ScriptedTransport!

    override func setUp() {
        scheduler = Fixtures.scheduler()
        transport = ScriptedTransport(scheduler: scheduler) { request in
            request.httpMethod == "PUT" ? .json(200, Fixtures.user(1), delay: 2) : .json(200, Fixtures.loginReply(), delay: 2)
        }
    }

    /// Sends `effects` into `run` at 0, 500 and 3000 ms and counts the actions that come back.
    private func runEffects<Effect: Sendable, Action: Sendable>(
        _ effect: Effect, run: (Observable<Effect>) -> Observable<Action>
    ) -> TestableObserver<Action> {
        let effects = PublishSubject<Effect>()
        let actions = scheduler.createObserver(Action.self)
        let subscription = run(effects.asObservable()).subscribe(actions)
        addTeardownBlock { subscription.dispose() }
        for time in [0, 500, 3000] {
            _ = scheduler.scheduleAt(time) { effects.onNext(effect) }
        }
        scheduler.advanceTo(10_000)
        return actions
    }

    func testASecondSignInWhileOneIsInFlightIsIgnored() {
        let feature = LoginFeature(client: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler) { _ in }
        let actions = runEffects(LoginEffect.signIn(username: "emilys", password: "emilyspass")) {
            feature.run($0, state: .never())
        }
        XCTAssertEqual(transport.requestLines, ["POST /auth/login", "POST /auth/login"], "the one at 500 never went out")
        XCTAssertEqual(actions.events.map(\.time), [2001, 5001], "one answer for each that did")
    }

    func testASecondSaveWhileOneIsInFlightIsIgnored() {
        let feature = BrowseFeature(registry: ResourceRegistry([.users]),
                                    client: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        let save = SaveRequest(resource: .users, id: 1, changes: ["firstName": "Emilia"])
        let actions = runEffects(BrowseEffect.save(save)) { feature.run($0, state: .never()) }
        XCTAssertEqual(transport.requestLines, ["PUT /auth/users/1", "PUT /auth/users/1"], "the one at 500 never went out")
        XCTAssertEqual(actions.events.count, 2, "one answer for each that did")
    }
}
