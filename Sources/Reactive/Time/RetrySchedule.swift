import Foundation

/// How long `retry(maxAttempts:schedule:scheduler:)` waits before each new
/// attempt; nil means stop retrying and forward the error.
public struct RetrySchedule: Sendable {
    /// The wait before attempt `attempt` (1 for the first retry) after `error`; nil to stop and forward the error.
    public let delay: @Sendable (_ attempt: Int, _ error: any Error) -> RxTimeInterval?

    /// A schedule that asks `delay`.
    public init(_ delay: @escaping @Sendable (_ attempt: Int, _ error: any Error) -> RxTimeInterval?) {
        self.delay = delay
    }

    /// Waits `scale * base^(attempt - 1)`, capped at `maxDelay`: with base 2
    /// and scale 0.5, 0.5 s, 1 s, 2 s, ...
    public static func exponential(
        base: Double = 2, scale: RxTimeInterval, maxDelay: RxTimeInterval = .infinity
    ) -> RetrySchedule {
        RetrySchedule { attempt, _ in min(maxDelay, scale * pow(base, Double(attempt - 1))) }
    }

    /// Waits the same time before every attempt.
    public static func constant(_ interval: RxTimeInterval) -> RetrySchedule {
        RetrySchedule { _, _ in interval }
    }

    /// Retries without waiting (on the scheduler's next turn).
    public static let immediate = RetrySchedule { _, _ in 0 }

    /// The same waits, but only for errors `shouldRetry` accepts; others end the sequence.
    public func retrying(if shouldRetry: @escaping @Sendable (any Error) -> Bool) -> RetrySchedule {
        let delay = self.delay
        return RetrySchedule { attempt, error in shouldRetry(error) ? delay(attempt, error) : nil }
    }
}
