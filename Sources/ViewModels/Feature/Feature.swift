import Reactive

/// A screen's logic as data: a value `State`, the `Action`s that change it
/// (what keys, timers and network results mean), and the `Effect`s a change
/// asks for. `reduce` is pure, so a test can call it with any state; the
/// effects run on the feature's scheduler, so a test drives them in virtual time.
package protocol Feature: Sendable {
    associatedtype State: Sendable & Equatable
    associatedtype Action: Sendable
    associatedtype Effect: Sendable & Equatable

    /// The new state for `action`, and what should happen because of it.
    static func reduce(_ state: inout State, _ action: Action) -> [Effect]

    /// The actions as the reducer sees them: where input is throttled.
    func input(_ actions: Observable<Action>) -> Observable<Action>

    /// Runs the effects the reducer asked for — requests, timers — and
    /// answers with the actions they produce. `state` is for work that
    /// follows the state itself, such as a clock that ticks only while it is shown.
    func run(_ effects: Observable<Effect>, state: Observable<State>) -> Observable<Action>
}

extension Feature {
    package func input(_ actions: Observable<Action>) -> Observable<Action> { actions }
}
