import Foundation

/// Decides, per failure, whether and when a request goes again: a route
/// supplies one (its `RetryPolicy` by default) when a fixed policy is not enough.
///
/// A retrier that decides at once writes `delay(after:method:retriesSoFar:)`;
/// one that must look something up first (a token, the network's state)
/// conforms to `AsyncRetrier` and writes `retry(_:for:dueTo:completion:)`.
public protocol Retrier: Sendable {
    /// The delay before the next attempt, or nil when `failure` is final.
    /// `retriesSoFar` counts the retries already made (0 after the first attempt).
    func delay(after failure: RetryPolicy.Failure, method: HTTPMethod, retriesSoFar: Int) -> TimeInterval?
    /// Decides about `attempt` and calls `completion` once, now or later, from
    /// any thread. The request waits meanwhile, within its retry budget; it asks
    /// `delay(after:method:retriesSoFar:)` unless a conformer says otherwise.
    func retry(
        _ attempt: RetryAttempt, for client: NetworkClient, dueTo error: NetworkError,
        completion: @escaping @Sendable (RetryResult) -> Void)
}

/// When and how soon a failed request is sent again.
public struct RetryPolicy: Retrier, Equatable {
    /// Retries after the first attempt.
    public var limit: Int
    /// Delay before retry n (1-based) is `scale * base^(n-1)` seconds.
    public var exponentialBase: Double
    /// Seconds before the first retry; later ones multiply it by `exponentialBase`.
    public var scale: TimeInterval
    /// Methods that may be sent twice; a POST or PATCH is not, by default.
    public var retryableMethods: Set<HTTPMethod>
    /// Statuses worth another attempt.
    public var retryableStatuses: Set<Int>
    /// Transport failures worth another attempt.
    public var retryableURLErrors: Set<URLError.Code>
    /// The longest Retry-After we are willing to wait; longer ones fail instead.
    public var maximumRetryAfter: TimeInterval

    /// A policy; the defaults retry idempotent methods after 408, 5xx gateways and lost connections.
    public init(
        limit: Int, exponentialBase: Double = 2, scale: TimeInterval = 0.5,
        retryableMethods: Set<HTTPMethod> = [.get, .head, .put, .delete, .options, .trace],
        retryableStatuses: Set<Int> = [408, 500, 502, 503, 504],
        retryableURLErrors: Set<URLError.Code> = [
            .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed,
        ],
        maximumRetryAfter: TimeInterval = 30
    ) {
        self.limit = limit
        self.exponentialBase = exponentialBase
        self.scale = scale
        self.retryableMethods = retryableMethods
        self.retryableStatuses = retryableStatuses
        self.retryableURLErrors = retryableURLErrors
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// Two retries after 0.5 s and 1 s, of idempotent methods, after 408, 500, 502, 503, 504 or a lost
    /// connection; a `Retry-After` of 30 s or less is honoured.
    public static let `default` = RetryPolicy(
        limit: 2,
        exponentialBase: 2,
        scale: 0.5,
        retryableMethods: [.get, .head, .put, .delete, .options, .trace],
        retryableStatuses: [408, 500, 502, 503, 504],
        retryableURLErrors: [
            .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
            .cannotFindHost, .dnsLookupFailed,
        ],
        maximumRetryAfter: 30
    )

    /// Never retries: login, and anything that must not be sent twice.
    public static let none = RetryPolicy(
        limit: 0, exponentialBase: 2, scale: 0, retryableMethods: [], retryableStatuses: [],
        retryableURLErrors: [], maximumRetryAfter: 0
    )

    /// What went wrong with one attempt, as far as retrying cares.
    public enum Failure: Sendable, Equatable {
        /// An error status, with the `Retry-After` it came with.
        case status(Int, retryAfter: TimeInterval?)
        /// A transport failure.
        case urlError(URLError.Code)
        /// Anything else: never retried by a policy.
        case other
    }

    /// The delay before the next attempt, or nil when the failure is final.
    /// `retriesSoFar` counts retries already made (0 after the first attempt).
    public func delay(after failure: Failure, method: HTTPMethod, retriesSoFar: Int) -> TimeInterval? {
        guard retriesSoFar < limit, retryableMethods.contains(method) else { return nil }
        let backoff = scale * pow(exponentialBase, Double(retriesSoFar))
        switch failure {
        case .status(let status, let retryAfter):
            if status == 429 || status == 503, let retryAfter {
                return retryAfter <= maximumRetryAfter ? max(retryAfter, 0) : nil
            }
            return retryableStatuses.contains(status) ? backoff : nil
        case .urlError(let code):
            return retryableURLErrors.contains(code) ? backoff : nil
        case .other:
            return nil
        }
    }

    /// Parses Retry-After: seconds, or an HTTP date relative to `now`.
    public static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = TimeInterval(value) { return max(seconds, 0) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(date.timeIntervalSince(now), 0)
    }
}
