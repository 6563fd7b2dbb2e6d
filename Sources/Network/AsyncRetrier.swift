import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One failed attempt, as a retrier is told of it.
public struct RetryAttempt: Sendable {
    /// The route the request is for.
    public let route: any Route
    /// The attempt's request as it was sent, after every plugin.
    public let request: URLRequest
    /// Retries already made: 0 after the first attempt.
    public let retriesSoFar: Int
    /// What went wrong, as a fixed policy reads it.
    public let failure: RetryPolicy.Failure
    /// The answer, when there was one (an error status); nil for a failure on the way.
    public let response: TransportResponse?

    /// An attempt as the client describes it; for tests of a retrier.
    public init(route: any Route, request: URLRequest, retriesSoFar: Int, failure: RetryPolicy.Failure, response: TransportResponse? = nil) {
        self.route = route
        self.request = request
        self.retriesSoFar = retriesSoFar
        self.failure = failure
        self.response = response
    }
}

/// What a retrier decided about a failed attempt (Alamofire's `RetryResult`).
public enum RetryResult: Sendable, Equatable {
    /// Send it again now.
    case retry
    /// Send it again after this many seconds.
    case retryWithDelay(TimeInterval)
    /// Give up: the caller gets the attempt's error.
    case doNotRetry
    /// Give up with this error instead.
    case doNotRetryWithError(NetworkError)
}

extension Retrier {
    /// The fixed decision: `delay(after:method:retriesSoFar:)`, at once.
    public func retry(
        _ attempt: RetryAttempt, for client: NetworkClient, dueTo error: NetworkError,
        completion: @escaping @Sendable (RetryResult) -> Void
    ) {
        let delay = delay(after: attempt.failure, method: attempt.route.method, retriesSoFar: attempt.retriesSoFar)
        completion(delay.map(RetryResult.retryWithDelay) ?? .doNotRetry)
    }
}

/// A retrier that decides asynchronously, in the shape of Alamofire's
/// `RequestRetrier.retry(_:for:dueTo:completion:)`: it writes only
/// `retry(_:for:dueTo:completion:)` and calls the completion once, from any
/// thread, when it knows. The request waits meanwhile; its retry budget
/// (`Route.retryBudget`) still bounds the whole, waiting included, and a
/// cancel or pause while it waits makes the late decision count for nothing.
///
/// ```swift
/// struct WhenReachable: AsyncRetrier {
///     let probe: Probe
///     func retry(_ attempt: RetryAttempt, for client: NetworkClient, dueTo error: NetworkError,
///                completion: @escaping @Sendable (RetryResult) -> Void) {
///         guard error.isConnectivity, attempt.retriesSoFar < 3 else { return completion(.doNotRetry) }
///         probe.whenReachable { completion(.retry) }
///     }
/// }
/// ```
public protocol AsyncRetrier: Retrier {}

extension AsyncRetrier {
    /// Never asked: the client asks `retry(_:for:dueTo:completion:)`.
    public func delay(after failure: RetryPolicy.Failure, method: HTTPMethod, retriesSoFar: Int) -> TimeInterval? { nil }
}
