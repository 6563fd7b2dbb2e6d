import Foundation
import Network

/// What the client reads from a server: libcurl's header lines and body
/// pieces as `CurlReceived` keeps them, and `Set-Cookie` fields in the
/// cookie store.
///
/// - The status is the last status line's; a body within its limit is kept
///   whole, and one past it is refused with its size.
/// - No cookie reaches a host its setter could not name (RFC 6265 §5.3),
///   a Secure cookie never travels over plain HTTP, and no Cookie header
///   carries a control character.
extension FuzzTarget {
    static let httpResponse = FuzzTarget("http-response", "Network CurlReceived header lines and body limit; CookieStore") { data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        if choices.bool() {
            try CurlReceivedInvariants.check(&choices)
        } else {
            try CookieInvariants.check(&choices)
        }
    }
}

enum CurlReceivedInvariants {
    static func check(_ choices: inout FuzzBytes) throws(FuzzViolation) {
        let head = choices.take(choices.below(max(1, choices.remaining)))
        let limit: Int64? = choices.bool() ? Int64(choices.below(4096)) : nil
        var received = CurlReceived()
        var expectedStatus = 0
        var keepsGoing = true
        // libcurl hands over each line with its line end.
        for line in head.split(separator: 0x0A, omittingEmptySubsequences: false) where keepsGoing {
            let text = Array(line) + [0x0A]
            let trimmed = trimmedBlanks(Array(line))
            if trimmed.starts(with: Array("HTTP/".utf8)) {
                let parts = trimmed.split(separator: 0x20, maxSplits: 2)
                expectedStatus = parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) ?? 0 : 0
            }
            keepsGoing = text.withUnsafeBytes { received.header($0, limit: limit, isHEAD: false) }
        }
        guard keepsGoing else {
            try require(received.oversize != nil, "a head was refused without a size")
            return
        }
        try require(received.status == expectedStatus, "status \(received.status), the last status line says \(expectedStatus)")
        var body: [UInt8] = []
        while !choices.isAtEnd {
            let piece = choices.take(1 + choices.below(64))
            let accepted = piece.withUnsafeBytes { received.append($0, limit: limit) }
            if !accepted {
                try require(limit.map { Int64(body.count + piece.count) > $0 } == true, "a piece within the limit was refused")
                try require(received.oversize == Int64(body.count + piece.count), "refused without the size it reached")
                return
            }
            body += piece
        }
        try require(Array(received.body) == body, "the body kept is not the body sent")
    }

    private static func trimmedBlanks(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return [] }
        return bytes[first...last]
    }
}

enum CookieInvariants {
    static let setters = [
        "http://shop.example.com/app/list", "https://example.com/", "http://127.0.0.1:8080/auth/login", "https://a.b.example.org/x",
    ].compactMap(URL.init(string:))
    static let requests = setters + [
        "http://example.com/", "http://evil.com/", "https://sub.shop.example.com/app/x", "http://127.0.0.2:8080/",
        "https://com/", "http://example.org/", "https://shop.example.com/other",
    ].compactMap(URL.init(string:))

    static func check(_ choices: inout FuzzBytes) throws(FuzzViolation) {
        let setter = setters[choices.below(setters.count)]
        let header = String(decoding: choices.rest(), as: UTF8.self)
        let store = CookieStore()
        store.store(setCookie: header, from: setter)
        guard let setterHost = setter.host?.lowercased() else { return }
        for url in requests {
            let cookies = store.cookies(for: url)
            for cookie in cookies {
                try require(setterHost == cookie.domain || setterHost.hasSuffix("." + cookie.domain),
                            "\(setterHost) set a cookie for \(cookie.domain)")
                let host = url.host?.lowercased() ?? ""
                try require(host == cookie.domain || (!cookie.hostOnly && host.hasSuffix("." + cookie.domain)),
                            "a cookie for \(cookie.domain) went to \(host)")
                try require(!cookie.secure || url.scheme == "https", "a Secure cookie went over \(url.scheme ?? "?")")
            }
            if let line = store.cookieHeader(for: url) {
                try require(!line.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F },
                            "a control character in Cookie: \(line.debugDescription)")
            }
        }
    }
}
