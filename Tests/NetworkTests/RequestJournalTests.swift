@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `NetworkClient.journal`: the recent attempts a person can look at, masked when read.
final class RequestJournalTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    func testEachAttemptIsKeptWithItsStatusSizeAndTheServersRequestID() {
        let transport = ScriptedTransport(.immediate) { request in
            switch request.url?.path {
            case "/flaky": return reply(request, 503, #"{"message":"busy"}"#, headers: ["X-Request-Id": "srv-42"])
            default: return reply(request, 200, #"{"name":"ok"}"#, headers: ["Request-Id": "r-7"])
            }
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession(access: "secret-access-token"))
        _ = record(network.request(TestRoute(.get, "/auth/items", params: ["q": "phone", "api_key": "query-secret"], requiresAuth: true),
                                   as: Named.self), on: scheduler)
        _ = record(network.request(TestRoute(.get, "/flaky"), as: Named.self), on: scheduler)
        scheduler.start()

        let entries = network.journal.entries
        XCTAssertEqual(entries.count, 4, "the items, then three attempts at /flaky")
        XCTAssertEqual(entries[0].status, 200)
        XCTAssertEqual(entries[0].bytes, #"{"name":"ok"}"#.utf8.count)
        XCTAssertEqual(entries[0].serverRequestID, "r-7", "Request-Id is one of the names a server uses")
        XCTAssertEqual(entries[0].method, "GET")
        XCTAssertTrue(entries[0].url.hasPrefix("http://127.0.0.1:9/auth/items?"), entries[0].url)
        XCTAssertTrue(entries[0].pathAndQuery.hasPrefix("/auth/items?"), entries[0].pathAndQuery)
        XCTAssertEqual(entries[1...].map(\.status), [503, 503, 503])
        XCTAssertEqual(Set(entries[1...].map(\.requestID)).count, 1, "the attempts of one request share its id")
        XCTAssertEqual(entries[3].serverRequestID, "srv-42")
        for text in [entries[0].url, entries[0].curlCommand, entries[0].pathAndQuery] {
            XCTAssertFalse(text.contains("query-secret"), text)
            XCTAssertFalse(text.contains("secret-access-token"), text)
        }
        XCTAssertTrue(entries[0].curlCommand.contains("'Authorization: [REDACTED]'"), entries[0].curlCommand)
        XCTAssertTrue(entries[0].curlCommand.contains("q=phone"), "the command still asks what was asked")
    }

    /// The server's id and the conditional flag are read from the kept head and request when asked:
    /// the same answers as before, and an entry compares equal to itself whichever was asked first.
    func testTheServersIDAndTheConditionalFlagAreReadWhenAsked() {
        let journal = RequestJournal()
        var conditional = URLRequest(url: testHost.url(for: "/items"))
        conditional.setValue("\"v1\"", forHTTPHeaderField: "if-NONE-match")
        let hostile = "id-\u{1B}]0;owned\u{07}-9"
        for (request, headers) in [(URLRequest(url: testHost.url(for: "/items")), ["x-correlation-id": "corr-1", "CF-Ray": "ray-2"]),
                                   (conditional, ["X-Trace-Id": hostile])] {
            let response = transportResponse(200, headers: headers.merging(["Content-Type": "application/json"]) { $1 })
            journal.didReceive(RequestOutcome(request: request, result: .success(response), duration: 0.01, requestID: "r"), for: TestRoute())
        }
        journal.didReceive(RequestOutcome(request: conditional, result: .failure(URLError(.timedOut)), duration: 1, requestID: "r"),
                           for: TestRoute())
        let entries = journal.entries
        XCTAssertEqual(entries.map(\.isConditional), [false, true, true])
        XCTAssertEqual(entries[0].serverRequestID, "corr-1", "X-Correlation-Id comes before CF-Ray in the list of names")
        XCTAssertEqual(entries[1].serverRequestID, Redaction.text(hostile), "kept as sent, secrets masked; a screen sanitizes it")
        XCTAssertNil(entries[2].serverRequestID, "no answer, no id")
        XCTAssertEqual(entries[1], journal.entries[1])
        XCTAssertNotEqual(entries[0], entries[1])
    }

    func testTheRequestBehindAnErrorIsTheLatestThatEndedThatWay() {
        let transport = ScriptedTransport(.immediate) { request in
            switch request.url?.path {
            case "/missing": return reply(request, 404, #"{"message":"no"}"#)
            case "/broken": return reply(request, 200, #"{"nam":1}"#)
            case "/down": return .failure(URLError(.cannotConnectToHost))
            default: return reply(request, 200, #"{"name":"ok"}"#)
            }
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler)
        var errors: [NetworkError] = []
        for path in ["/missing", "/fine", "/broken", "/down", "/fine"] {
            let observer = record(network.request(TestRoute(.get, path), as: Named.self), on: scheduler).observer
            scheduler.start()
            if case .error(let error)? = observer.elements.last { errors.append(error) }
        }
        XCTAssertEqual(errors.count, 3)
        XCTAssertEqual(network.journal.latest(matching: errors[0])?.pathAndQuery, "/missing")
        XCTAssertEqual(network.journal.latest(matching: errors[1])?.pathAndQuery, "/fine",
                       "a body that did not decode came with a success; the latest success is the best guess")
        XCTAssertEqual(network.journal.latest(matching: errors[2])?.pathAndQuery, "/down")
        XCTAssertNil(network.journal.latest(matching: .cancelled), "no attempt ends as a cancel a person asked for")
        XCTAssertNil(network.journal.latest(matching: .http(status: 418, message: nil)))
    }

    func testTheJournalKeepsItsCapacityOldestOut() {
        let journal = RequestJournal(capacity: 3)
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/n")!)
        for index in 0..<10 {
            let response = transportResponse(200, String(repeating: "x", count: index))
            journal.didReceive(RequestOutcome(request: request, result: .success(response), duration: 0.01,
                                              requestID: RequestID("req-\(index)")), for: TestRoute())
        }
        XCTAssertEqual(journal.entries.map(\.requestID.rawValue), ["req-7", "req-8", "req-9"])
        XCTAssertEqual(journal.entries.map(\.bytes), [7, 8, 9])
    }

    func testAfterTheJournalWrapsTheLatestMatchAndTheCacheNoteFindTheNewestEntry() {
        let journal = RequestJournal(capacity: 3)
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/n")!)
        // Seven attempts into three places: the ring has wrapped twice, and its oldest is not at the front.
        for (index, status) in [500, 404, 500, 200, 404, 500, 200].enumerated() {
            journal.didReceive(RequestOutcome(request: request, result: .success(transportResponse(status, "")), duration: 0.01,
                                              requestID: RequestID("req-\(index)")), for: TestRoute())
        }
        XCTAssertEqual(journal.entries.map(\.requestID.rawValue), ["req-4", "req-5", "req-6"])
        XCTAssertEqual(journal.latest(matching: .http(status: 404, message: nil))?.requestID.rawValue, "req-4")
        XCTAssertEqual(journal.latest(matching: .http(status: 500, message: nil))?.requestID.rawValue, "req-5")
        XCTAssertNil(journal.latest(matching: .http(status: 503, message: nil)))
        journal.noteAnsweredFromCache(RequestID("req-5"))
        journal.noteAnsweredFromCache(RequestID("req-1"))  // dropped already: nothing to mark
        XCTAssertEqual(journal.entries.map(\.answeredFromCache), [false, true, false])
    }

    func testARevalidationAndAnOfflineAnswerSayTheCacheAnswered() throws {
        let down = Locked(false)
        let transport = ScriptedTransport(.immediate) { request in
            if down.value { return .failure(URLError(.cannotConnectToHost)) }
            if request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"" { return reply(request, 304, "") }
            return reply(request, 200, #"{"name":"one"}"#, headers: ["ETag": "\"v1\""])
        }
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.defaultHeaders = testHeaders
        configuration.scheduler = scheduler
        configuration.cacheScheduler = ImmediateScheduler.instance
        configuration.transport = transport
        configuration.cache = OfflineCache(directory: try makeTemporaryDirectory())
        let network = NetworkClient(configuration: configuration)
        let route = TestRoute(.get, "/items")
        for _ in 0..<2 {
            _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
            scheduler.start()
        }
        down.mutate { $0 = true }
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        scheduler.start()

        let entries = network.journal.entries
        XCTAssertEqual(entries.count, 5, "a 200, a 304, then three attempts that found no server")
        XCTAssertFalse(entries[0].isConditional)
        XCTAssertFalse(entries[0].answeredFromCache)
        XCTAssertTrue(entries[1].isConditional)
        XCTAssertTrue(entries[1].isNotModified)
        XCTAssertTrue(entries[1].answeredFromCache, "a 304 keeps the cached copy")
        XCTAssertEqual(entries[4].outcome, .failed(.cannotConnectToHost))
        XCTAssertTrue(entries[4].answeredFromCache, "offline, the cached copy answered")
        XCTAssertFalse(entries[2].answeredFromCache, "the attempts before the last were not the answer")
    }
}
