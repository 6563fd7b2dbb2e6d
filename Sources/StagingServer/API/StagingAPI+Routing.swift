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
            // Express matches routes ignoring case, `/Auth/Login` too.
            if parts.first?.lowercased() == "auth" {
                switch (method, parts.dropFirst().map { $0.lowercased() }) {
                case ("POST", ["login"]): return try login(request)
                case ("GET", ["me"]): return try .json(200, authenticatedUser(request).json)
                case ("POST", ["refresh"]): return try refresh(request)
                case ("POST", ["logout"]): return try logout(request)
                default:
                    // Every other path under `/auth/` is checked first, then routed as the plain path.
                    _ = try authenticatedUser(request)
                    var inner = request
                    inner.path = "/" + parts.dropFirst().joined(separator: "/")
                    return try routePlain(method: method, parts: Array(parts.dropFirst()), request: inner, shownPath: path)
                }
            }
            return try routePlain(method: method, parts: parts, request: request, shownPath: path)
        } catch {
            return error.response
        }
    }

    /// A path outside `/auth/`: the health checks, sign-in under `/users`, then the collections.
    private func routePlain(method: String, parts: [String], request: HTTPRequest, shownPath: String) throws(APIFailure) -> HTTPResponse {
        let first = parts.first?.lowercased() ?? ""
        if ["test", "ping", "health"].contains(first) {
            return .json(200, ["status": "ok", "method": .string(request.method.uppercased())])
        }
        if first == "users" || first == "user", parts.count == 2 {
            switch (method, parts[1].lowercased()) {
            case ("POST", "login"): return try login(request)
            case ("GET", "me"): return try .json(200, authenticatedUser(request).json)
            default: break
            }
        }
        if parts.first.map(router.serves) == true, let answer = try router.answer(method: method, segments: parts, request: request, now: now) {
            return answer
        }
        return HTMLPages.notFound(path: shownPath, method: request.method)
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
