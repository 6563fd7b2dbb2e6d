import Foundation
import JSON

/// Issues and checks the staging server's tokens as upstream's
/// jsonwebtoken does: HS256 JWTs whose payload is the user's id, username,
/// email, names, gender and image with `iat` and `exp`, and whose checks
/// run in jsonwebtoken's order with its verdicts, 500s included. Access and
/// refresh tokens differ only in lifetime, so either opens either door.
struct TokenSigner: Sendable {
    /// Why a token is refused, in jsonwebtoken's words; `failure` is what `/auth/…` answers.
    enum Refusal: Error, Equatable {
        /// Not three dot-separated parts.
        case malformed
        case expired
        /// A part that does not decode (`Bearer a.b.c`, a lower-case `bearer`).
        case invalidToken
        case signatureRequired
        case invalidAlgorithm
        case invalidSignature
        /// A `JWT`-typed payload that is not JSON: the parser's own message.
        case payloadSyntax(String)
        case invalidExpiry

        var failure: APIFailure {
            switch self {
            case .malformed: .tokenInvalid
            case .expired: .tokenExpired
            case .invalidToken: APIFailure(status: 500, message: "invalid token")
            case .signatureRequired: APIFailure(status: 500, message: "jwt signature is required")
            case .invalidAlgorithm: APIFailure(status: 500, message: "invalid algorithm")
            case .invalidSignature: APIFailure(status: 500, message: "invalid signature")
            case .payloadSyntax(let message): APIFailure(status: 500, message: message)
            case .invalidExpiry: APIFailure(status: 500, message: "invalid exp value")
            }
        }
    }

    private static let header = base64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
    private static let algorithms: Set<String> = ["HS256", "HS384", "HS512"]

    let secret: [UInt8]

    /// `claims` are the user's, in the order they are written; `iat` and `exp` follow.
    func issue(claims: [(String, JSONValue)], issuedAt: Date, lifetime: TimeInterval) -> String {
        let now = Int(issuedAt.timeIntervalSince1970.rounded(.down))
        let exp = Int((Double(now) + lifetime).rounded(.down))
        let pairs = claims + [("iat", .number(Double(now))), ("exp", .number(Double(exp)))]
        let payload = "{" + pairs.map { key, value in
            String(decoding: SortedJSONWriter.data(.string(key)) ?? Data(), as: UTF8.self) + ":" + String(decoding: SortedJSONWriter.data(value) ?? Data(), as: UTF8.self)
        }.joined(separator: ",") + "}"
        let signingInput = "\(Self.header).\(Self.base64URL(Data(payload.utf8)))"
        return "\(signingInput).\(signature(signingInput))"
    }

    /// The payload of a token this server signed and that has not expired.
    func verify(_ token: String, now: Date) throws(Refusal) -> JSONValue {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw .malformed }
        // jws reads only base64url characters, and a header that is truthy JSON.
        guard !parts[0].isEmpty, !parts[1].isEmpty, parts.allSatisfy({ $0.utf8.allSatisfy(Self.isBase64URL) }),
              let headerBytes = Self.decodeBase64URL(parts[0]),
              // Read as Latin-1, as `toString('binary')` does.
              let header = try? V8JSONParser.parse(String(String.UnicodeScalarView(headerBytes.map { Unicode.Scalar($0) }))),
              header.isTruthy
        else { throw .invalidToken }
        var payload = JSONValue.string(String(decoding: Self.decodeBase64URL(parts[1]) ?? Data(), as: UTF8.self))
        if case .string(let text) = payload {
            if header["typ"] == .string("JWT") {
                do { payload = try V8JSONParser.parse(text) } catch { throw .payloadSyntax(error.message) }
            } else if let object = try? V8JSONParser.parse(text), case .object = object {
                payload = object
            }
        }
        // Every part is base64url by now, so a signature of white space alone cannot reach here.
        guard !parts[2].isEmpty else { throw .signatureRequired }
        guard case .string(let algorithm)? = header["alg"], Self.algorithms.contains(algorithm) else { throw .invalidAlgorithm }
        // Only HS256 is ever issued, so a token claiming another cannot be one of ours.
        guard algorithm == "HS256", constantTimeEqual(parts[2], signature("\(parts[0]).\(parts[1])")) else { throw .invalidSignature }
        if let exp = payload["exp"] {
            guard case .number(let seconds) = exp else { throw .invalidExpiry }
            if now.timeIntervalSince1970.rounded(.down) >= seconds { throw .expired }
        }
        return payload
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

    private static func isBase64URL(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    // Both ways byte by byte: every request with a token comes through here, and Foundation's
    // `replacingOccurrences` goes through NSString (a quarter of the server's time per request).
    static func base64URL(_ data: Data) -> String {
        let base64 = data.base64EncodedString().utf8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(base64.count)
        for byte in base64 {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: "-"))
            case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "_"))
            case UInt8(ascii: "="): continue
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lenient as Node's Buffer is: a length that base64 cannot have loses its last character.
    static func decodeBase64URL(_ text: String) -> Data? {
        // Counted in bytes, which are the characters when every one is ASCII; anything else cannot decode
        // unless it is the character a length of 4n + 1 drops, which the character-wise path keeps.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return decodeBase64URLCharacters(text) }
        var bytes = text.utf8.map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "-"): UInt8(ascii: "+")
            case UInt8(ascii: "_"): UInt8(ascii: "/")
            default: byte
            }
        }
        if bytes.count % 4 == 1 { bytes.removeLast() }
        bytes += repeatElement(UInt8(ascii: "="), count: (4 - bytes.count % 4) % 4)
        return Data(base64Encoded: Data(bytes))
    }

    private static func decodeBase64URLCharacters(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        if base64.count % 4 == 1 { base64.removeLast() }
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
