import Foundation

extension StagingAPI {
    /// Dispatches on method and path. Anything unmatched gets upstream's
    /// HTML 404, including a known path with the wrong method.
    func route(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if path.count > 1, path.hasSuffix("/") { return redirectWithoutTrailingSlash(request) }
        if path == "/" { return HTMLPages.home() }
        if path == "/openapi.json", ["GET", "HEAD"].contains(request.method.uppercased()) { return .json(200, openAPI) }
        let method = request.method.uppercased() == "HEAD" ? "GET" : request.method.uppercased()
        if method == "GET", pictures.serves(path) { return pictures.response(for: path, data: data) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        do {
            if parts.first == "auth" {
                switch (method, Array(parts.dropFirst())) {
                case ("POST", ["login"]): return try login(request)
                case ("GET", ["me"]): return try .json(200, authenticatedUser(request).json)
                case ("POST", ["refresh"]): return try refresh(request)
                case ("POST", ["logout"]): return .message(200, "Logged out")
                case (_, let rest) where rest.first.map(router.serves) == true:
                    _ = try authenticatedUser(request)
                    return try collectionRoute(method: method, segments: rest, request: request)
                default: break
                }
            } else if parts.first.map(router.serves) == true {
                return try collectionRoute(method: method, segments: parts, request: request)
            }
        } catch {
            return error.response
        }
        return HTMLPages.notFound(path: path, method: request.method)
    }

    private func collectionRoute(method: String, segments: [String], request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        try router.answer(method: method, segments: segments, request: request, now: now) ?? HTMLPages.notFound(path: request.path, method: request.method)
    }

    /// Keeps the query, re-encoded, so `/products/?limit=5` lands on `/products?limit=5`.
    private func redirectWithoutTrailingSlash(_ request: HTTPRequest) -> HTTPResponse {
        var target = String(request.path.dropLast())
        while target.count > 1, target.hasSuffix("/") { target.removeLast() }
        var components = URLComponents()
        components.path = target
        if !request.query.isEmpty { components.queryItems = request.query.map { URLQueryItem(name: $0.name, value: $0.value) } }
        let location = components.string ?? target
        return HTTPResponse(
            status: 301, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
            body: Data("Moved Permanently. Redirecting to \(location)".utf8))
    }
}
