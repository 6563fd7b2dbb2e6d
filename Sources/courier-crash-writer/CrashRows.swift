import DummyJSON
import Foundation
import Models
import Network

/// What the writer stores, worked out again by the test that checks it:
/// row `index` of writer `writer` has one key and one body, of a size that
/// varies with the index (up to about 6 KB, so a row spans pages).
enum CrashRows {
    static let origin = "http://127.0.0.1:9"
    static let cacheBytes: Int64 = 512 * 1024 * 1024

    static func key(writer: Int, index: Int) -> CacheKey {
        CacheKey(origin: origin, user: "user-1", method: "GET", url: "\(origin)/w\(writer)/\(index)")
    }

    static func body(writer: Int, index: Int) -> Data {
        let pad = String(repeating: String(UnicodeScalar(UInt8(97 + index % 26))), count: (index * 7919) % 6000)
        return Data(#"{"writer":\#(writer),"index":\#(index),"pad":"\#(pad)"}"#.utf8)
    }

    static func response(writer: Int, index: Int) -> CachedResponse {
        CachedResponse(status: 200, headers: ["Content-Type": "application/json"], body: body(writer: writer, index: index),
                       etag: "\"w\(writer)-\(index)\"", lastModified: nil, storedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    static func session(_ index: Int) -> StoredSession {
        StoredSession(origin: origin, auth: AuthSession(
            accessToken: "access-\(index)-" + String(repeating: "a", count: index % 500), refreshToken: "refresh-\(index)",
            id: index, username: "user\(index)", email: "u\(index)@example.com", firstName: "First", lastName: "Last"))
    }
}
