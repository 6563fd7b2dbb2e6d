import Foundation
import Network
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A value closures on any thread can read and change.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value { storage.withLock { $0 } }
    func mutate<Result>(_ body: (inout Value) -> Result) -> Result { storage.withLock { body(&$0) } }
}

/// Every attempt as it goes out and as it ends: how many, when, with which
/// headers, and what came back (retries included, each its own attempt).
final class RecordingPlugin: NetworkPlugin {
    struct Attempt: Sendable {
        let request: URLRequest
        let sentAt: ContinuousClock.Instant
    }

    private let sentAttempts = Locked<[Attempt]>([])
    private let endedAttempts = Locked<[RequestOutcome]>([])

    init() {}

    var sent: [Attempt] { sentAttempts.value }
    var outcomes: [RequestOutcome] { endedAttempts.value }

    /// Seconds between one attempt going out and the next.
    var gaps: [Double] {
        let times = sent.map(\.sentAt)
        return zip(times, times.dropFirst()).map { pair in
            let gap = pair.1 - pair.0
            return Double(gap.components.seconds) + Double(gap.components.attoseconds) / 1e18
        }
    }

    func willSend(_ request: URLRequest, for route: any Route, id: RequestID) {
        let attempt = Attempt(request: request, sentAt: .now)
        sentAttempts.mutate { $0.append(attempt) }
    }

    func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        endedAttempts.mutate { $0.append(outcome) }
    }
}
