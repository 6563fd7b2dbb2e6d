import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Content codings over a real socket through CurlTransport: a body kept in
/// memory is decoded once whole (ContentDecoder), one written to a file by
/// libcurl as it arrives, and both end the same way.
final class CurlContentDecodingTests: XCTestCase {
    private let json = Data(#"{"name":"decoded","tags":["a","b","c"]}"#.utf8)

    /// A server answering `/<coding>` with the JSON in that coding, `/corrupt` with gzip that is not, and `/unknown` in a coding no one decodes.
    private func codingServer() throws -> HTTPServer {
        let json = json
        return try startHTTP { request in
            let name = String(request.path.dropFirst())
            let body: Data
            let header: String
            switch name {
            case "gzip": (body, header) = (Compressed.deflated(json, .gzip), "gzip")
            case "deflate": (body, header) = (Compressed.deflated(json, .zlib), "deflate")
            case "raw-deflate": (body, header) = (Compressed.deflated(json, .raw), "deflate")
            case "br": (body, header) = (Compressed.brotliName, "br")
            case "zstd": (body, header) = (Compressed.zstd(json), "zstd")
            case "stacked": (body, header) = (Compressed.zstd(Compressed.deflated(json, .gzip)), "gzip, zstd")
            case "corrupt": (body, header) = (json, "gzip")
            default: (body, header) = (json, "compress")
            }
            return HTTPResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", header)], body: body)
        }
    }

    private func get(_ transport: CurlTransport, _ server: HTTPServer, _ path: String) -> Result<TransportResponse, URLError>? {
        exchange(transport, URLRequest("GET", server.baseURL.appendingPathComponent(path)))
    }

    private func failure(_ result: Result<TransportResponse, URLError>?) -> URLError? {
        guard case .failure(let error)? = result else { return nil }
        return error
    }

    func testEveryCodingLibcurlOffersIsDecodedInMemory() throws {
        let server = try codingServer()
        let transport = CurlTransport()
        for path in ["gzip", "deflate", "raw-deflate", "zstd", "stacked"] {
            let response = try XCTUnwrap(get(transport, server, path)?.response, path)
            XCTAssertEqual(response.data, json, path)
            XCTAssertNotNil(response.header("Content-Encoding"), "the head is left as it came")
        }
        XCTAssertEqual(try XCTUnwrap(get(transport, server, "br")?.response).data, Data(#"{"name":"brotli"}"#.utf8))
    }

    func testABodyThatIsNotWhatItsCodingSaysCannotBeDecoded() throws {
        let server = try codingServer()
        let transport = CurlTransport()
        let corrupt = get(transport, server, "corrupt")
        XCTAssertEqual(corrupt?.errorCode, .cannotDecodeContentData)
        XCTAssertEqual(failure(corrupt)?.userInfo[NSLocalizedDescriptionKey] as? String, "the body is not valid gzip")
        let unknown = get(transport, server, "unknown")
        XCTAssertEqual(unknown?.errorCode, .cannotDecodeContentData)
        XCTAssertEqual(failure(unknown)?.failingURL?.lastPathComponent, "unknown")
        XCTAssertEqual(try XCTUnwrap(get(transport, server, "gzip")?.response).data, json, "the connection serves the next request")
    }

    func testADownloadIsDecodedAsItIsWritten() throws {
        let server = try codingServer()
        let destination = try makeTemporaryDirectory().appendingPathComponent("decoded.json")
        let transport = CurlTransport()
        let done = expectation(description: "downloaded")
        let outcome = Locked<Result<TransportResponse, URLError>?>(nil)
        let request = TransportRequest(URLRequest("GET", server.baseURL.appendingPathComponent("gzip")),
                                       transfer: TransferOptions(destination: destination))
        _ = transport.send(request) { result in
            outcome.mutate { $0 = result }
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(try XCTUnwrap(outcome.value?.response).fileURL, destination)
        XCTAssertEqual(try Data(contentsOf: destination), json)
    }
}
