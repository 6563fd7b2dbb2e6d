import Foundation
import XCTest

/// The httpbin these tests talk to, as scripts/httpbin.sh exports it.
struct HTTPBin: Sendable {
    static let urlVariable = "COURIER_HTTPBIN_URL"
    static let otherURLVariable = "COURIER_HTTPBIN_OTHER_URL"
    static let requireVariable = "COURIER_REQUIRE_HTTPBIN"

    /// Where the requests go: http://127.0.0.1:<port>.
    let url: URL
    /// The same server on another address, so another origin: where cross-host redirects land.
    let otherURL: URL

    static let howToStart = """
        start it with `eval "$(scripts/httpbin.sh start)"` in the package directory, \
        then `swift test --filter NetworkHTTPBinTests`; `scripts/httpbin.sh stop` ends it
        """

    /// A test that must not pass unseen: absent or malformed variables fail it.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The peer; without one, a skip on a developer's machine and a failure in CI,
    /// where a green run must mean these tests ran.
    static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> HTTPBin {
        let first = environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
        let other = environment[otherURLVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let first, let other else {
            let missing = [urlVariable, otherURLVariable].filter { (environment[$0] ?? "").isEmpty }
            let message = "httpbin is not running (\(missing.joined(separator: " and ")) unset): \(howToStart)"
            if RealPeerTestCase.isRequired(requireVariable, environment: environment) { throw Unavailable(description: message + " — CI requires it") }
            throw XCTSkip(message)
        }
        guard let url = URL(string: first), url.host != nil, let otherURL = URL(string: other), otherURL.host != nil else {
            throw Unavailable(description: "\(urlVariable)=\(first) or \(otherURLVariable)=\(other) is not a URL")
        }
        guard url.host != otherURL.host else {
            throw Unavailable(description: "\(otherURLVariable) must name another address than \(urlVariable), or no redirect leaves the origin")
        }
        return HTTPBin(url: url, otherURL: otherURL)
    }

    /// A URL under the other origin, for a redirect to point at.
    func other(_ path: String) -> URL {
        URL(string: path, relativeTo: otherURL)!.absoluteURL
    }

    /// A URL under the first origin.
    func here(_ path: String) -> URL {
        URL(string: path, relativeTo: url)!.absoluteURL
    }
}
