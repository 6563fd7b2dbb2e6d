import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reactive

/// Counts attempts in flight; the status bar's spinner watches `inFlight`.
public final class ActivityPlugin: NetworkPlugin {
    private struct State {
        var count = 0
        /// Counts reached but not yet published, oldest first.
        var unpublished: [Int] = []
        var publishing = false
    }

    private let relay = BehaviorRelay(value: 0)
    private let state = SanitizerVisibleMutex(State())

    /// A count of zero.
    public init() {}

    /// The number of attempts in flight, starting with the current one.
    public var inFlight: Observable<Int> { relay.asObservable().distinctUntilChanged() }
    /// Attempts in flight now.
    public var current: Int { state.withLock { $0.count } }

    /// Counts an attempt going out.
    public func willSend(_ request: URLRequest, for route: any Route, id: RequestID) { change(by: 1) }
    /// Counts an attempt that ended.
    public func didReceive(_ outcome: RequestOutcome, for route: any Route) { change(by: -1) }

    private func change(by delta: Int) {
        let publishes = state.withLock { state -> Bool in
            state.count += delta
            state.unpublished.append(state.count)
            guard !state.publishing else { return false }
            state.publishing = true
            return true
        }
        guard publishes else { return }
        // One caller publishes at a time, in order, outside the lock: a watcher that
        // calls back into the network (cancelling a request, say) only queues its count,
        // where publishing under the lock would lock it again and trap.
        while let next = state.withLock({ state -> Int? in
            guard !state.unpublished.isEmpty else {
                state.publishing = false
                return nil
            }
            return state.unpublished.removeFirst()
        }) {
            relay.accept(next)
        }
    }
}
