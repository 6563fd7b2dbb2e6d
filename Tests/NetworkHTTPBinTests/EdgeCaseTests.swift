import Foundation
import JSON
import Models
import Network
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The edges a real server found (issue 11), each held to what it should do:
/// an empty error body is its status, an unrequested 304 and a body of the
/// wrong type are errors, a GET never carries a body, an authentication
/// challenge ends as its 401, and a paused POST is not sent twice.
final class EdgeCaseTests: HTTPBinTestCase {
    func testEmptyBodiedErrorsAreHTTPStatuses() throws {
        let network = try makeNetwork()
        for status in [400, 404, 500, 503] {
            let answer = try result(network, AnswerRouter.status(status).retrying(.none), as: EmptyResponse.self)
            XCTAssertEqual(answer.error, .http(status: status, message: nil), "\(status)")
        }
    }

    func testAnEmptyBodied404DoesNotFallBackToTheCache() throws {
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        let network = try makeNetwork(cache: cache)
        let route = AnswerRouter.status(404).caching(.networkElseCache)
        // A copy from when the resource existed: a 404 says it is gone, not that the network is.
        let key = CacheKey(request: URLRequest(url: network.host.url(for: route.path)), user: "anonymous")
        cache.store(CachedResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8),
                                   etag: nil, lastModified: nil, storedAt: cache.now), for: key)
        let answers = all(network.requestSourced(route, as: JSONValue.self))
        XCTAssertEqual(answers.count, 1)
        XCTAssertEqual(answers.first?.result.error?.status, 404)
        XCTAssertEqual(answers.first?.source, .network)
    }

    func testAnUnrequested304IsAnError() throws {
        struct Optionals: Decodable, Sendable { var id: Int?; var name: String? }
        let recorder = RecordingPlugin()
        let answer = try result(try makeNetwork(plugins: [recorder]), AnswerRouter.status(304), as: Optionals.self)
        XCTAssertNil(recorder.sent.first?.request.value(forHTTPHeaderField: "If-None-Match"), "nothing conditional was asked")
        XCTAssertEqual(answer.error?.status, 304, "\(answer)")
    }

    /// GET /etag/abc with the route's own `If-None-Match: "abc"`, which httpbin answers 304.
    private struct OwnETag: Route {
        var validation: Validation = .successCodes
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/etag/abc", nil) }
        var headers: [String: String] { ["If-None-Match": "\"abc\""] }
    }

    func testA304ToTheRoutesOwnIfNoneMatchIsThatStatusNotAnEmptyValue() throws {
        struct Optionals: Decodable, Sendable { var id: Int?; var name: String? }
        let network = try makeNetwork()
        let answer = try result(network, OwnETag(), as: Optionals.self)
        XCTAssertEqual(answer.error, .http(status: 304, message: nil), "\(answer)")
        let raw = try rawResult(network, OwnETag(validation: .alsoAccepting([304])))
        XCTAssertEqual(raw.value?.status, 304, "a route that accepts a 304 gets it as it is")
    }

    func testAGETWithABodyIsRefusedBeforeSending() throws {
        struct BodiedGet: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/anything", ["q": 1]) }
            var encoding: ParameterEncoding { .json }
        }
        let recorder = RecordingPlugin()
        let answer = try result(try makeNetwork(plugins: [recorder]), BodiedGet(), as: Echo.self)
        guard case .error(.invalidRequest(.bodyNotAllowed(method: "GET"))) = answer else { return XCTFail("\(answer)") }
        XCTAssertTrue(recorder.sent.isEmpty, "refused before sending")
    }

    func testXMLIsRefusedWhereJSONWasAsked() throws {
        let answer = try rawResult(try makeNetwork(), AnswerRouter.xml)
        XCTAssertEqual(answer.error, .notJSON(status: 200, contentType: "application/xml"), "\(answer)")
    }

    func testABasicChallenge401IsDeliveredWithinTheTimeout() throws {
        // The wait is bounded here, not only by the network's timeouts: URLSession
        // alone would wait on the challenge for ever.
        let network = try makeNetwork(timeouts: Timeouts(request: 2, resource: 4))
        let answer = Locked<NetworkResult<EmptyResponse>?>(nil)
        let answered = XCTestExpectation(description: "answered")
        let subscription = network.request(CredentialRouter.basicChallenge, as: EmptyResponse.self)
            .subscribe(onNext: { result in
                answer.mutate { $0 = result }
                answered.fulfill()
            })
        defer { subscription.dispose() }
        // Longer than the resource timeout, so a request that only a timeout ends is caught too.
        XCTAssertEqual(XCTWaiter().wait(for: [answered], timeout: 6), .completed)
        XCTAssertNotEqual(answer.value?.error, .timedOut, "answered by the challenge's 401, not by the deadline")
        XCTAssertEqual(answer.value?.error?.status, 401, "\(String(describing: answer.value))")
    }

    func testPausingAPOSTDoesNotSendItTwice() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder])
        let answer = Locked<NetworkResult<Echo>?>(nil)
        let answered = expectation(description: "answered")
        let subscription = network.request(AnswerRouter.delay(seconds: 3, method: .post), as: Echo.self, id: "post")
            .subscribe(onNext: { result in
                answer.mutate { $0 = result }
                answered.fulfill()
            })
        defer { subscription.dispose() }
        waitUntil { recorder.sent.count == 1 }
        XCTAssertEqual(network.pending.map(\.id), ["post"], "paused while the server holds it")
        network.pause("post")
        network.resume("post")
        wait(for: [answered], timeout: 30)
        XCTAssertNotNil(answer.value?.value, "\(String(describing: answer.value))")
        XCTAssertEqual(recorder.sent.count, 1, "a POST on the wire is left to finish, never sent again")
    }
}
