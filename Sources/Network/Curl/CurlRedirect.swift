import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request a redirect leads to. libcurl is told not to follow redirects
/// itself, so that the credential rule is RedirectGuard's own, not libcurl's
/// (which compares host names only, and leaves Proxy-Authorization alone).
enum CurlRedirect {
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    static func request(following status: Int, to location: URL, from current: URLRequest, original: URL?) -> URLRequest {
        var next = current
        next.url = location
        let method = current.httpMethod?.uppercased() ?? "GET"
        // 303 always, and 301/302 after a POST as browsers and URLSession do, become a GET without the body.
        if (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST") {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.setValue(nil, forHTTPHeaderField: "Content-Type")
            next.setValue(nil, forHTTPHeaderField: "Content-Length")
        }
        return RedirectGuard.redirected(next, from: original)
    }
}
