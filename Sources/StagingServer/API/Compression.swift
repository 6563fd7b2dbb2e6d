import CZlib
import Foundation

/// Upstream's `compression` middleware: every JSON, HTML or text answer
/// says `Vary: Accept-Encoding`, and one of 1 KB or more is gzipped (or
/// deflated) when the request accepts it. The ETag stays the one of the
/// plain body. A streamed answer is left plain. Compressed bodies of
/// tagged answers are kept by tag, so a memoised page is compressed once.
package enum Compression {
    static let threshold = 1024

    enum Coding: String {
        case gzip, deflate
    }

    static func apply(to response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        guard response.bodyStream == nil, let type = response.header("Content-Type"), isCompressible(type) else { return response }
        var answer = response
        answer.headers.append(("Vary", "Accept-Encoding"))
        guard response.body.count >= threshold, request.method.uppercased() != "HEAD", response.header("Content-Encoding") == nil,
              let coding = negotiate(request.header("Accept-Encoding")) else { return answer }
        let tag = response.header("ETag").map { "\(coding.rawValue) \($0)" }
        if let tag, let cached = cache.withLock({ $0.body(for: tag) }) {
            answer.body = cached
        } else {
            guard let compressed = compress(response.body, coding) else { return answer }
            answer.body = compressed
            if let tag { cache.withLock { $0.store(compressed, for: tag) } }
        }
        answer.headers.append(("Content-Encoding", coding.rawValue))
        return answer
    }

    static func isCompressible(_ contentType: String) -> Bool {
        let type = contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        return type.hasPrefix("text/") || type == "application/json" || type.hasSuffix("+json")
    }

    /// gzip when acceptable, else deflate; nil when neither is (absent, `identity`, `q=0`).
    static func negotiate(_ header: String?) -> Coding? {
        guard let header else { return nil }
        var weights: [String: Double] = [:]
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let name = parts.first, !name.isEmpty else { continue }
            let q = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            weights[name] = q
        }
        func weight(_ name: String) -> Double { weights[name] ?? weights["*"] ?? 0 }
        if weight("gzip") > 0, weight("gzip") >= weight("deflate") { return .gzip }
        return weight("deflate") > 0 ? .deflate : weight("gzip") > 0 ? .gzip : nil
    }

    /// zlib at its default level: a gzip member, or a zlib stream for deflate.
    static func compress(_ data: Data, _ coding: Coding) -> Data? {
        deflated(data, windowBits: coding == .gzip ? 15 + 16 : 15)
    }

    /// zlib's deflate at its default level, wrapped as `windowBits` says
    /// (zlib's convention: 15 a zlib stream, 31 a gzip member, -15 bare deflate data).
    package static func deflated(_ data: Data, windowBits: Int32) -> Data? {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 32)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// The compressed bodies of the most recently served tags.
    private static let cache = PthreadLocked(CompressedBodies())

    struct CompressedBodies {
        static let capacity = 128
        private var bodies: [String: Data] = [:]
        private var order: [String] = []

        func body(for tag: String) -> Data? { bodies[tag] }

        mutating func store(_ body: Data, for tag: String) {
            if bodies.updateValue(body, forKey: tag) == nil { order.append(tag) }
            if order.count > Self.capacity { bodies[order.removeFirst()] = nil }
        }
    }
}
