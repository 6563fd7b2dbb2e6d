import Foundation
import Models
import Network
import XCTest

/// The offline cache revalidating with httpbin: a conditional request, a 304,
/// and the stored value shown without a new body.
final class CacheRevalidationTests: HTTPBinTestCase {
    private func describe(_ answers: [SourcedResult<Echo>]) -> [String] {
        answers.map { answer in
            switch (answer.result, answer.source) {
            case (.error(let error), _): "error \(error)"
            case (.value, .network): "network"
            case (.value, .cache(_, let offline)): offline ? "cache offline" : "cache"
            }
        }
    }

    func testAnETagIsSentBackAndA304ShowsTheCachedValueOnce() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder], cache: OfflineCache(directory: try makeTemporaryDirectory()))
        let route = AnswerRouter.etag("courier-v1")

        let first = all(network.requestSourced(route, as: Echo.self))
        XCTAssertEqual(describe(first), ["network"])
        XCTAssertNil(recorder.sent.first?.request.value(forHTTPHeaderField: "If-None-Match"))

        let second = all(network.requestSourced(route, as: Echo.self))
        XCTAssertEqual(describe(second), ["cache"], "unchanged: nothing after the cached value")
        XCTAssertEqual(second.first?.result.value?.url, first.first?.result.value?.url)
        XCTAssertEqual(recorder.sent.last?.request.value(forHTTPHeaderField: "If-None-Match"), "courier-v1")
        XCTAssertEqual(try recorder.outcomes.last?.result.get().status, 304)
    }

    func testNetworkElseCacheAnswersA304WithTheStoredValue() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder], cache: OfflineCache(directory: try makeTemporaryDirectory()))
        let route = AnswerRouter.cache.caching(.networkElseCache)

        let first = all(network.requestSourced(route, as: Echo.self))
        XCTAssertEqual(describe(first), ["network"])
        let etag = try XCTUnwrap(try recorder.outcomes.first?.result.get().header("ETag"))
        let lastModified = try XCTUnwrap(try recorder.outcomes.first?.result.get().header("Last-Modified"))

        let second = all(network.requestSourced(route, as: Echo.self))
        XCTAssertEqual(describe(second), ["network"], "revalidated by the network, so from it")
        XCTAssertEqual(second.first?.result.value?.url, first.first?.result.value?.url)
        let conditional = try XCTUnwrap(recorder.sent.last?.request)
        XCTAssertEqual(conditional.value(forHTTPHeaderField: "If-None-Match"), etag)
        XCTAssertEqual(conditional.value(forHTTPHeaderField: "If-Modified-Since"), lastModified)
        XCTAssertEqual(try recorder.outcomes.last?.result.get().status, 304)
    }

}
