import Foundation
import Reactive
#if canImport(Glibc)
import Glibc
#endif

/// Reads an upload body front to back into the caller's buffer: bytes from
/// memory, files straight from their descriptors, one open at a time. One
/// reader per attempt, read by one thread at a time (libcurl's read callback,
/// URLSession's stream); the lock only makes that safe to hand between threads.
final class BodyReader: Sendable {
    /// How much a caller that allocates its own buffer asks for at once.
    static let defaultChunkBytes = 256 * 1024

    private struct Cursor {
        var pending: ArraySlice<UploadSegment>
        var bytes = Data()
        var offset = 0
        var descriptor: Int32 = -1
        /// The file being read, once its segment is reached.
        var openFile: URL?
    }

    private let cursor: SanitizerVisibleMutex<Cursor>

    init(_ segments: [UploadSegment]) {
        cursor = SanitizerVisibleMutex(Cursor(pending: segments[...]))
    }

    deinit {
        cursor.withLock { cursor in
            if cursor.descriptor >= 0 { close(cursor.descriptor) }
        }
    }

    /// Fills as much of `buffer` as the body has left; 0 once it is all read.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(URLError) -> Int {
        let base = buffer.baseAddress
        let capacity = buffer.count
        return try cursor.withLock { cursor throws(URLError) -> Int in
            guard let base else { return 0 }
            var filled = 0
            while filled < capacity {
                let count = try Self.readSome(&cursor, into: base + filled, capacity - filled)
                if count == 0 {
                    guard Self.advance(&cursor) else { break }
                    continue
                }
                filled += count
            }
            return filled
        }
    }

    /// From the current segment only; 0 when it is used up (or none is current).
    private static func readSome(_ cursor: inout Cursor, into target: UnsafeMutableRawPointer, _ capacity: Int) throws(URLError) -> Int {
        if let file = cursor.openFile {
            while true {
                let count = Glibc.read(cursor.descriptor, target, capacity)
                if count >= 0 { return count }
                if errno != EINTR { throw failure(file) }
            }
        }
        let count = min(capacity, cursor.bytes.count - cursor.offset)
        guard count > 0 else { return 0 }
        let offset = cursor.offset
        cursor.bytes.withUnsafeBytes { source in target.copyMemory(from: source.baseAddress! + offset, byteCount: count) }
        cursor.offset += count
        return count
    }

    /// Moves to the next segment; false when there is none.
    private static func advance(_ cursor: inout Cursor) -> Bool {
        if cursor.descriptor >= 0 { close(cursor.descriptor) }
        cursor.descriptor = -1
        cursor.openFile = nil
        cursor.bytes = Data()
        cursor.offset = 0
        guard let next = cursor.pending.popFirst() else { return false }
        switch next {
        case .bytes(let data):
            cursor.bytes = data
        case .file(let url):
            // Checked when the body was measured; gone since, it fails the read that reaches it.
            cursor.descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
            cursor.openFile = url
        }
        return true
    }

    private static func failure(_ url: URL) -> URLError {
        URLError(.cannotOpenFile, userInfo: [NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "cannot read \(url.path)"])
    }
}
