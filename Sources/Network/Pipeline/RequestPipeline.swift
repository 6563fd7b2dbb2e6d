import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request's stages, in the order each attempt meets them: prepare (the
/// route's request, default headers, credentials, plugins), send through the
/// transport, read the answer for a refused credential, validate, and judge
/// what comes next. `NetworkClient` assembles one per request, so the
/// `RequestOperation` that runs it never reaches back into the client; the
/// cache wraps it from outside and decoding follows it.
struct RequestPipeline: Sendable {
    let route: any Route
    /// Builds an attempt's request. Each attempt builds again: a refresh may have changed the credentials.
    let prepare: @Sendable () throws(NetworkError) -> URLRequest
    let transport: any Transport
    /// What each attempt uploads, downloads and reports, handed to the transport as is.
    let transfer: TransferOptions
    let plugins: PluginChain
    let authenticator: any Authenticator
    let messages: any ErrorMessageReader
    /// New credentials, once for every request refused together.
    let refresh: @Sendable (_ refusedRequest: URLRequest, _ completion: @escaping @Sendable (RefreshOutcome) -> Void) -> Void
    /// Ends the session when a refusal says no refresh can help.
    let signOut: @Sendable () -> Void
    /// Asks the route's retrier about a failed attempt; it answers once, now or later.
    var retry: @Sendable (_ attempt: RetryAttempt, _ error: NetworkError, _ decided: @escaping @Sendable (RetryResult) -> Void) -> Void
    let maximumBodyBytes: Int64
    /// What the transport answers an authentication challenge with, on the request's own origin.
    var credential: HTTPCredential?
    /// The offline cache sent its own conditional headers: a 304 means its copy is current.
    var revalidatesCache = false
    /// Each attempt's deadline, body included; with `deadlineIsIdle`, each silence's.
    let attemptTimeout: TimeInterval
    /// The deadline for all attempts together, waits between them included.
    var retryBudget: TimeInterval
    /// A stream's attempt may last as long as its pieces keep coming: its deadline
    /// bounds the wait for the head and each silence after, not the whole.
    var deadlineIsIdle = false
    /// The transport ends a transfer at `TransferOptions.resourceTimeout` on its own clock (libcurl does).
    var transportTimesTransfers = false
    /// Runs retry delays.
    let scheduler: any SchedulerType
    /// Keeps each attempt's deadline and the retry budget, on `scheduler`.
    let deadlines: RequestDeadlines
    /// Lists the request while it is pending; nil for one nobody may pause (a refresh).
    let registry: RequestRegistry?

    /// The transport ends each attempt at its deadline, so the operation keeps no timer of its own:
    /// libcurl runs a timer for every transfer anyway, and a second one for the same end cost
    /// every request a deadline to set and take back. A stream's deadline counts silences,
    /// which only the operation sees (`pieceArrived`), so it keeps the operation's timer.
    var transportEndsAttempts: Bool { transportTimesTransfers && !deadlineIsIdle }

    /// What each attempt hands the transport: `transfer`, with the attempt's deadline when the transport keeps it.
    var attemptTransfer: TransferOptions {
        guard transportEndsAttempts else { return transfer }
        var timed = transfer
        timed.resourceTimeout = min(transfer.resourceTimeout ?? .infinity, attemptTimeout)
        return timed
    }

    /// What an attempt's outcome calls for.
    enum Verdict {
        case deliver(Result<TransportResponse, NetworkError>)
        /// Ask the route's retrier whether and when to go again; `otherwise` is the
        /// answer if it says no or another attempt cannot be made in time.
        case consult(RetryAttempt, otherwise: NetworkError)
        /// Refresh the credentials once, then send again.
        case refresh
        /// The credentials are refused for good: sign out, then deliver this.
        case endSession(NetworkError)
    }

    /// Judges one attempt. `refreshed` says a refresh already ran for this request.
    func judge(_ result: Result<TransportResponse, URLError>, request: URLRequest, retriesSoFar: Int, refreshed: Bool) -> Verdict {
        switch result {
        case .failure(let error):
            let failure = ResponseValidator.map(error)
            guard error.code != .cancelled else { return .deliver(.failure(failure)) }
            return .consult(RetryAttempt(route: route, request: request, retriesSoFar: retriesSoFar, failure: .urlError(error.code)),
                            otherwise: failure)
        case .success(let response):
            if let refusal = authenticator.refusal(in: response, message: errorMessage(in: response), for: route) {
                switch refusal {
                case .expired where !refreshed: return .refresh
                case .expired(let message): return .deliver(.failure(.unauthorized(message: message)))
                case .rejected(let message): return .endSession(.unauthorized(message: message))
                }
            }
            let context = ValidationContext(request: request, requiresAuth: route.requiresAuth, revalidatesCache: revalidatesCache,
                                            validation: route.validation, messages: messages)
            switch ResponseValidator.validate(response, context) {
            case .success(let response):
                let bytes = Int64(response.data.count)
                return .deliver(bytes > maximumBodyBytes ? .failure(.tooLarge(bytes: bytes, limit: maximumBodyBytes)) : .success(response))
            case .failure(let error):
                let retryAfter = RetryPolicy.retryAfter(response.header("Retry-After"))
                return .consult(RetryAttempt(route: route, request: request, retriesSoFar: retriesSoFar,
                                             failure: .status(response.status, retryAfter: retryAfter), response: response),
                                otherwise: error)
            }
        }
    }

    /// Only an error answer's body is read for a message: a large 2xx is never parsed twice.
    private func errorMessage(in response: TransportResponse) -> String? {
        (200..<300).contains(response.status) ? nil : messages.message(in: response)
    }
}
