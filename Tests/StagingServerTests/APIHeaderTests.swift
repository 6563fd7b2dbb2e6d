import CZlib
import Foundation
import JSON
import XCTest
@testable import StagingServer

/// Compression as upstream's middleware does it: `Vary` on every JSON or
/// HTML answer, gzip from 1 KB when the client accepts it, the ETag of the
/// plain body.
final class APIHeaderTests: XCTestCase {
    private let api = SharedAPI.standard

    func testALargeAnswerIsGzippedWhenAskedAndSaysItVaries() throws {
        let plain = api.get("/products", [("limit", "5")])
        let zipped = api.get("/products", [("limit", "5")], headers: ["accept-encoding": "gzip, deflate, br"])
        XCTAssertEqual(plain.header("Vary"), "Accept-Encoding")
        XCTAssertNil(plain.header("Content-Encoding"))
        XCTAssertEqual(zipped.header("Content-Encoding"), "gzip")
        XCTAssertEqual(zipped.header("Vary"), "Accept-Encoding")
        XCTAssertEqual(zipped.header("ETag"), plain.header("ETag"))
        XCTAssertLessThan(zipped.body.count, plain.body.count)
        XCTAssertEqual(try gunzip(zipped.body), plain.body)
    }

    func testSmallAnswersRefusalsAndPicturesStayPlain() {
        let small = api.get("/products/1", [("select", "title")], headers: ["accept-encoding": "gzip"])
        XCTAssertNil(small.header("Content-Encoding"))
        XCTAssertEqual(small.header("Vary"), "Accept-Encoding")
        XCTAssertNil(api.get("/products", headers: ["accept-encoding": "gzip;q=0, identity"]).header("Content-Encoding"))
        let thumbnail = api.data.products.all[0].thumbnail
        XCTAssertNil(api.get(thumbnail, headers: ["accept-encoding": "gzip"]).header("Vary"))
    }

    private func gunzip(_ data: Data) throws -> Data {
        var stream = z_stream()
        XCTAssertEqual(inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)), Z_OK)
        defer { inflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: 1 << 20)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        XCTAssertEqual(status, Z_STREAM_END)
        return Data(output.prefix(Int(stream.total_out)))
    }
}
