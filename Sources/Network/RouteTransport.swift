import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport as one route's requests see it: the route's redirect policy
/// and the client's cookie store wrapped around whichever transport sends
/// (URLSession, libcurl, a stub, a custom one), so both rules are applied in
/// one place however the bytes travel. Redirects a transport follows itself
/// come back here through the `RedirectHook` it is given.
struct RouteTransport: Transport {
    let base: any Transport
    let redirectPolicy: RedirectPolicy
    let cookies: CookieStore?

    func send(
        _ request: TransportRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        // The route's own Cookie header, kept apart from the store's so a redirect can recompute the store's part.
        let own = request.request.value(forHTTPHeaderField: "Cookie")
        let sent = cookies?.attaching(to: request.request, own: own) ?? request.request
        let cookies = cookies
        return base.send(request.replacing(sent, redirects: hook(original: sent, ownCookie: own))) { result in
            // Stored before the caller hears of it, so its next request carries them.
            if let cookies, case .success(let response) = result { cookies.store(from: response.response) }
            completion(result)
        }
    }

    private func hook(original: URLRequest, ownCookie: String?) -> RedirectHook {
        let policy = redirectPolicy
        guard let cookies else {
            if case .follow = policy { return .follow }
            return RedirectHook { response, proposed in
                policy.decide(original: original, response: response, proposed: proposed)
                    .map { RedirectGuard.redirected($0, from: original.url) }
            }
        }
        let origin = original.url.map(APIHost.origin(of:))
        // The route's own cookie is a credential like any other: it stays on its origin.
        let withCookies: @Sendable (URLRequest) -> URLRequest = { request in
            cookies.attaching(to: request, own: request.url.map(APIHost.origin(of:)) == origin ? ownCookie : nil)
        }
        return RedirectHook { response, proposed in
            cookies.store(from: response)
            guard let next = policy.decide(original: original, response: response, proposed: withCookies(proposed)) else {
                return nil
            }
            return withCookies(RedirectGuard.redirected(next, from: original.url))
        }
    }
}
