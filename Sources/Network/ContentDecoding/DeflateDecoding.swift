import CDeflate
import Foundation
import Reactive

/// gzip and deflate bodies undone by libdeflate, which inflates a whole body
/// in one call at about twice the speed of zlib's streaming inflate (the one
/// libcurl uses): a 6 KB page of gzip to 41 KB of JSON took 13.8 µs against
/// zlib's 24.4 µs.
enum DeflateDecoding {
    /// Deflate never shrinks data by more than this, so a member's stated size above it is a lie.
    static let largestRatio = 1032

    /// One gzip member after another (as `gzip -d` reads them); bytes after
    /// the last member that do not start another are ignored, as libcurl does.
    static func gunzip(_ input: UnsafeRawBufferPointer, limit: Int) throws(ContentDecodingFailure) -> Data {
        guard let start = input.baseAddress, input.count > 0 else { return Data() }
        var body = DecodedBody(guess: firstMemberSize(input) ?? input.count * DecodedBody.defaultGuessRatio, limit: limit)
        var offset = 0
        repeat {
            let used = try inflate(start + offset, input.count - offset, into: &body, coding: "gzip") {
                libdeflate_gzip_decompress_ex($0, $1, $2, $3, $4, $5, $6)
            }
            offset += used
        } while input.count - offset >= 2 && input[offset] == 0x1F && input[offset + 1] == 0x8B
        return try body.take()
    }

    /// HTTP's deflate is a zlib stream, but some servers send the bare
    /// deflate data: a first two bytes that are no zlib header mean that, as in libcurl.
    static func inflate(_ input: UnsafeRawBufferPointer, limit: Int) throws(ContentDecodingFailure) -> Data {
        guard let start = input.baseAddress, input.count > 0 else { return Data() }
        var body = DecodedBody(guess: input.count * DecodedBody.defaultGuessRatio, limit: limit)
        if isZlibHeader(input) {
            _ = try inflate(start, input.count, into: &body, coding: "deflate") { libdeflate_zlib_decompress_ex($0, $1, $2, $3, $4, $5, $6) }
        } else {
            _ = try inflate(start, input.count, into: &body, coding: "deflate") { libdeflate_deflate_decompress_ex($0, $1, $2, $3, $4, $5, $6) }
        }
        return try body.take()
    }

    typealias Call = (OpaquePointer?, UnsafeRawPointer, Int, UnsafeMutableRawPointer, Int, UnsafeMutablePointer<Int>,
                      UnsafeMutablePointer<Int>) -> libdeflate_result

    /// One stream into `body` after what it holds, growing it until the stream fits; the bytes of input it took.
    private static func inflate(_ input: UnsafeRawPointer, _ count: Int, into body: inout DecodedBody, coding: String,
                                _ call: Call) throws(ContentDecodingFailure) -> Int {
        guard let decompressor = Decompressors.take() else { preconditionFailure("out of memory for a deflate decompressor") }
        defer { Decompressors.give(decompressor) }
        while true {
            var used = 0
            var made = 0
            switch call(decompressor, input, count, body.end, body.spare, &used, &made) {
            case LIBDEFLATE_SUCCESS:
                body.count += made
                return used
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                guard !body.isAtLimit else { throw .oversize }
                body.grow()
            default:
                throw .corrupt(coding: coding)
            }
        }
    }

    /// The size a lone gzip member says it inflates to (its last four bytes, modulo 4 GB), when that is possible.
    static func firstMemberSize(_ input: UnsafeRawBufferPointer) -> Int? {
        guard input.count >= 18 else { return nil }
        let size = input.loadUnaligned(fromByteOffset: input.count - 4, as: UInt32.self).littleEndian
        guard size > 0, Int(size) <= input.count * largestRatio else { return nil }
        return Int(size)
    }

    /// RFC 1950: compression method 8, and the first two bytes a multiple of 31.
    static func isZlibHeader(_ input: UnsafeRawBufferPointer) -> Bool {
        guard input.count >= 2 else { return false }
        return input[0] & 0x0F == 8 && (UInt16(input[0]) << 8 | UInt16(input[1])) % 31 == 0
    }

    /// libdeflate's decompressors, kept for the next body: one is about 11 KB
    /// set up on allocation, and a decompressor serves one thread at a time.
    private enum Decompressors {
        static let defaultKept = 4
        private static let kept = SanitizerVisibleMutex<[UInt]>([])

        static func take() -> OpaquePointer? {
            if let address = kept.withLock({ $0.popLast() }) { return OpaquePointer(bitPattern: address) }
            return libdeflate_alloc_decompressor()
        }

        static func give(_ decompressor: OpaquePointer) {
            let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(decompressor)))
            let freed = kept.withLock { kept -> Bool in
                guard kept.count < defaultKept else { return true }
                kept.append(address)
                return false
            }
            if freed { libdeflate_free_decompressor(decompressor) }
        }
    }
}
