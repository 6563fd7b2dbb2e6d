import ReactiveTesting
import ViewModels
import XCTest

extension XCTestCase {
    /// Every state `store` publishes until the test ends, so a test can say
    /// what never reached the screen.
    func recordStates<F: Feature>(of store: FeatureStore<F>, on scheduler: TestScheduler) -> TestableObserver<F.State> {
        let states = scheduler.createObserver(F.State.self)
        let subscription = store.state.subscribe(states)
        addTeardownBlock { subscription.dispose() }
        return states
    }
}
