import Foundation
import XCTest
@testable import Network

/// A body's Content-Encoding undone once the whole body is in: each coding
/// against its reference encoder, stacked codings, the limit, and bodies
/// that are not what their header says.
final class ContentDecoderTests: XCTestCase {
    private let json = Data(#"{"name":"unzipped","tags":["a","b","c"]}"#.utf8)
    /// Varied enough that deflate's first guess of four times the encoded size is too small.
    private let text = Data((0..<200_000).map { (index: Int) -> UInt8 in 97 + UInt8(truncatingIfNeeded: (index * 7 + index / 13) % 26) })

    private func decode(_ body: Data, _ header: String, limit: Int64? = nil) -> Result<Data, ContentDecodingFailure> {
        Result { () throws(ContentDecodingFailure) in try ContentDecoder.decode(body, header: header, limit: limit) }
    }

    func testEachCodingIsUndone() throws {
        XCTAssertEqual(try decode(Compressed.deflated(json, .gzip), "gzip").get(), json)
        XCTAssertEqual(try decode(Compressed.deflated(json, .gzip), " X-GZIP ").get(), json, "x-gzip, any case, trimmed")
        XCTAssertEqual(try decode(Compressed.deflated(json, .zlib), "deflate").get(), json)
        XCTAssertEqual(try decode(Compressed.deflated(json, .raw), "deflate").get(), json, "bare deflate data, as some servers send")
        XCTAssertEqual(try decode(Compressed.brotliName, "br").get(), Data(#"{"name":"brotli"}"#.utf8))
        XCTAssertEqual(try decode(Compressed.zstd(json), "zstd").get(), json)
        XCTAssertEqual(try decode(json, "identity").get(), json)
        XCTAssertEqual(try decode(Data(), "gzip").get(), Data(), "an empty body has nothing to undo")
    }

    func testABodyLargerThanTheFirstGuessGrowsToFit() throws {
        for wrapper in [Compressed.Wrapper.gzip, .zlib, .raw] {
            let header = wrapper == .gzip ? "gzip" : "deflate"
            XCTAssertEqual(try decode(Compressed.deflated(text, wrapper), header).get(), text, "\(wrapper)")
        }
        XCTAssertEqual(try decode(Compressed.brotliRepeated, "br").get(), Compressed.repeated)
        XCTAssertEqual(try decode(Compressed.zstd(text, statesSize: false), "zstd").get(), text, "a frame that does not state its size")
        XCTAssertEqual(try decode(Compressed.zstd(text), "zstd").get(), text)
    }

    func testAGzipMemberThatMisstatesItsSizeIsCorrupt() throws {
        var lying = Compressed.deflated(text, .gzip)
        lying.replaceSubrange(lying.count - 4..<lying.count, with: [0x10, 0, 0, 0])
        // libdeflate checks the stated size after inflating, as gzip does: a wrong one is corrupt data.
        XCTAssertEqual(decode(lying, "gzip"), .failure(.corrupt(coding: "gzip")))
        var huge = Compressed.deflated(json, .gzip)
        huge.replaceSubrange(huge.count - 4..<huge.count, with: [0xFF, 0xFF, 0xFF, 0x7F])
        XCTAssertEqual(decode(huge, "gzip"), .failure(.corrupt(coding: "gzip")), "and a size no deflate stream could reach is not believed")
    }

    func testGzipMembersOneAfterAnotherAreOneBody() throws {
        let two = Compressed.deflated(Data("first ".utf8), .gzip) + Compressed.deflated(Data("second".utf8), .gzip)
        XCTAssertEqual(try decode(two, "gzip").get(), Data("first second".utf8))
        let trailing = Compressed.deflated(json, .gzip) + Data("\n\n".utf8)
        XCTAssertEqual(try decode(trailing, "gzip").get(), json, "bytes after the last member that start none are ignored")
    }

    func testStackedCodingsAreUndoneLastFirst() throws {
        let twice = Compressed.zstd(Compressed.deflated(json, .gzip))
        XCTAssertEqual(try decode(twice, "gzip, zstd").get(), json)
        XCTAssertEqual(try decode(twice, "gzip,identity, zstd").get(), json)
        XCTAssertEqual(decode(twice, "zstd, gzip"), .failure(.corrupt(coding: "gzip")), "the wrong order is caught")
    }

    func testTheLimitHoldsForTheDecodedBody() throws {
        let exact = Int64(text.count)
        let bodies: [(Data, String)] = [
            (Compressed.deflated(text, .gzip), "gzip"), (Compressed.deflated(text, .zlib), "deflate"),
            (Compressed.brotliRepeated, "br"), (Compressed.zstd(text, statesSize: false), "zstd"),
        ]
        for (body, header) in bodies {
            let size = Int64(header == "br" ? Compressed.repeated.count : text.count)
            XCTAssertEqual(try decode(body, header, limit: size).get().count, Int(size), "\(header): exactly at the limit is fine")
            XCTAssertEqual(decode(body, header, limit: size - 1), .failure(.oversize), header)
            XCTAssertEqual(decode(body, header, limit: 1000), .failure(.oversize), header)
        }
        XCTAssertEqual(try decode(Compressed.deflated(text, .gzip), "gzip", limit: exact * 10).get(), text)
    }

    func testABodyThatIsNotWhatItsHeaderSaysIsCorrupt() {
        let gzip = Compressed.deflated(json, .gzip)
        XCTAssertEqual(decode(json, "gzip"), .failure(.corrupt(coding: "gzip")))
        XCTAssertEqual(decode(gzip.prefix(gzip.count - 6), "gzip"), .failure(.corrupt(coding: "gzip")), "cut short")
        var flipped = gzip
        flipped[12] ^= 0x55
        XCTAssertEqual(decode(flipped, "gzip"), .failure(.corrupt(coding: "gzip")), "a byte changed: the CRC or the stream says so")
        XCTAssertEqual(decode(json, "deflate"), .failure(.corrupt(coding: "deflate")))
        XCTAssertEqual(decode(json, "br"), .failure(.corrupt(coding: "br")))
        XCTAssertEqual(decode(Compressed.brotliRepeated.prefix(10), "br"), .failure(.corrupt(coding: "br")), "cut short")
        XCTAssertEqual(decode(json, "zstd"), .failure(.corrupt(coding: "zstd")))
        let zstd = Compressed.zstd(text)
        XCTAssertEqual(decode(zstd.prefix(zstd.count - 3), "zstd"), .failure(.corrupt(coding: "zstd")), "cut short")
    }

    func testTheHeaderIsReadAsAListInAnyCase() throws {
        XCTAssertEqual(try ContentCoding.toUndo("GZip").get(), [.gzip])
        XCTAssertEqual(try ContentCoding.toUndo("\tgzip ,br,\tZSTD\t").get(), [.zstd, .brotli, .gzip], "last applied, first undone")
        XCTAssertEqual(try ContentCoding.toUndo("deflate,").get(), [.deflate], "an empty item is nothing")
        XCTAssertEqual(try ContentCoding.toUndo("").get(), [])
        XCTAssertEqual(try ContentCoding.toUndo("Identity").get(), [])
        XCTAssertEqual(ContentCoding.toUndo("x\u{0D}gzip").failure?.name, "x\rgzip", "only letters change case")
    }

    func testACodingNoDecoderKnowsIsNamed() {
        XCTAssertEqual(decode(json, "compress"), .failure(.unknown(coding: "compress")))
        XCTAssertEqual(decode(json, "gzip, snappy"), .failure(.unknown(coding: "snappy")))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
