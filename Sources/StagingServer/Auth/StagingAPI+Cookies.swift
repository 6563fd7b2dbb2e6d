import Foundation

/// The cookies login and refresh set and a failed token check clears, as
/// Express writes them. Courier keeps no cookies; other clients do.
extension StagingAPI {
    static func cookies(_ pair: (accessToken: String, refreshToken: String), maxAgeMinutes: Double, now: Date) -> [(name: String, value: String)] {
        let milliseconds = maxAgeMinutes.isFinite ? maxAgeMinutes * 60 * 1000 : 0
        let expires = httpDate(now.addingTimeInterval(milliseconds / 1000))
        let attributes = "Max-Age=\(Int((milliseconds / 1000).rounded(.down))); Path=/; Expires=\(expires); HttpOnly; Secure"
        return [("Set-Cookie", "accessToken=\(pair.accessToken); \(attributes)"), ("Set-Cookie", "refreshToken=\(pair.refreshToken); \(attributes)")]
    }

    static func clearedCookies(secure: Bool) -> [(name: String, value: String)] {
        let attributes = "Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT" + (secure ? "; HttpOnly; Secure" : "")
        return [("Set-Cookie", "accessToken=; \(attributes)"), ("Set-Cookie", "refreshToken=; \(attributes)")]
    }

    /// A cookie's value from the `Cookie` header, percent-decoded as cookie-parser does.
    static func cookie(_ name: String, in request: HTTPRequest) -> String? {
        guard let header = request.header("Cookie") else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value.removingPercentEncoding ?? value
        }
        return nil
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
