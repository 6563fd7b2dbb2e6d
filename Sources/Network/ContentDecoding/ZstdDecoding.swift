import CZstd
import Foundation

/// zstd bodies undone by the zstd library's streaming decoder, one frame
/// after another, straight into the body's memory. A frame that states its
/// size sets the first allocation, within the limit and a sane multiple.
enum ZstdDecoding {
    /// A frame's stated size is believed only up to this multiple of the body's.
    static let largestTrustedRatio = 64
    /// The largest window a frame may ask for: 8 MB, the most RFC 8878 lets an HTTP
    /// encoder use, where zstd's own default would allocate up to 128 MB for any body that asks.
    static let defaultWindowLogMax: Int32 = 23

    static func decode(_ input: UnsafeRawBufferPointer, limit: Int) throws(ContentDecodingFailure) -> Data {
        guard let start = input.baseAddress, input.count > 0 else { return Data() }
        guard let stream = ZSTD_createDStream() else { preconditionFailure("out of memory for a zstd decoder") }
        defer { ZSTD_freeDStream(stream) }
        _ = ZSTD_DCtx_setParameter(stream, ZSTD_d_windowLogMax, defaultWindowLogMax)
        var body = DecodedBody(guess: guess(input), limit: limit)
        var source = ZSTD_inBuffer(src: start, size: input.count, pos: 0)
        var pending = 1
        while source.pos < source.size || pending != 0 {
            if body.spare == 0 {
                guard !body.isAtLimit else { throw .oversize }
                body.grow()
            }
            var target = ZSTD_outBuffer(dst: body.end, size: body.spare, pos: 0)
            let result = ZSTD_decompressStream(stream, &target, &source)
            body.count += target.pos
            if ZSTD_isError(result) != 0 { throw .corrupt(coding: "zstd") }
            pending = result
            // All the input read, room left, and the frame still unfinished: the body ended inside it.
            if pending != 0, source.pos == source.size, target.pos < target.size { throw .corrupt(coding: "zstd") }
        }
        return try body.take()
    }

    private static func guess(_ input: UnsafeRawBufferPointer) -> Int {
        let stated = ZSTD_getFrameContentSize(input.baseAddress, input.count)
        // UInt64.max and one less are "unknown" and "not a frame".
        let sane = UInt64(input.count) * UInt64(largestTrustedRatio)
        guard stated < UInt64.max - 1, stated <= sane else { return input.count * DecodedBody.defaultGuessRatio }
        return Int(stated)
    }
}
