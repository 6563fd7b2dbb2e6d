import Foundation
import Network
import XCTest

/// Compressed answers: URLSession on Linux (libcurl underneath) asks for every
/// encoding it has and inflates the body before the network layer sees it.
final class CompressionTests: HTTPBinTestCase {
    func testGzipIsInflated() throws {
        let echo = try value(try makeNetwork(), AnswerRouter.gzip, as: Echo.self)
        XCTAssertEqual(echo.gzipped, true)
        let accepted = Set((echo.headers["Accept-Encoding"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertTrue(accepted.isSuperset(of: ["gzip", "deflate", "br"]), "\(accepted)")
    }

    func testDeflateIsInflated() throws {
        let echo = try value(try makeNetwork(), AnswerRouter.deflate, as: Echo.self)
        XCTAssertEqual(echo.deflated, true)
    }

    func testBrotliIsInflated() throws {
        let echo = try value(try makeNetwork(), AnswerRouter.brotli, as: Echo.self)
        XCTAssertEqual(echo.brotli, true)
    }

    func testTheInflatedBodyIsWhatTheDecoderSees() throws {
        let raw = try XCTUnwrap(try rawResult(try makeNetwork(), AnswerRouter.gzip).value)
        XCTAssertEqual(raw.header("Content-Encoding"), "gzip")
        XCTAssertEqual(raw.data.first, UInt8(ascii: "{"), "not gzip's magic bytes")
    }
}
