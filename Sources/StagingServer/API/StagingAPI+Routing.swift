import Foundation
import Models

extension StagingAPI {
    /// Dispatches on method and path. Anything unmatched gets upstream's
    /// HTML 404, including a known path with the wrong method.
    func route(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if path.count > 1, path.hasSuffix("/") { return redirectWithoutTrailingSlash(request) }
        if path == "/" { return HTMLPages.home() }
        let method = request.method.uppercased() == "HEAD" ? "GET" : request.method.uppercased()
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        do {
            if parts.first == "auth" {
                switch (method, Array(parts.dropFirst())) {
                case ("POST", ["login"]): return try login(request)
                case ("GET", ["me"]): return try .json(200, authenticatedUser(request).json)
                case ("POST", ["refresh"]): return try refresh(request)
                case ("POST", ["logout"]): return .message(200, "Logged out")
                case (_, let rest) where rest.first.flatMap(Resource.init(rawValue:)) != nil:
                    _ = try authenticatedUser(request)
                    return try resourceRoute(method: method, parts: rest, request: request)
                default: break
                }
            } else if parts.first.flatMap(Resource.init(rawValue:)) != nil {
                return try resourceRoute(method: method, parts: parts, request: request)
            }
        } catch {
            return error.response
        }
        return HTMLPages.notFound(path: path)
    }

    private func resourceRoute(method: String, parts: [String], request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        guard let resource = parts.first.flatMap(Resource.init(rawValue:)) else { return HTMLPages.notFound(path: request.path) }
        let rest = Array(parts.dropFirst())
        switch (method, rest.count, rest.first ?? "") {
        case ("GET", 0, _): return try list(resource, request, search: nil)
        case ("GET", 1, "search"): return try list(resource, request, search: request.queryValue("q") ?? "")
        case ("GET", 1, "categories") where resource == .products: return .json(200, categories(request))
        case ("GET", 1, "category-list") where resource == .products:
            return .json(200, .array(StagingDataset.categories.map { .string($0.slug) }))
        case ("GET", 2, "category") where resource == .products: return try productsInCategory(rest[1], request)
        case ("POST", 1, "add"): return try add(resource, request)
        case ("GET", 1, let id):
            var query = ListQuery()
            query.select = ListQuery.fields(request.queryValue("select"))
            return try .json(200, query.project(record(resource, id: id)))
        case ("PUT", 1, let id), ("PATCH", 1, let id): return try update(resource, id: id, request)
        case ("DELETE", 1, let id): return try delete(resource, id: id)
        default: return HTMLPages.notFound(path: request.path)
        }
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
