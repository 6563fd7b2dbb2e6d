import Foundation

/// Removes secrets from anything that may be written to a log or a screen:
/// headers, URLs, JSON bodies and free text. One place, so every writer
/// redacts the same way.
public enum Redaction {
    /// What a secret is replaced with.
    public static let mask = "[REDACTED]"

    /// Header names whose values are always secret.
    static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"]

    /// Field and parameter names whose values are secret, compared without case
    /// and without `_`/`-`, so `access_token`, `accessToken` and `Access-Token` all match.
    static let secretKeys: Set<String> = [
        "password", "passwd", "secret", "token", "accesstoken", "refreshtoken", "idtoken",
        "authorization", "cookie", "apikey", "clientsecret",
    ]

    /// A described API names its key as it likes (`X-Notes-Key`, `api-token`):
    /// any name ending in one of these words is taken for a secret.
    static let secretEndings = ["key", "token", "secret", "password"]

    static func isSecretKey(_ key: String) -> Bool {
        let folded = key.lowercased().filter { $0 != "_" && $0 != "-" }
        return secretKeys.contains(folded) || secretEndings.contains { folded.hasSuffix($0) }
    }

    /// `value` masked when `name` is a secret header (`Authorization`, `Cookie`…), else with its secrets masked.
    public static func header(name: String, value: String) -> String {
        secretHeaders.contains(name.lowercased()) || isSecretKey(name) ? mask : text(value)
    }

    /// Every header with `header(name:value:)`.
    public static func headers(_ headers: [String: String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: headers.map { ($0.key, header(name: $0.key, value: $0.value)) })
    }

    /// A URL with the values of secret query parameters and any user info masked.
    public static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return text(url.absoluteString) }
        if components.password != nil { components.password = mask }
        if components.user != nil { components.user = mask }
        components.queryItems = components.queryItems?.map { item in
            isSecretKey(item.name) ? URLQueryItem(name: item.name, value: mask) : item
        }
        // URLComponents percent-encodes the mask's brackets; a log should read "[REDACTED]".
        let encodedMask = mask.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? mask
        return components.string.map { $0.replacingOccurrences(of: encodedMask, with: mask) } ?? text(url.absoluteString)
    }

    /// A body with secret JSON fields masked at any depth; non-JSON bodies
    /// go through `text`.
    public static func body(_ data: Data) -> String {
        if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            let cleaned = json(object)
            if let output = try? JSONSerialization.data(withJSONObject: cleaned, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) {
                return String(decoding: output, as: UTF8.self)
            }
        }
        return text(String(decoding: data, as: UTF8.self))
    }

    static func json(_ object: Any) -> Any {
        if let dictionary = object as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, value) in dictionary {
                result[key] = isSecretKey(key) ? mask : json(value)
            }
            return result
        }
        if let array = object as? [Any] { return array.map(json) }
        if let string = object as? String { return text(string) }
        return object
    }

    /// Free text: bearer tokens, JWT-shaped strings and `key=value` secrets are masked.
    public static func text(_ text: String) -> String {
        var result = text
        for (pattern, template) in textPatterns {
            result = pattern.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
        }
        return result
    }

    private static let textPatterns: [(NSRegularExpression, String)] = [
        // "Bearer <anything>" in a header dump or message.
        (try! NSRegularExpression(pattern: "(?i)(bearer\\s+)[A-Za-z0-9._~+/=-]+"), "$1" + mask),
        // JWT-shaped: three base64url segments, the first starting with "ey".
        (try! NSRegularExpression(pattern: "ey[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"), mask),
        // key=value and "key": "value" for secret keys (the key's closing quote is optional).
        (try! NSRegularExpression(
            pattern: "(?i)((?:password|passwd|secret|access_?token|refresh_?token|token|api_?key)\"?\\s*[=:]\\s*\"?)[^\"&\\s,}]+"),
         "$1" + mask),
    ]
}
