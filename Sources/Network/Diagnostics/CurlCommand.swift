import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request as a `curl` command a person can paste into a shell: the
/// method, URL, headers and body exactly as sent, with every secret masked
/// (a token, a password, a secret query parameter), so it is safe to share.
public enum CurlCommand {
    /// The command for `request` exactly as it would be sent, every secret masked.
    public static func make(for request: URLRequest) -> String {
        var parts = ["curl"]
        let method = request.httpMethod ?? "GET"
        if method != "GET" { parts += ["-X", method] }
        parts.append(quote(request.url.map(Redaction.url) ?? ""))
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key.lowercased() < $1.key.lowercased() }) {
            parts += ["-H", quote("\(name): \(Redaction.header(name: name, value: value))")]
        }
        if let body = request.httpBody, !body.isEmpty {
            parts += ["--data-raw", quote(Redaction.body(body))]
        }
        return parts.joined(separator: " ")
    }

    /// Single quotes keep everything literal in a POSIX shell; a quote inside becomes `'\''`.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

extension NetworkClient {
    /// The `curl` command for `route`, built as `request` would send it
    /// (default headers, credentials, plugins), secrets masked. Sends nothing.
    public func curlCommand(for route: any Route) throws(NetworkError) -> String {
        CurlCommand.make(for: try prepareRequest(for: route))
    }
}
