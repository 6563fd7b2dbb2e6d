import Foundation
import Network

/// The one owner of the saved-session files: one per host under
/// `$XDG_CONFIG_HOME/courier/` (else `~/.config/courier/`), mode 0600,
/// written atomically so a crash never leaves half a token on disk.
public struct SessionFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The file for a host kind's origin, in the config directory.
    public init(origin: String, directory: URL = SessionFile.defaultDirectory()) {
        let safe = origin.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        self.url = directory.appendingPathComponent("session-\(String(safe)).json")
    }

    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("courier")
        }
        return URL(fileURLWithPath: HomeDirectory.path(environment: environment)).appendingPathComponent(".config/courier")
    }

    /// The saved session; nil when there is none, it cannot be read, or its
    /// tokens could never go in a header (a file from before they were checked).
    public func load() -> StoredSession? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let session = try? decoder.decode(StoredSession.self, from: data),
              TokenCheck.isHeaderSafe(session.auth.tokens) else { return nil }
        return session
    }

    /// Writes to a temporary file created 0600 in the same directory, then renames it over.
    public func save(_ session: StoredSession) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try PrivateFile.write(try encoder.encode(session), to: url)
    }

    public func delete() {
        unlink(url.path)
    }
}
