import Foundation

/// One parsed HTTP/1.1 request, as the engine hands it to the routes.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The path without the query, percent-decoded.
    package var path: String
    /// Query items in their order, percent-decoded (`+` is a space).
    package var query: [(name: String, value: String)]
    /// Header names are lowercased; a repeated header keeps its last value.
    package var headers: [String: String]
    package var body: Data
    /// The peer, for the log line.
    package var remoteAddress: String
    /// 1 for HTTP/1.1, 0 for HTTP/1.0, which cannot take a chunked answer.
    package var minorVersion: Int

    package init(
        method: String, path: String, query: [(name: String, value: String)] = [],
        headers: [String: String] = [:], body: Data = Data(), remoteAddress: String = "", minorVersion: Int = 1
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.minorVersion = minorVersion
    }

    package func header(_ name: String) -> String? { headers[asciiLowercased(name)] }

    package func queryValue(_ name: String) -> String? {
        query.last(where: { $0.name == name })?.value
    }
}

/// Header names are ASCII tokens; String.lowercased() is Unicode's, and slow
/// enough to show on every request, which looks up a few headers.
func asciiLowercased(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
    return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
}

