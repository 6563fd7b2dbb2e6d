import CBrotli
import Foundation

/// br bodies undone by the brotli library's streaming decoder, straight into
/// the body's memory, which grows while the decoder asks for more room.
enum BrotliDecoding {
    static func decode(_ input: UnsafeRawBufferPointer, limit: Int) throws(ContentDecodingFailure) -> Data {
        guard let start = input.baseAddress, input.count > 0 else { return Data() }
        guard let decoder = BrotliDecoderCreateInstance(nil, nil, nil) else { preconditionFailure("out of memory for a brotli decoder") }
        defer { BrotliDecoderDestroyInstance(decoder) }
        var body = DecodedBody(guess: input.count * DecodedBody.defaultGuessRatio, limit: limit)
        var remaining = input.count
        var next: UnsafePointer<UInt8>? = start.assumingMemoryBound(to: UInt8.self)
        while true {
            var room = body.spare
            var out: UnsafeMutablePointer<UInt8>? = body.end.assumingMemoryBound(to: UInt8.self)
            let result = BrotliDecoderDecompressStream(decoder, &remaining, &next, &room, &out, nil)
            body.count += body.spare - room
            switch result {
            case BROTLI_DECODER_RESULT_SUCCESS:
                return try body.take()
            case BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT:
                guard !body.isAtLimit else { throw .oversize }
                body.grow()
            default:
                // Needing more input here means the body ended inside the stream.
                throw .corrupt(coding: "br")
            }
        }
    }
}
