import Foundation
import JSON
import Models
import Network

/// httpbin's echo routes: the request comes back as the server saw it.
enum EchoRouter: Route {
    /// GET /get, parameters in the query.
    case get(Parameters)
    /// POST /post, parameters as a form body.
    case form(Parameters)
    /// POST /post, parameters as a JSON body.
    case json(Parameters)
    /// /anything with any method, parameters where that method puts them by default.
    case anything(HTTPMethod, Parameters)
    /// GET /headers: the request's headers alone.
    case headers
    /// GET /uuid: a new UUID each time.
    case uuid

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .get(let parameters): (.get, "/get", parameters)
        case .form(let parameters), .json(let parameters): (.post, "/post", parameters)
        case .anything(let method, let parameters): (method, "/anything", parameters)
        case .headers: (.get, "/headers", nil)
        case .uuid: (.get, "/uuid", nil)
        }
    }

    var encoding: ParameterEncoding {
        switch self {
        case .form: .form
        case .json: .json
        default: .default(for: method)
        }
    }
}

/// httpbin's credential checks.
enum CredentialRouter: Route {
    /// GET /bearer: 200 when `Authorization: Bearer` came, which the session's token plugin adds.
    case bearer
    /// GET /basic-auth/<user>/<password>, sending those credentials as `Authorization: Basic`.
    case basic(user: String, password: String)
    /// GET /basic-auth/<user>/<password> with no credentials: 401 and `WWW-Authenticate: Basic`.
    case basicChallenge

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .bearer: (.get, "/bearer", nil)
        case .basic(let user, let password): (.get, "/basic-auth/\(user)/\(password)", nil)
        case .basicChallenge: (.get, "/basic-auth/ada/pw", nil)
        }
    }

    var headers: [String: String] {
        guard case .basic(let user, let password) = self else { return [:] }
        return ["Authorization": "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()]
    }

    var requiresAuth: Bool {
        if case .bearer = self { return true }
        return false
    }
}

/// httpbin's canned answers: statuses, delays, other content types, compression, caching.
enum AnswerRouter: Route {
    /// /status/<code>: that status, and for most codes an empty text/html body.
    case status(Int, HTTPMethod)
    /// The peer's /retry-after/<status>: that status, `Retry-After: <seconds>` and `{"message":"busy"}`.
    case retryAfter(status: Int, seconds: Int)
    /// /delay/<seconds>: an echo after that long (httpbin caps it at 10).
    case delay(seconds: Int, method: HTTPMethod)
    /// GET /xml: an XML document, whatever Accept says.
    case xml
    /// GET /html: a web page.
    case html
    case gzip, deflate, brotli
    /// GET /etag/<etag>: 200 with that ETag, or 304 when If-None-Match names it.
    case etag(String)
    /// GET /cache: 200 with a fresh ETag and Last-Modified, or 304 to any conditional request.
    case cache

    static func status(_ code: Int) -> AnswerRouter { .status(code, .get) }
    static func delay(seconds: Int) -> AnswerRouter { .delay(seconds: seconds, method: .get) }

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .status(let code, let method): (method, "/status/\(code)", nil)
        case .retryAfter(let status, let seconds): (.get, "/retry-after/\(status)", ["seconds": .number(Double(seconds))])
        case .delay(let seconds, let method): (method, "/delay/\(seconds)", nil)
        case .xml: (.get, "/xml", nil)
        case .html: (.get, "/html", nil)
        case .gzip: (.get, "/gzip", nil)
        case .deflate: (.get, "/deflate", nil)
        case .brotli: (.get, "/brotli", nil)
        case .etag(let etag): (.get, "/etag/\(etag)", nil)
        case .cache: (.get, "/cache", nil)
        }
    }
}

/// httpbin's redirects.
enum RedirectRouter: Route {
    /// /redirect-to?url=<target>&status_code=<status>, carrying the session's token.
    case to(URL, status: Int, method: HTTPMethod)

    static func to(_ target: URL) -> RedirectRouter { .to(target, status: 302, method: .get) }

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .to(let target, let status, let method):
            (method, "/redirect-to", ["url": .string(target.absoluteString), "status_code": .number(Double(status))])
        }
    }

    /// Always in the query: httpbin reads `url` from there for every method.
    var encoding: ParameterEncoding { .query }
    var requiresAuth: Bool { true }
}

/// A route with another retry or cache policy or more headers, so a test varies one without a new case.
struct Adjusted: Route {
    let base: any Route
    var retry: RetryPolicy?
    var cache: CachePolicy?
    var extraHeaders: [String: String] = [:]

    var relation: (method: HTTPMethod, path: String, params: Parameters?) { base.relation }
    var encoding: ParameterEncoding { base.encoding }
    var headers: [String: String] { base.headers.merging(extraHeaders) { $1 } }
    var requiresAuth: Bool { base.requiresAuth }
    var retryPolicy: RetryPolicy { retry ?? base.retryPolicy }
    var cachePolicy: CachePolicy { cache ?? base.cachePolicy }
    var name: String { base.name }
}

extension Route {
    func retrying(_ policy: RetryPolicy) -> Adjusted { Adjusted(base: self, retry: policy) }
    func caching(_ policy: CachePolicy) -> Adjusted { Adjusted(base: self, cache: policy) }
    func adding(headers: [String: String]) -> Adjusted { Adjusted(base: self, extraHeaders: headers) }
}

/// What httpbin's echo routes send back: the request as the server saw it.
struct Echo: Decodable, Sendable {
    /// Query parameters: a string each, or a list for a repeated key.
    var args: [String: JSONValue]?
    var form: [String: JSONValue]?
    var json: JSONValue?
    /// The raw body.
    var data: String?
    var headers: [String: String]
    var method: String?
    var url: String?
    var gzipped: Bool?
    var deflated: Bool?
    var brotli: Bool?
}
