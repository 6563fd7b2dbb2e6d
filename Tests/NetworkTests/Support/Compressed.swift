import CZstd
import Foundation
import StagingServer

/// Bodies compressed by the reference libraries, for the decoders to undo.
enum Compressed {
    enum Wrapper {
        case gzip, zlib, raw

        var windowBits: Int32 {
            switch self {
            case .gzip: return 15 + 16
            case .zlib: return 15
            case .raw: return -15
            }
        }
    }

    /// zlib's deflate, wrapped as asked (the staging server's own compression).
    static func deflated(_ data: Data, _ wrapper: Wrapper) -> Data {
        guard let compressed = Compression.deflated(data, windowBits: wrapper.windowBits) else { preconditionFailure("zlib refused") }
        return compressed
    }

    /// A zstd frame, with its size stated in the header or (as a streaming compressor writes it) not.
    static func zstd(_ data: Data, statesSize: Bool = true) -> Data {
        let context = ZSTD_createCCtx()
        defer { ZSTD_freeCCtx(context) }
        _ = ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, statesSize ? 1 : 0)
        var output = [UInt8](repeating: 0, count: ZSTD_compressBound(data.count))
        let written = data.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { ZSTD_compress2(context, $0.baseAddress, $0.count, source.baseAddress, source.count) }
        }
        precondition(ZSTD_isError(written) == 0)
        return Data(output.prefix(written))
    }

    /// `{"name":"brotli"}` and 100,000 bytes of "courier " repeated, each made by brotli's own encoder at quality 11.
    static let brotliName = Data(base64Encoded: "CwiAeyJuYW1lIjoiYnJvdGxpIn0D")!
    static let brotliRepeated = Data(base64Encoded: "W5+Ggd9I6eZNa5CxtDcpV1YXv4UDpPwCfAU=")!
    static let repeated: Data = {
        let word = Array("courier ".utf8)
        return Data((0..<100_000).map { (index: Int) -> UInt8 in word[index % 8] })
    }()
}
