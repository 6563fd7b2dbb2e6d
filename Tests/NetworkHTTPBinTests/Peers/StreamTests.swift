import Foundation
import Network
import Reactive
import ReactiveTesting
import XCTest

/// Streams against a real events server (server-sent events and JSON lines,
/// written and flushed one by one) and httpbin's streams, on both transports:
/// elements as they come, cancel on dispose, the deadlines.
final class StreamTests: PeerTestCase {
    private struct Stream: Route {
        var path: String
        var timeout: TimeInterval?
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, path, nil) }
        var retryPolicy: RetryPolicy { .none }
    }

    private struct Line: Decodable, Sendable, Equatable {
        var n: Int
        var text: String
    }

    /// Every element until the stream ends, which must be within `timeout` seconds.
    private func all<T>(_ stream: Observable<NetworkResult<T>>, timeout: TimeInterval = 30, file: StaticString = #filePath,
                        line: UInt = #line) -> [NetworkResult<T>] {
        let recorder = stream.record()
        defer { recorder.dispose() }
        XCTAssertTrue(recorder.waitForTermination(timeout: timeout), "the stream did not end within \(timeout) s", file: file, line: line)
        return recorder.elements
    }

    func testServerSentEventsArriveWithTheirFields() throws {
        for transport in TransportKind.allCases {
            let events = all(try client(peers.events, transport: transport).serverSentEvents(Stream(path: "/sse?count=4")))
            XCTAssertEqual(events, [
                .value(ServerSentEvent(type: "tick", data: "tick 1\nsecond line", id: "1", retry: 1.5)),
                .value(ServerSentEvent(type: "message", data: #"{"n":2}"#, id: "1", retry: 1.5)),
                .value(ServerSentEvent(type: "empty", data: "", id: "1", retry: 1.5)),
                .value(ServerSentEvent(type: "tick", data: "tick 4\nsecond line", id: "4", retry: 1.5)),
            ], "\(transport)")
        }
    }

    func testJSONLinesDecodeOneByOne() throws {
        for transport in TransportKind.allCases {
            let lines = all(try client(peers.events, transport: transport).jsonLines(Stream(path: "/ndjson?count=3"), as: Line.self))
            XCTAssertEqual(lines, (1...3).map { .value(Line(n: $0, text: "line \($0)")) }, "\(transport): the last line has no newline")
        }
    }

    func testTheFirstEventComesBeforeTheStreamEnds() throws {
        for transport in TransportKind.allCases {
            // The server holds the stream open and silent after its events, until the
            // three-second timeout ends it: the first event must come while it is open,
            // however late a busy machine wakes this thread to look.
            let recorder = try client(peers.events, transport: transport)
                .serverSentEvents(Stream(path: "/sse?count=3&interval=400&then=silence", timeout: 3)).record()
            defer { recorder.dispose() }
            XCTAssertTrue(recorder.waitForElements(1, timeout: 10), "\(transport)")
            XCTAssertFalse(recorder.isTerminated, "\(transport): an event came while the stream was still open")
            XCTAssertTrue(recorder.waitForTermination(timeout: 20))
            XCTAssertEqual(recorder.elements.compactMap(\.value).count, 3)
            XCTAssertEqual(recorder.elements.last, .error(.timedOut), "\(transport): ended by the silence, not by the server")
        }
    }

    func testDisposingClosesTheConnection() throws {
        for transport in TransportKind.allCases {
            let before = try openStreams()
            let recorder = try client(peers.events, transport: transport)
                .serverSentEvents(Stream(path: "/sse?count=0&interval=50")).record()
            XCTAssertTrue(recorder.waitForElements(2, timeout: 10), "\(transport)")
            XCTAssertEqual(try openStreams(), before + 1, "\(transport): the server is writing to us")
            recorder.dispose()
            let events = peers.events
            waitUntil(timeout: 10) { (try? Self.openStreams(at: events)).map { $0 <= before } ?? false }
            XCTAssertFalse(recorder.isTerminated, "a disposed stream delivers nothing more")
        }
    }

    func testASilenceLongerThanTheTimeoutEndsTheStreamAndEventsMayOutliveIt() throws {
        for transport in TransportKind.allCases {
            let client = try client(peers.events, transport: transport)
            // Two seconds, not one: a busy machine may take a while to send the first byte.
            let silent = all(client.serverSentEvents(Stream(path: "/sse?count=2&then=silence", timeout: 2)), timeout: 20)
            XCTAssertEqual(silent.count, 3, "\(transport): \(silent)")
            XCTAssertEqual(silent.last, .error(.timedOut), "\(transport)")
            // Four seconds of events against a two-second timeout: it bounds each silence, not the whole.
            // An event every 250 ms leaves a stalled peer or client 1.75 s before a gap counts as silence.
            let steady = all(client.serverSentEvents(Stream(path: "/sse?count=16&interval=250", timeout: 2)), timeout: 30)
            XCTAssertEqual(steady.compactMap(\.value).count, 16, "\(transport): \(steady.compactMap(\.error))")
            XCTAssertNil(steady.compactMap(\.error).first)
        }
    }

    func testAsyncValuesIterateAndStopTheRequest() async throws {
        for transport in TransportKind.allCases {
            let before = try openStreams()
            var seen: [String] = []
            for try await event in try client(peers.events, transport: transport)
                .serverSentEvents(Stream(path: "/sse?count=0&interval=50")).asyncValues() {
                seen.append(event.type)
                if seen.count == 3 { break }
            }
            XCTAssertEqual(seen, ["tick", "message", "empty"], "\(transport)")
            // Polled until a deadline: the server notices at its next write, 50 ms on.
            let deadline = Date().addingTimeInterval(10)
            while try openStreams() > before, Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
            XCTAssertLessThanOrEqual(try openStreams(), before, "\(transport): leaving the loop cancelled the request")
        }
    }

    /// How many streams the events server is still writing.
    private func openStreams() throws -> Int { try Self.openStreams(at: peers.events) }

    private static func openStreams(at events: URL) throws -> Int {
        struct Open: Decodable { var open: Int }
        let data = try Data(contentsOf: events.appendingPathComponent("streams"))
        return try JSONDecoder().decode(Open.self, from: data).open
    }
}
