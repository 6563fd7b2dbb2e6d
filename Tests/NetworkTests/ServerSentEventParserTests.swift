import Foundation
import XCTest
@testable import Network

/// The `text/event-stream` reading rules, and lines cut from pieces that end anywhere.
final class ServerSentEventParserTests: XCTestCase {
    private func events(_ text: String, pieces: Int = 1) throws -> [ServerSentEvent] {
        var splitter = LineSplitter()
        var parser = ServerSentEventParser()
        let bytes = Array(text.utf8)
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var events: [ServerSentEvent] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            let piece = Data(bytes[start..<min(start + size, bytes.count)])
            let (lines, failure) = splitter.lines(in: piece)
            if let failure { throw failure }
            events += lines.compactMap { parser.consume($0) }
        }
        return events
    }

    func testFieldsCommentsAndDispatchFollowTheStandard() throws {
        let stream = """
            \u{FEFF}: a comment
            retry: 2500
            id: 7
            event: tick
            data: first
            data:  two spaces keep one

            data:{"n":2}
            unknown: ignored

            event: nothing

            data

            id
            data: after an empty id

            event: cut off
            data: never dispatched
            """
        XCTAssertEqual(try events(stream), [
            ServerSentEvent(type: "tick", data: "first\n two spaces keep one", id: "7", retry: 2.5),
            ServerSentEvent(type: "message", data: #"{"n":2}"#, id: "7", retry: 2.5),
            ServerSentEvent(type: "message", data: "", id: "7", retry: 2.5),
            ServerSentEvent(type: "message", data: "after an empty id", id: "", retry: 2.5),
        ], "an event with no data is not dispatched, nor one the stream ends inside")
    }

    func testARetryThatIsNotDigitsAndAnIDWithNULAreIgnored() throws {
        XCTAssertEqual(try events("retry: 1.5\nid: a\u{0}b\ndata: x\n\n"), [ServerSentEvent(data: "x")])
    }

    func testLinesEndAnyWayAndPiecesCutAnywhere() throws {
        let stream = "data: a\r\n\r\ndata: b\r\rdata: c\n\n"
        let expected = ["a", "b", "c"].map { ServerSentEvent(data: $0) }
        for pieces in 1...stream.utf8.count {
            XCTAssertEqual(try events(stream, pieces: pieces).map(\.data), expected.map(\.data), "\(pieces) pieces")
        }
    }

    func testALastLineWithoutAnEndIsKeptAndAnOverlongOneRefused() throws {
        var splitter = LineSplitter(maximumLineBytes: 8)
        XCTAssertEqual(splitter.lines(in: Data("one\r".utf8)).lines, ["one"])
        XCTAssertEqual(splitter.lines(in: Data("\ntwo".utf8)).lines, [], "the LF after a CR in the last piece ends nothing more")
        XCTAssertEqual(splitter.finish(), "two")
        XCTAssertNil(splitter.finish())
        let overlong = splitter.lines(in: Data("ok\n123456789".utf8))
        XCTAssertEqual(overlong.lines, ["ok"], "the lines before the long one still count")
        XCTAssertEqual(overlong.failure, .tooLarge(bytes: 9, limit: 8))
    }

    func testAnEventsDataDecodes() throws {
        struct Tick: Decodable, Equatable { var n: Int }
        XCTAssertEqual(try ServerSentEvent(data: #"{"n": 3}"#).decode(Tick.self), Tick(n: 3))
        XCTAssertThrowsError(try ServerSentEvent(data: #"{"m": 3}"#).decode(Tick.self)) { error in
            guard case .decoding("Tick", "n", _)? = error as? NetworkError else { return XCTFail("\(error)") }
        }
    }
}
