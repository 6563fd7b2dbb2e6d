import Foundation

/// Issues and checks the staging server's tokens: JWT-shaped strings
/// (`header.payload.signature`, base64url) signed with HMAC-SHA256, so a
/// client can decode them like upstream's but cannot forge or extend one.
struct TokenSigner: Sendable {
    enum Kind: String, Codable, Sendable {
        case access, refresh
    }

    enum Verdict: Equatable, Sendable {
        case valid(userID: Int)
        case expired
        case invalid
    }

    private struct Claims: Codable {
        var id: Int
        var type: Kind
        var iat: Int
        var exp: Int
    }

    private static let header = base64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

    let secret: [UInt8]

    func issue(userID: Int, kind: Kind, issuedAt: Date, lifetime: TimeInterval) -> String {
        let now = Int(issuedAt.timeIntervalSince1970.rounded(.down))
        let claims = Claims(id: userID, type: kind, iat: now, exp: now + Int(lifetime.rounded(.up)))
        let payload = Self.base64URL((try? JSONEncoder().encode(claims)) ?? Data())
        let signingInput = "\(Self.header).\(payload)"
        return "\(signingInput).\(signature(signingInput))"
    }

    /// A token of the wrong kind is `invalid`, so a refresh token cannot open `/auth/me`.
    func verify(_ token: String, kind: Kind, now: Date) -> Verdict {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == Self.header[...] else { return .invalid }
        guard constantTimeEqual(String(parts[2]), signature("\(parts[0]).\(parts[1])")),
              let payload = Self.decodeBase64URL(String(parts[1])),
              let claims = try? JSONDecoder().decode(Claims.self, from: payload),
              claims.type == kind else { return .invalid }
        return now.timeIntervalSince1970 >= Double(claims.exp) ? .expired : .valid(userID: claims.id)
    }

    private func signature(_ input: String) -> String {
        Self.base64URL(Data(HMACSHA256.authenticationCode(for: Array(input.utf8), key: secret)))
    }

    /// Comparison time must not reveal how many leading characters of a guess were right.
    private func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decodeBase64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
