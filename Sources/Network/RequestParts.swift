import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request's parts before it becomes a URLRequest: the URL, the method, the
/// body and the header fields gathered from the client's defaults, the route,
/// the credentials and the plugins, so the URLRequest is made once with all of
/// them. On Linux every URLRequest setter is dear: `setValue` compares each
/// name case-insensitively through NSString, and on a request that is shared
/// (a plugin's copy) first copies its storage, setting the method again.
struct RequestParts {
    var url: URL
    var method: HTTPMethod
    var body: Data?
    var fields: HeaderMerge

    /// The URLRequest, its fields set in one assignment.
    var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        // A new request's method is GET already; setting it would compare it through NSString.
        if method != .get { request.httpMethod = method.rawValue }
        if let body { request.httpBody = body }
        request.allHTTPHeaderFields = fields.headers
        return request
    }
}

extension Route {
    /// The parts of the request for a host, `defaultHeaders` (merged once by
    /// the client) under the route's own, before credentials and plugins add theirs.
    func requestParts(for host: APIHost, defaultHeaders: HeaderMerge) throws(NetworkError) -> RequestParts {
        let relation = self.relation
        let params = relation.params.flatMap { $0.isEmpty ? nil : $0 }
        var payload: (data: Data, contentType: String)?
        let url: URL
        if let body {
            // One body per request: the route's own, and its parameters beside it in the URL.
            url = try self.url(for: host, path: relation.path, adding: params)
            payload = try body.encoded()
        } else if params == nil || encoding == .query {
            // Without parameters the encoding says nothing: it is not asked (its default reads `relation` again).
            url = try self.url(for: host, path: relation.path, adding: params)
        } else {
            url = try self.url(for: host, path: relation.path, adding: nil)
            payload = try encoding.body(params)
        }
        var fields = defaultHeaders
        if let payload { fields.set("Content-Type", payload.contentType) }
        // The route's own headers win, a Content-Type of its choosing among them.
        for (name, value) in headers { fields.set(name, value) }
        return RequestParts(url: url, method: relation.method, body: payload?.data, fields: fields)
    }

    /// The route's URL with `query` added: under the host, written out as text and parsed once.
    private func url(for host: APIHost, path: String, adding query: Parameters?) throws(NetworkError) -> URL {
        let absolute = absoluteURL
        guard let query else { return absolute ?? host.url(for: path) }
        if absolute == nil, let url = ParameterEncoding.url(text: host.urlString(for: path), adding: query) { return url }
        return try ParameterEncoding.url(absolute ?? host.url(for: path), adding: query)
    }
}

/// Header fields merged as `setValue` would merge them, one name per field
/// whatever its case, the last value set winning under the name it was set
/// with. The fields are kept as the request takes them, so making the
/// request copies no more than the dictionary. A name in another case is
/// found by walking the handful of keys letter by letter, which costs less
/// than lower-casing each name and hashing it into a second dictionary.
struct HeaderMerge {
    /// The fields as they will be sent.
    private(set) var headers: [String: String] = [:]

    /// Room for the fields a request adds to its client's defaults (a token, a
    /// Content-Type, a plugin's) without growing: a merge copied to add them
    /// then copies its storage as it is rather than rehashing it into more.
    static let defaultRoom = 4

    init(_ headers: [String: String]) {
        self.headers.reserveCapacity(headers.count + Self.defaultRoom)
        add(headers)
    }

    mutating func set(_ name: String, _ value: String) {
        if let previous = spelling(of: name), previous != name { headers[previous] = nil }
        headers[name] = value
    }

    /// Each of `headers`, set over what is there.
    mutating func add(_ headers: [String: String]) {
        for (name, value) in headers { set(name, value) }
    }

    /// The value of the field named `name` in any case.
    func value(_ name: String) -> String? {
        spelling(of: name).flatMap { headers[$0] }
    }

    /// The key `name` is kept under, in whatever case it was set.
    private func spelling(of name: String) -> String? {
        headers.keys.first { HTTPHeaderFields.sameName($0, name) }
    }
}
