import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file only its owner reads (0600, its directory 0700), atomically:
/// a temporary file of its own in the same directory, synced, renamed over
/// the old one, so a crash never leaves half a secret on disk. Sessions and
/// credentials are kept this way.
package enum PrivateFile {
    /// Why the file could not be written, with the system's reason (a full
    /// disk, a directory that cannot be written); the old file is as it was.
    package struct WriteError: Error, Sendable {
        package let path: String
        package let reason: String
    }

    package static func write(_ data: Data, to url: URL) throws(WriteError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw WriteError(path: url.path, reason: "its directory could not be made (\(error.localizedDescription))")
        }
        // A name of its own per save: two saves at once must not write into one temporary file.
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw systemError(url) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        var failure = written == data.count ? nil : systemError(url)
        if failure == nil, fsync(descriptor) != 0 { failure = systemError(url) }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = systemError(url) }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }

    private static func systemError(_ url: URL) -> WriteError {
        WriteError(path: url.path, reason: String(cString: strerror(errno)))
    }
}
