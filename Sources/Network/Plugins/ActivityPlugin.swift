import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reactive

/// Counts attempts in flight; the status bar's spinner watches `inFlight`.
public final class ActivityPlugin: NetworkPlugin {
    private let count = BehaviorRelay(value: 0)
    private let lock = Mutex(0)

    public init() {}

    /// The number of attempts in flight, starting with the current one.
    public var inFlight: Observable<Int> { count.asObservable().distinctUntilChanged() }
    public var current: Int { count.value }

    public func willSend(_ request: URLRequest, for route: any Route, id: RequestID) { change(by: 1) }
    public func didReceive(_ outcome: RequestOutcome, for route: any Route) { change(by: -1) }

    private func change(by delta: Int) {
        // Update and publish under one lock so the relay never shows counts out of order.
        lock.withLock { value in
            value += delta
            count.accept(value)
        }
    }
}
