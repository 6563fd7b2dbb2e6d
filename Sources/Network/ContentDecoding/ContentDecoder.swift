import Foundation

/// Why a body's `Content-Encoding` could not be undone.
package enum ContentDecodingFailure: Error, Equatable {
    /// The bytes are not what the coding says (named as the header names it).
    case corrupt(coding: String)
    /// A coding no decoder here knows.
    case unknown(coding: String)
    /// Decoded, the body passes the transfer's limit.
    case oversize
}

/// Undoes a response body's `Content-Encoding` once the whole body is in:
/// the transport's own decoding of a body kept in memory, in place of
/// libcurl's, which inflates piece by piece with zlib (see DeflateDecoding).
/// A body written to a file or streamed to the caller is still decoded by
/// libcurl as it arrives, since it is never whole in memory.
package enum ContentDecoder {
    /// The body with every coding `header` lists undone, last first; never more than `limit` bytes.
    package static func decode(_ body: Data, header: String, limit: Int64?) throws(ContentDecodingFailure) -> Data {
        let codings: [ContentCoding]
        switch ContentCoding.toUndo(header) {
        case .success(let found): codings = found
        case .failure(let unknown): throw .unknown(coding: unknown.name)
        }
        let most = limit.map { Int(clamping: $0) } ?? Int.max
        // The transfer held the body as it came to the limit; a body with nothing to undo is held to it here too.
        if codings.isEmpty, body.count > most { throw .oversize }
        var decoded = body
        for coding in codings where !decoded.isEmpty {
            var outcome: Result<Data, ContentDecodingFailure> = .success(Data())
            decoded.withUnsafeBytes { bytes in
                outcome = Result { () throws(ContentDecodingFailure) -> Data in
                    switch coding {
                    case .gzip: return try DeflateDecoding.gunzip(bytes, limit: most)
                    case .deflate: return try DeflateDecoding.inflate(bytes, limit: most)
                    case .brotli: return try BrotliDecoding.decode(bytes, limit: most)
                    case .zstd: return try ZstdDecoding.decode(bytes, limit: most)
                    }
                }
            }
            decoded = try outcome.get()
        }
        return decoded
    }
}
