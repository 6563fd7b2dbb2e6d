import Foundation
import Network
import Synchronization

/// The one writer of an export's file. Rows go to a hidden partial file
/// beside the one asked for, which takes its name only when every row is
/// in: a stopped or failed export leaves whatever was there before, and a
/// reader never sees half a file.
package final class ExportFile: Sendable {
    /// Why the file could not be written, in the system's words.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// The file asked for, `~/` expanded, relative to the working directory.
    package let path: String
    private let partialPath: String
    /// The partial file's descriptor; -1 once it is closed.
    private let descriptor: Mutex<Int32>

    package init(path typed: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
        path = Self.expanded(typed, environment: environment)
        let url = URL(fileURLWithPath: path)
        partialPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
        let opened = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        descriptor = Mutex(opened)
    }

    deinit {
        discard()
    }

    /// `~` and `~/…` as the shell reads them.
    static func expanded(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return HomeDirectory.path(environment: environment) + path.dropFirst()
    }

    /// Appends `lines`, each ended by a line break.
    package func write(_ lines: [String]) throws(Failure) {
        guard !lines.isEmpty else { return }
        let bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        let failure: String? = descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return "closed" }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
        if let failure { throw Failure(path: path, reason: failure) }
    }

    /// Puts the finished file in place of the one asked for.
    package func commit() throws(Failure) {
        let failure: String? = descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return "closed" }
            defer { descriptor = -1 }
            if fsync(descriptor) != 0 || close(descriptor) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(partialPath)
                return reason
            }
            guard rename(partialPath, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(partialPath)
                return reason
            }
            return nil
        }
        if let failure { throw Failure(path: path, reason: failure) }
    }

    /// Drops the partial file: what was at `path` stays as it was.
    package func discard() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            unlink(partialPath)
        }
    }
}
