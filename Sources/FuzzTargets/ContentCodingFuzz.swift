import Foundation
import Network

/// A response body in a content coding, undone by `ContentDecoder` under a
/// limit, whatever its bytes:
///
/// - it decodes within the limit, or fails as corrupt or over the limit,
///   never as an unknown coding for one the decoders know;
/// - for one coding, the limit is exact: a body that decodes to n bytes
///   decodes the same under a limit of n, and is over a limit of n − 1.
///   (Stacked codings hold each step to the limit, so a step larger than
///   the end can pass it.)
extension FuzzTarget {
    static let contentCoding = FuzzTarget("content-coding", "Network ContentDecoder: gzip, deflate, br and zstd bodies under a limit") {
        data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        let header = ContentCodingInvariants.headers[choices.below(ContentCodingInvariants.headers.count)]
        let limit = Int64(choices.below(2) == 0 ? 1 << 20 : 1 + choices.below(4096))
        let body = Data(choices.rest())
        try ContentCodingInvariants.check(body, header: header, limit: limit)
    }
}

enum ContentCodingInvariants {
    static let headers = ["gzip", "deflate", "br", "zstd", "gzip, zstd", "deflate, br", "x-gzip", "identity"]

    static func check(_ body: Data, header: String, limit: Int64) throws(FuzzViolation) {
        let decoded: Data
        do throws(ContentDecodingFailure) {
            decoded = try ContentDecoder.decode(body, header: header, limit: limit)
        } catch {
            if case .unknown(let coding) = error { throw FuzzViolation("\(coding) called unknown in \(header)") }
            return
        }
        try require(Int64(decoded.count) <= limit, "\(decoded.count) bytes decoded under a limit of \(limit)")
        guard header != "identity" else {
            try require(decoded == body, "identity changed the body")
            return
        }
        guard !header.contains(",") else { return }
        let exact = Result { () throws(ContentDecodingFailure) in try ContentDecoder.decode(body, header: header, limit: Int64(decoded.count)) }
        try require(exact == .success(decoded), "under a limit of exactly \(decoded.count) bytes: \(exact)")
        guard decoded.count > 0 else { return }
        let under = Result { () throws(ContentDecodingFailure) in try ContentDecoder.decode(body, header: header, limit: Int64(decoded.count - 1)) }
        try require(under == .failure(.oversize), "under a limit one byte short: \(under)")
    }
}
