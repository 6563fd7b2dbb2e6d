import Foundation
import Network
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed requests in virtual time (1 tick = 1 ms): elements as pieces
/// come, the deadlines (a silence, the whole), retries only before the first
/// piece, cancel on dispose, a buffering transport, and `asyncValues()`.
final class StreamRequestTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    /// A server in virtual time: per attempt, a status, then pieces at their
    /// times, then an end (nil: never) that succeeds or fails.
    private final class Piecewise: Transport {
        struct Script: Sendable {
            var status = 200
            var pieces: [(at: TimeInterval, text: String)]
            var end: (at: TimeInterval, failure: URLError?)?
        }

        let scheduler: TestScheduler
        private let scripts: Locked<[Script]>
        let attempts = Counter()
        let cancellations = Counter()

        init(scheduler: TestScheduler, _ scripts: [Script]) {
            self.scheduler = scheduler
            self.scripts = Locked(scripts)
        }

        func send(_ request: TransportRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void)
            -> TransportTask {
            attempts.add()
            let script = scripts.mutate { $0.count > 1 ? $0.removeFirst() : $0[0] }
            let timers = CompositeDisposable()
            let done = Locked(false)
            let finish: @Sendable (Result<TransportResponse, URLError>) -> Void = { result in
                guard done.mutate({ finished in defer { finished = true }; return !finished }) else { return }
                timers.dispose()
                completion(result)
            }
            let response = HTTPURLResponse(url: request.request.url!, statusCode: script.status, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "text/event-stream"])!
            if (200..<300).contains(script.status), let chunks = request.transfer.bodyChunks {
                for piece in script.pieces {
                    _ = timers.insert(scheduler.schedule(after: piece.at) { chunks(Data(piece.text.utf8)) })
                }
            }
            if let end = script.end {
                _ = timers.insert(scheduler.schedule(after: end.at) {
                    if let failure = end.failure { return finish(.failure(failure)) }
                    let body = (200..<300).contains(script.status) ? Data() : Data(#"{"message":"busy"}"#.utf8)
                    finish(.success(TransportResponse(response: response, data: body)))
                })
            }
            return Task(stop: { [cancellations] in
                cancellations.add()
                finish(.failure(URLError(.cancelled)))
            })
        }

        private struct Task: TransportTask {
            let stop: @Sendable () -> Void
            func cancel() { stop() }
        }
    }

    private struct Events: Route {
        var timeout: TimeInterval? = 1
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/events", nil) }
    }

    private func client(_ transport: any Transport) -> NetworkClient {
        var configuration = NetworkConfiguration(host: testHost)
        configuration.scheduler = scheduler
        configuration.transport = transport
        configuration.timeouts = Timeouts(request: 30, resource: 60)
        return NetworkClient(configuration: configuration)
    }

    private func event(_ number: Int) -> String { "data: \(number)\n\n" }

    func testEventsComeAsTheirPiecesComeAndTheStreamMayOutliveItsTimeout() {
        let pieces = (1...8).map { (at: TimeInterval($0) * 0.5, text: event($0)) }
        let transport = Piecewise(scheduler: scheduler, [.init(pieces: pieces, end: (4.2, nil))])
        let events = client(transport).serverSentEvents(Events()).record(on: scheduler)
        scheduler.advanceTo(1_999)
        XCTAssertEqual(events.elements.map { $0.value?.data }, ["1", "2", "3"])
        scheduler.start()
        XCTAssertEqual(events.elements.compactMap { $0.value?.data }, (1...8).map(String.init),
                       "4.2 s of events against a 1 s timeout: it bounds each silence, not the whole")
        XCTAssertEqual(events.events.last?.time, 4_200)
        XCTAssertTrue(events.events.last?.value.isStopEvent == true)
    }

    func testASilenceLongerThanTheTimeoutEndsTheStream() {
        let transport = Piecewise(scheduler: scheduler, [.init(pieces: [(0.5, event(1)), (1.0, event(2))], end: nil)])
        let events = client(transport).serverSentEvents(Events()).record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(events.elements, [.value(ServerSentEvent(data: "1")), .value(ServerSentEvent(data: "2")), .error(.timedOut)])
        XCTAssertEqual(events.events[2].time, 2_000, "one second after the last piece")
        XCTAssertEqual(transport.attempts.value, 1, "not sent again after events came")
        XCTAssertEqual(transport.cancellations.value, 1, "the silent request is cancelled")
    }

    func testTheWholeStreamEndsAtItsDuration() {
        let pieces = (1...100).map { (at: TimeInterval($0) * 0.1, text: event($0)) }
        let transport = Piecewise(scheduler: scheduler, [.init(pieces: pieces, end: nil)])
        let events = client(transport).serverSentEvents(Events(), duration: 3).record(on: scheduler)
        scheduler.advanceTo(10_000)
        XCTAssertEqual(events.elements.last, .error(.timedOut))
        XCTAssertEqual(events.events.last.map(\.time), 3_000, "ended at its duration")
        XCTAssertEqual(events.elements.filter { $0.value != nil }.count, 29)
    }

    func testAFailureBeforeTheFirstPieceIsRetriedAndOneAfterIsNot() {
        let busy = Piecewise.Script(status: 503, pieces: [], end: (0.1, nil))
        let broken = Piecewise.Script(pieces: [(0.2, event(1))], end: (0.3, URLError(.networkConnectionLost)))
        let transport = Piecewise(scheduler: scheduler, [busy, broken])
        let events = client(transport).serverSentEvents(Events()).record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(transport.attempts.value, 2, "the 503 before any event was retried; the break after one was not")
        XCTAssertEqual(events.elements.first, .value(ServerSentEvent(data: "1")))
        guard case .error(.invalidResponse)? = events.elements.last else { return XCTFail("\(events.elements)") }
        XCTAssertEqual(events.elements.count, 2)
    }

    func testDisposingCancelsTheRequest() {
        let transport = Piecewise(scheduler: scheduler, [.init(pieces: [(0.1, event(1))], end: nil)])
        let events = client(transport).serverSentEvents(Events()).record(on: scheduler)
        scheduler.advanceTo(200)
        events.dispose()
        scheduler.start()
        XCTAssertEqual(transport.cancellations.value, 1)
        XCTAssertEqual(events.elements, [.value(ServerSentEvent(data: "1"))], "nothing after the dispose, not even an error")
    }

    func testABufferingTransportsWholeBodyIsReadAtItsEnd() {
        let transport = ScriptedTransport(.immediate) { request in
            ScriptedTransport.reply(request, 200, "{\"n\":1}\n\n{\"n\":\"x\"}\n{\"n\":3}", headers: ["Content-Type": "application/x-ndjson"])
        }
        struct Numbered: Decodable, Sendable, Equatable { var n: Int }
        let lines = client(transport).jsonLines(Events(), as: Numbered.self).record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(lines.elements.count, 3, "a blank line is skipped")
        XCTAssertEqual(lines.elements.first, .value(Numbered(n: 1)))
        guard case .error(.decoding("Numbered", "n", _)) = lines.elements[1] else { return XCTFail("\(lines.elements)") }
        XCTAssertEqual(lines.elements.last, .value(Numbered(n: 3)), "a bad line is an error and reading goes on")
        XCTAssertTrue(transport.requests.first?.value(forHTTPHeaderField: "Accept")?.contains("json") == true)
    }

    func testAnEventStreamAsksForEventsUnlessTheRouteSaysOtherwise() {
        let transport = ScriptedTransport(.immediate) { request in ScriptedTransport.reply(request, 200, "data: x\n\n") }
        _ = client(transport).serverSentEvents(Events()).record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "Accept"), "text/event-stream")
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "Cache-Control"), "no-cache")
    }

    func testAnOverlongLineEndsTheStreamWithTooLarge() {
        let transport = ScriptedTransport(.immediate) { request in ScriptedTransport.reply(request, 200, "short\n" + String(repeating: "x", count: 100)) }
        let lines = client(transport).streamLines(Events(), maximumLineBytes: 50).record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(lines.elements, [.value("short"), .error(.tooLarge(bytes: 100, limit: 50))])
    }

    func testAsyncValuesThrowTheFirstErrorAsANetworkError() async {
        let transport = ScriptedTransport(.queue(DispatchQueue(label: "courier.test.stream"))) { request in
            ScriptedTransport.reply(request, 200, "one\ntwo\n")
        }
        var configuration = NetworkConfiguration(host: testHost)
        configuration.transport = transport
        let client = NetworkClient(configuration: configuration)
        var lines: [String] = []
        do {
            for try await line in client.streamLines(Events()).asyncValues() { lines.append(line) }
        } catch {
            XCTFail("\(error)")
        }
        XCTAssertEqual(lines, ["one", "two"])

        let failing = ScriptedTransport(.queue(DispatchQueue(label: "courier.test.stream"))) { request in
            ScriptedTransport.reply(request, 404, #"{"message": "no such stream"}"#)
        }
        configuration.transport = failing
        do {
            for try await _ in NetworkClient(configuration: configuration).streamLines(Events()).asyncValues() { XCTFail("no value") }
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error, .http(status: 404, message: "no such stream"), "thrown typed")
        }
    }
}
