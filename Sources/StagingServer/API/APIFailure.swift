import Foundation

/// A contract error: a status and the exact `{"message"}` upstream sends.
struct APIFailure: Error, Equatable {
    let status: Int
    let message: String

    var response: HTTPResponse { .message(status, message) }

    static let accessTokenRequired = APIFailure(status: 401, message: "Access Token is required")
    static let tokenExpired = APIFailure(status: 401, message: "Token Expired!")
    static let tokenInvalid = APIFailure(status: 401, message: "Invalid/Expired Token!")
    static let credentialsRequired = APIFailure(status: 400, message: "Username and password required")
    static let invalidCredentials = APIFailure(status: 400, message: "Invalid credentials")
    static let refreshTokenRequired = APIFailure(status: 401, message: "Refresh token required")
    static let invalidRefreshToken = APIFailure(status: 403, message: "Invalid refresh token")
    static let invalidOrder = APIFailure(status: 400, message: "Order can be: 'asc' or 'desc'")
    static let invalidBody = APIFailure(status: 400, message: "Request body must be a JSON object")

    static func notANumber(_ parameter: String) -> APIFailure {
        APIFailure(status: 400, message: "Invalid '\(parameter)' - must be a number")
    }
}

/// The HTML pages upstream (and the proxies in front of it) answer with,
/// which is exactly why clients must not assume every body is JSON.
enum HTMLPages {
    /// Upstream's own page for a GET or HEAD, Express's default
    /// (`Cannot POST /quotes/add`) for any other method.
    static func notFound(path: String, method: String = "GET") -> HTTPResponse {
        let method = method.uppercased()
        guard method == "GET" || method == "HEAD" else {
            return page(404, """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Error</title>
            </head>
            <body>
            <pre>Cannot \(escape(method)) \(escape(path))</pre>
            </body>
            </html>
            """)
        }
        return page(404, """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>404 | Page not found</title></head>
        <body><h1>404</h1><p>Page not found: \(escape(path))</p><p><a href="/">Go home</a></p></body></html>
        """)
    }

    static func home() -> HTTPResponse {
        page(200, """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Courier staging server</title></head>
        <body><h1>Courier staging server</h1><p>Speaks the DummyJSON contract: try <a href="/products">/products</a>.</p></body></html>
        """)
    }

    static func badGateway() -> HTTPResponse {
        page(502, """
        <html><head><title>502 Bad Gateway</title></head>
        <body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
        """)
    }

    private static func page(_ status: Int, _ html: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(html.utf8))
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
