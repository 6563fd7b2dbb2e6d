import CZlib
import Foundation
import Network
import StagingServer

/// (c) The gzipped page inflated as libcurl did it (zlib's streaming inflate, 16 KB
/// a step, each step appended to the body) against the transport's own decoding
/// (libdeflate, one call into memory sized by the member's stated length).
enum InflateBench {
    static let defaultInflatesPerRound = 2_000
    /// libcurl's step: its decoding writer inflates into a buffer of this size.
    static let libcurlStepBytes = 16 * 1024

    static func run(pageBody: Data) throws {
        guard let gzip = Compression.deflated(pageBody, windowBits: 31) else { throw BenchError.failed("zlib refused the page") }
        guard try ContentDecoder.decode(gzip, header: "gzip", limit: nil) == pageBody, zlibInflate(gzip) == pageBody else {
            throw BenchError.failed("an inflate did not give the page back")
        }
        var zlibTimes: [Double] = []
        var ownTimes: [Double] = []
        for round in 0...NetworkBench.runs {
            let zlib = try DecodingBench.cpuTime(decodes: defaultInflatesPerRound) { blackHole(zlibInflate(gzip)) }
            let own = try DecodingBench.cpuTime(decodes: defaultInflatesPerRound) {
                blackHole(try ContentDecoder.decode(gzip, header: "gzip", limit: nil))
            }
            guard round > 0 else { continue } // the first round warms both up
            zlibTimes.append(zlib)
            ownTimes.append(own)
        }
        let label = "a \(gzip.count / 1024) KB gzip page"
        let zlib = Measure.percentile(zlibTimes, 0.5)
        let own = Measure.percentile(ownTimes, 0.5)
        Measure.report("(c) inflate \(label), zlib", zlib / 1e3, unit: "µs CPU")
        Measure.report("(c) inflate \(label), libdeflate", own / 1e3, unit: "µs CPU")
        Measure.report("(c) zlib / libdeflate time", zlib / own, unit: "×", target: "(zlib stepped as libcurl steps it; libdeflate through ContentDecoder)")
    }

    /// zlib's streaming inflate of a gzip member, a step at a time, each step appended.
    static func zlibInflate(_ gzip: Data) -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var body = Data()
        var step = [UInt8](repeating: 0, count: libcurlStepBytes)
        // In place, as libcurl hands zlib what it read: zlib takes a mutable pointer but never writes through it.
        return gzip.withUnsafeBytes { source -> Data? in
            stream.next_in = UnsafeMutablePointer(mutating: source.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                let (status, made) = step.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, target.count - Int(stream.avail_out))
                }
                body.append(step, count: made)
                if status == Z_STREAM_END { return body }
                guard status == Z_OK else { return nil }
            }
        }
    }
}
