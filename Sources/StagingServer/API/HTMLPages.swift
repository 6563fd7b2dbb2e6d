import Foundation

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
