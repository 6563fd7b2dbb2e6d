/// A request body sent with `Transfer-Encoding: chunked` (RFC 9112 §7.1):
/// hex-sized chunks, each followed by CRLF, ending with a zero-size chunk
/// and optional trailers, which are read past and dropped. Clients such as
/// Python's requests send small bodies this way.
enum HTTPChunkedBody {
    enum Outcome: Equatable {
        case needMore
        /// The decoded body and how many bytes of the buffer it took.
        case complete(body: [UInt8], consumed: Int)
        case malformed
        case tooLarge
    }

    /// Decodes from the start of `bytes`; the caller keeps what follows for the next request.
    static func decode(_ bytes: ArraySlice<UInt8>, maxBodyBytes: Int) -> Outcome {
        var body: [UInt8] = []
        var index = bytes.startIndex
        while true {
            // A size line is short; a kilobyte without its CRLF is not one.
            guard let lineEnd = lineEnd(in: bytes, from: index) else { return bytes.endIndex - index > 1024 ? .malformed : .needMore }
            // The size, before any `;extension`.
            let sizeField = bytes[index..<lineEnd].prefix { $0 != UInt8(ascii: ";") }
            let digits = sizeField.drop { $0 == .space || $0 == .tab }.prefix { $0 != .space && $0 != .tab }
            // Hex digits only: `Int(_:radix:)` would also take a sign, and "-d" is no size.
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(Self.isHexDigit),
                  let size = Int(String(decoding: digits, as: UTF8.self), radix: 16) else { return .malformed }
            index = lineEnd + 2
            if size == 0 {
                // Trailers, each a line, until an empty one.
                while true {
                    guard let trailerEnd = Self.lineEnd(in: bytes, from: index) else { return .needMore }
                    let empty = trailerEnd == index
                    index = trailerEnd + 2
                    if empty { return .complete(body: body, consumed: index - bytes.startIndex) }
                }
            }
            guard body.count + size <= maxBodyBytes else { return .tooLarge }
            guard bytes.endIndex - index >= size + 2 else { return .needMore }
            body.append(contentsOf: bytes[index..<(index + size)])
            index += size
            guard bytes[index] == .cr, bytes[index + 1] == .lf else { return .malformed }
            index += 2
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// The index of the CR of the next CRLF at or after `start`.
    private static func lineEnd(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.endIndex {
            if bytes[index] == .cr, bytes[index + 1] == .lf { return index }
            index += 1
        }
        return nil
    }
}
