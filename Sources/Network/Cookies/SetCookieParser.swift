import Foundation

/// Reads `Set-Cookie` fields into cookies under RFC 6265 §5.2 and §5.3.
enum SetCookieParser {
    /// Both transports hand repeated `Set-Cookie` fields over joined by ", ",
    /// and a comma also sits inside every `Expires` date. A comma starts a new
    /// cookie only when what follows it, up to the next `;` or `,`, is a `name=` pair.
    static func fields(in header: String) -> [String] {
        var fields: [String] = []
        var current = ""
        let pieces = header.split(separator: ",", omittingEmptySubsequences: false)
        for (index, piece) in pieces.enumerated() {
            let startsCookie = index > 0 && piece.prefix { $0 != ";" }.contains("=")
            if startsCookie {
                fields.append(current)
                current = String(piece)
            } else {
                current += index == 0 ? String(piece) : "," + piece
            }
        }
        fields.append(current)
        return fields.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The cookie a response from `url` sets with `field`, or nil when the
    /// field is to be ignored (no name=value, or a Domain that is not the
    /// host's). An expired cookie is returned too: it deletes the one it names.
    static func cookie(from field: String, url: URL, now: Date) -> Cookie? {
        guard let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        // RFC 6265bis: a field holding a control character (tab aside) is
        // ignored whole, so CR, LF or NUL can never reach a Cookie header.
        guard !field.unicodeScalars.contains(where: isControl) else { return nil }
        let parts = field.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }

        var cookie = Cookie(name: name, value: value, domain: host, hostOnly: true, path: Cookie.defaultPath(of: url))
        var maxAge: Date?
        var expires: Date?
        for attribute in parts.dropFirst() {
            let split = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = split[0].trimmingCharacters(in: .whitespaces).lowercased()
            let argument = split.count > 1 ? split[1].trimmingCharacters(in: .whitespaces) : ""
            switch key {
            case "expires":
                expires = CookieDate.parse(argument) ?? expires
            case "max-age":
                guard let seconds = Int(argument), argument.first.map({ $0 == "-" || $0.isNumber }) == true else { continue }
                // Zero or less means "already gone": the earliest time there is.
                maxAge = seconds <= 0 ? .distantPast : now.addingTimeInterval(TimeInterval(seconds))
            case "domain":
                var domain = argument.lowercased()
                if domain.hasPrefix(".") { domain.removeFirst() }
                guard !domain.isEmpty else { continue }
                // A cookie for a domain that is not this host's would reach other hosts: refused.
                // Without a public-suffix list, a bare top-level name ("com") is refused too.
                guard Cookie.domainMatches(host: host, domain: domain), domain == host || domain.contains(".") else { return nil }
                cookie.domain = domain
                cookie.hostOnly = false
            case "path":
                cookie.path = argument.hasPrefix("/") ? argument : Cookie.defaultPath(of: url)
            case "secure":
                cookie.secure = true
            case "httponly":
                cookie.httpOnly = true
            default:
                continue
            }
        }
        cookie.expires = maxAge ?? expires
        return cookie
    }

    /// %x00-08, %x0A-1F and %x7F: what a cookie's field may not hold.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar.value != 0x09) || scalar.value == 0x7F
    }
}
