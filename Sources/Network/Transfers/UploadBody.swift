import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An upload ready to send: its bytes in order, its type, and its length,
/// measured once so the request can announce it. Transports read it with a
/// fresh `BodyReader` per attempt, so a retry or a 307 sends it again from the start.
public struct UploadBody: Sendable {
    let segments: [UploadSegment]
    /// The body's `Content-Type`.
    public let contentType: String
    /// Its length in bytes, announced as `Content-Length`.
    public let length: Int64

    /// Measures the source's files; one that cannot be read is refused here, before anything is sent.
    public init(_ source: UploadSource) throws(NetworkError) {
        switch source {
        case .data(let data, let contentType):
            segments = [.bytes(data)]
            self.contentType = contentType ?? MIMEType.fallback
        case .file(let url, let contentType):
            segments = [.file(url)]
            self.contentType = contentType ?? MIMEType.forFileName(url.lastPathComponent)
        case .multipart(let form):
            segments = form.encodedSegments
            contentType = form.contentType
        }
        var total: Int64 = 0
        for segment in segments {
            switch segment {
            case .bytes(let data): total += Int64(data.count)
            case .file(let url): total += try Self.size(of: url)
            }
        }
        length = total
    }

    /// The one file this body is, when it is exactly a file: URLSession uploads it itself.
    var wholeFile: URL? {
        guard segments.count == 1, case .file(let url) = segments[0] else { return nil }
        return url
    }

    /// The bytes, when none of them is on disk.
    var inMemory: Data? {
        guard segments.count == 1, case .bytes(let data) = segments[0] else { return nil }
        return data
    }

    /// The whole body in memory: for transports that only send bytes (custom ones, stubs).
    public func loadData() throws(URLError) -> Data {
        if let inMemory { return inMemory }
        let reader = BodyReader(segments)
        var data = Data(capacity: Int(min(length, Int64(BodyReader.defaultChunkBytes))))
        var chunk = [UInt8](repeating: 0, count: BodyReader.defaultChunkBytes)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer in Result { () throws(URLError) in try reader.read(into: buffer) } }.get()
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    private static func size(of url: URL) throws(NetworkError) -> Int64 {
        var info = stat()
        guard url.isFileURL, stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(url.path, R_OK) == 0 else {
            throw .invalidRequest(.unreadableUpload(url.path))
        }
        return Int64(info.st_size)
    }
}
