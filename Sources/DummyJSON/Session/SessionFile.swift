import Foundation
import Network

/// The one owner of the saved-session files: one per host under
/// `$XDG_CONFIG_HOME/courier/` (else `~/.config/courier/`), mode 0600,
/// written atomically so a crash never leaves half a token on disk.
public struct SessionFile: Sendable {
    public let url: URL
    /// Set for a host whose server gets a new port each time it starts (an
    /// app's in-process demo server): the saved session is that host's, and
    /// what is loaded belongs to the server running now, at this origin.
    public let reboundOrigin: String?

    public init(url: URL) {
        self.url = url
        reboundOrigin = nil
    }

    /// The file of a host known by `name` rather than by its origin, for a
    /// server the app starts itself, whose port may differ from run to run
    /// (taken by another copy of the app, say) while its tokens stay good:
    /// the session loaded is bound to `origin`, where that server runs now.
    /// Only for such a server: a token is otherwise sent only to the origin
    /// it came from.
    public init(hostName name: String, origin: String, directory: URL = SessionFile.defaultDirectory()) {
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        url = directory.appendingPathComponent("session-\(String(safe)).json")
        reboundOrigin = origin
    }

    /// The file for a host kind's origin, in the config directory.
    public init(origin: String, directory: URL = SessionFile.defaultDirectory()) {
        let safe = origin.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        self.url = directory.appendingPathComponent("session-\(String(safe)).json")
        reboundOrigin = nil
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
        guard var session = StoredSessionReader.decode(data), TokenCheck.isHeaderSafe(session.auth.tokens) else { return nil }
        if let reboundOrigin { session.origin = reboundOrigin }
        return session
    }

    /// Why a session could not be written, with the system's reason: a full
    /// disk, a directory that cannot be written.
    public struct SaveError: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let reason: String
        public var description: String { "the session could not be saved to \(path): \(reason)" }
    }

    /// Writes to a temporary file created 0600 in the same directory, then renames it over.
    /// Throws `SaveError` when the file system refuses, leaving the old file as it was.
    public func save(_ session: StoredSession) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(session)
        do {
            try PrivateFile.write(data, to: url)
        } catch {
            throw SaveError(path: error.path, reason: error.reason)
        }
    }

    public func delete() {
        unlink(url.path)
    }
}
