import Foundation

extension StagingAPI {
    /// Routes the request, reusing the answer of an earlier identical GET.
    /// Returns the response and its ETag, not yet applied, so the caller
    /// revalidates, injects faults and delays per request exactly as before.
    func routeMemoised(_ request: HTTPRequest) -> (response: HTTPResponse, etag: String?) {
        guard let key = MemoKey(request, router: router) else {
            let response = route(request)
            return (response, ETag.tag(for: response, method: request.method))
        }
        if key.needsToken {
            // Same check, same failure, as `route` makes for `/auth/<collection>`;
            // it runs before the lookup so a memoised body never skips it.
            do { _ = try authenticatedUser(request) } catch { return (error.response, nil) }
        }
        if let hit = memo.entry(for: key.key) { return (hit.response, hit.etag) }
        let response = route(request)
        let etag = ETag.tag(for: response, method: request.method)
        // Only successes: errors are small and cheap, and the memo's room is for pages.
        if response.status == 200, response.bodyStream == nil { memo.store(.init(response: response, etag: etag), for: key.key) }
        return (response, etag)
    }
}
