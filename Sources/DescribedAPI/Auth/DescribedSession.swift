import Foundation
import Network

/// A signed-in session with a described API, and the origin it belongs to:
/// its credentials go nowhere else. What it holds depends on the way in:
/// OAuth2 keeps its tokens (never the password), HTTP basic the username
/// and password (every request carries them), a bearer token or an API key
/// the secret itself.
package struct DescribedSession: Codable, Sendable, Equatable {
    package var origin: String
    package var username: String?
    /// The password (basic), the token (bearer) or the key (API key).
    package var secret: String?
    package var accessToken: String?
    package var refreshToken: String?
    package var savedAt: Date

    package init(origin: String, username: String? = nil, secret: String? = nil, accessToken: String? = nil,
                 refreshToken: String? = nil, savedAt: Date = Date()) {
        self.origin = origin
        self.username = username
        self.secret = secret
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.savedAt = savedAt
    }

    /// Whose rows the offline cache keeps: the username, else a one-way
    /// digest of the secret (never the secret: the cache's file is not the session's).
    package var cacheOwner: String {
        if let username, !username.isEmpty { return "user-\(username)" }
        let secret = self.secret ?? refreshToken ?? accessToken ?? ""
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in secret.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "key-" + String(hash, radix: 16)
    }

    /// Whether every credential could go into a header as it is (visible ASCII).
    package var isHeaderSafe: Bool {
        [secret, accessToken, refreshToken].allSatisfy { value in
            value.map { !$0.isEmpty && $0.utf8.allSatisfy { (0x20...0x7E).contains($0) } } ?? true
        }
    }
}

/// The one owner of a described API's session file: one per origin under
/// Courier's config directory, `described-<origin>.json`, mode 0600.
package struct DescribedSessionFile: Sendable {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    package init(origin: String, directory: URL) {
        let safe = origin.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        url = directory.appendingPathComponent("described-\(String(safe)).json")
    }

    package func load() -> DescribedSession? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let session = try? decoder.decode(DescribedSession.self, from: data), session.isHeaderSafe else { return nil }
        return session
    }

    package func save(_ session: DescribedSession) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try PrivateFile.write(try encoder.encode(session), to: url)
    }

    package func delete() {
        try? FileManager.default.removeItem(at: url)
    }
}
