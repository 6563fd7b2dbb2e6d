import Foundation
import Reactive
#if canImport(Glibc)
import Glibc
#endif

/// A download's body on its way to disk: written to a hidden part file beside
/// the destination as it arrives, renamed over the destination only when the
/// answer is whole, removed otherwise. The part file's name is unique to the
/// attempt, so a cancelled attempt cleaning up late never touches the next one's.
final class DownloadFile: Sendable {
    let destination: URL
    let partURL: URL
    /// The open part file (-1 once committed or discarded) and the bytes written to it.
    private let file: SanitizerVisibleMutex<(descriptor: Int32, written: Int64)>

    init(destination: URL) throws(URLError) {
        self.destination = destination
        partURL = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).part")
        let descriptor = open(partURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(.cannotCreateFile, destination) }
        file = SanitizerVisibleMutex((descriptor, 0))
    }

    deinit { discard() }

    var written: Int64 { file.withLock { $0.written } }

    /// Appends the bytes; returns the file's size after them.
    @discardableResult
    func write(_ bytes: UnsafeRawBufferPointer) throws(URLError) -> Int64 {
        let destination = destination
        return try file.withLock { file throws(URLError) -> Int64 in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(file.descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Self.failure(.cannotWriteToFile, destination)
                }
                offset += count
            }
            file.written += Int64(bytes.count)
            return file.written
        }
    }

    @discardableResult
    func write(_ data: Data) throws(URLError) -> Int64 {
        // Data's closures rethrow untyped errors: carry the typed one out by hand.
        let outcome = data.withUnsafeBytes { buffer in Result { () throws(URLError) in try write(buffer) } }
        return try outcome.get()
    }

    /// Puts the whole body at the destination, replacing what was there.
    func commit() throws(URLError) -> URL {
        let descriptor = file.withLock { file -> Int32 in
            defer { file.descriptor = -1 }
            return file.descriptor
        }
        guard descriptor >= 0, close(descriptor) == 0, rename(partURL.path, destination.path) == 0 else {
            unlink(partURL.path)
            throw Self.failure(.cannotMoveFile, destination)
        }
        return destination
    }

    /// Removes the part file; nothing at the destination changes.
    func discard() {
        let descriptor = file.withLock { file -> Int32 in
            defer { file.descriptor = -1 }
            return file.descriptor
        }
        guard descriptor >= 0 else { return }
        close(descriptor)
        unlink(partURL.path)
    }

    private static func failure(_ code: URLError.Code, _ url: URL) -> URLError {
        URLError(code, userInfo: [
            NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "\(url.path): \(String(cString: strerror(errno)))",
        ])
    }
}
