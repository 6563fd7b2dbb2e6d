import Reactive

/// Runs a feature: actions in, states out. The state is a `scan` of the
/// actions through the reducer; the effects each step asks for go to the
/// feature's `run`, whose actions come back in as input. Subjects deliver
/// one event at a time, so an action sent while another is being reduced
/// waits its turn: the reducer never runs re-entrantly.
package final class FeatureStore<F: Feature>: Sendable {
    private struct Step: Sendable {
        var state: F.State
        var effects: [F.Effect]
    }

    private let actions = PublishRelay<F.Action>()
    private let stateRelay: BehaviorRelay<F.State>
    private let effectRelay = PublishRelay<F.Effect>()
    private let bag = DisposeBag()

    package init(_ feature: F, initialState: F.State) {
        stateRelay = BehaviorRelay(value: initialState)
        let steps = feature.input(actions.asObservable())
            .scan(into: Step(state: initialState, effects: [])) { step, action in
                step.effects = F.reduce(&step.state, action)
            }
            .share()
        // The state is published before the step's effects run, so an effect
        // that reads it sees the state that asked for it.
        steps.map(\.state).distinctUntilChanged().bind(to: stateRelay).disposed(by: bag)
        // Shared, so each effect is taken from each step once and reaches every
        // branch of `run` in the order the reducer listed them.
        let effects = steps.concatMap { Observable.from($0.effects) }.share()
        effects.bind(to: effectRelay).disposed(by: bag)
        feature.run(effects, state: stateRelay.asObservable()).bind(to: actions).disposed(by: bag)
    }

    package var state: Observable<F.State> { stateRelay.asObservable() }
    package var currentState: F.State { stateRelay.value }

    /// Every effect the reducer asks for, as it asks: the app shell reacts
    /// to those that are its business (quitting, signing out).
    package var effects: Observable<F.Effect> { effectRelay.asObservable() }

    package func send(_ action: F.Action) {
        actions.accept(action)
    }
}
