import Foundation
import JSON
import Network
import Reactive
import XCTest

/// httpbin's streamed answers read as they come: `/stream/N` as JSON lines,
/// `/drip` as pieces of a body that trickles in.
final class HTTPBinStreamTests: HTTPBinTestCase {
    private struct Streamed: Route {
        var path: String
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, path, nil) }
    }

    private struct Numbered: Decodable, Sendable, Equatable {
        var id: Int
        var url: String
    }

    func testStreamNIsNJSONLines() throws {
        let lines = all(try makeNetwork().jsonLines(Streamed(path: "/stream/5"), as: Numbered.self))
        XCTAssertEqual(lines.compactMap(\.value).map(\.id), [0, 1, 2, 3, 4])
        XCTAssertNil(lines.compactMap(\.error).first)
    }

    func testADripArrivesInPiecesThatMakeTheWholeBody() throws {
        let pieces = all(try makeNetwork().streamData(Streamed(path: "/drip?numbytes=5&duration=1&delay=0")))
        let body = pieces.compactMap(\.value).reduce(Data(), +)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "*****")
        XCTAssertGreaterThan(pieces.count, 1, "a byte every 200 ms comes as more than one piece")
    }

    func testAStreamIsNotHeldToTheLimitOfABodyKeptInMemory() throws {
        var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: httpbin.url))
        configuration.transportKind = Self.transportKind
        configuration.maximumBodyBytes = 1_000
        let client = NetworkClient(configuration: configuration)
        let kept = try rawResult(client, Streamed(path: "/bytes/5000"))
        guard case .error(.tooLarge) = kept else { return XCTFail("kept whole, 5000 bytes pass the limit: \(kept)") }
        let streamed = all(client.streamData(Streamed(path: "/bytes/5000")))
        XCTAssertNil(streamed.compactMap(\.error).first)
        XCTAssertEqual(streamed.compactMap(\.value).reduce(0) { $0 + $1.count }, 5_000, "handed on as it came, none of it kept")
    }
}
