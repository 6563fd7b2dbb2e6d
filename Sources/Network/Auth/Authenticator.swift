import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What an answer says about the credentials a request carried.
public enum AuthRefusal: Sendable, Equatable {
    /// They have expired: refresh them once and send the request again.
    case expired(message: String?)
    /// They are no good and a refresh will not help (signed by another server,
    /// say): the session is over at once, with no retry.
    case rejected(message: String?)
}

/// How a refresh ended, for every request that waited on it.
public enum RefreshOutcome: Sendable {
    /// New credentials are in place: the waiting requests go again.
    case refreshed
    /// The refresh was refused: the session is over.
    case sessionEnded(message: String?)
    /// The refresh could not be made (offline, say); the session may still be good.
    case failed(NetworkError)
}

/// How a client proves who it is to one API, and what it does when the API
/// says no. The core knows no API: it asks its authenticator to sign each
/// request, to read each answer for a refusal, and to refresh — once, however
/// many requests wait — and it retries, pauses and caches around that.
public protocol Authenticator: Sendable {
    /// The header fields that carry the credentials `route` needs on a request
    /// to `url`, set with the others before the request is made (see
    /// `NetworkPlugin.headers(for:to:)`); none by default. An authenticator
    /// that signs with headers gives them here and leaves `authenticate` alone.
    func headers(for route: any Route, to url: URL, client: NetworkClient) -> [String: String]
    /// `request` with the credentials `route` needs, or unchanged: for what
    /// headers cannot say. It sees the request with `headers(for:to:client:)` on it.
    func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest
    /// Whether `response` refuses the credentials `route` was sent with.
    /// `message` is what the client's `ErrorMessageReader` found in an error
    /// answer's body; it is nil for a 2xx, whose body is not read for it.
    func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal?
    /// Whether `request` went out with credentials that have been replaced
    /// since: another request's refresh already helped it, so it just goes again.
    func isStale(_ request: URLRequest, client: NetworkClient) -> Bool
    /// Gets new credentials. The core calls it once for all the requests refused together.
    func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void)
    /// Forgets the credentials: the session is over.
    func signOut(client: NetworkClient)
    /// Whose rows the offline cache reads and writes now, so one user never
    /// sees what another cached; "anonymous" when nobody is signed in.
    var cacheOwner: String { get }
}

extension Authenticator {
    /// None.
    public func headers(for route: any Route, to url: URL, client: NetworkClient) -> [String: String] { [:] }

    /// The request as it is.
    public func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest { request }

    /// A 401 on a route that carries credentials means they expired.
    public func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal? {
        guard route.requiresAuth, response.status == 401 else { return nil }
        return .expired(message: message)
    }

    /// Never stale: an authenticator whose credentials can change in another request says otherwise.
    public func isStale(_ request: URLRequest, client: NetworkClient) -> Bool { false }

    /// "anonymous": an authenticator that knows who is signed in names them.
    public var cacheOwner: String { NoAuthentication.owner }
}

/// For an API without credentials (or one whose routes carry their own
/// headers): signs nothing, refreshes nothing; a 401 simply ends the request.
public struct NoAuthentication: Authenticator {
    /// The cache's owner when nobody is signed in.
    public static let owner = "anonymous"

    /// Credentials of nobody.
    public init() {}

    /// The request unchanged: nothing to sign with.
    public func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest { request }

    /// Ends the session: there is nothing to refresh.
    public func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {
        completion(.sessionEnded(message: nil))
    }

    /// Nothing to forget.
    public func signOut(client: NetworkClient) {}
}
