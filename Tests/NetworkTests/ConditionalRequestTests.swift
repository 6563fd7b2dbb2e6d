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

/// A 304 is the cache's word only when the cache asked: a route that sends
/// its own `If-None-Match` gets the 304 as what it is.
final class ConditionalRequestTests: XCTestCase {
    private struct Optionals: Decodable, Sendable, Equatable {
        var id: Int?
        var name: String?
    }

    /// GET /things/1 with the caller's own validator.
    private struct OwnETag: Route {
        var validation: Validation = .successCodes
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/things/1", nil) }
        var headers: [String: String] { ["If-None-Match": "\"v1\""] }
        var retryPolicy: RetryPolicy { .none }
    }

    /// Answers 304 to `If-None-Match: "v1"`, else 200 with a body and that ETag.
    private func makeClient(scheduler: TestScheduler, cache: OfflineCache? = nil) -> (NetworkClient, ScriptedTransport) {
        let transport = ScriptedTransport(.immediate) { request in
            if request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"" { return ScriptedTransport.reply(request, 304, "") }
            return ScriptedTransport.reply(request, 200, #"{"id": 1, "name": "one"}"#, headers: ["ETag": "\"v1\""])
        }
        var configuration = NetworkConfiguration(host: testHost)
        configuration.transport = transport
        configuration.scheduler = scheduler
        configuration.cacheScheduler = scheduler
        configuration.cache = cache
        return (NetworkClient(configuration: configuration), transport)
    }

    private func only<T: Sendable>(_ stream: Observable<T>, _ scheduler: TestScheduler) -> T? {
        let recorder = stream.record()
        scheduler.start()
        XCTAssertTrue(recorder.isCompleted, "the request ended")
        XCTAssertEqual(recorder.elements.count, 1)
        return recorder.elements.first
    }

    func testA304ToTheCallersOwnIfNoneMatchIsAnErrorNotAnEmptyValue() {
        let scheduler = TestScheduler()
        let (client, transport) = makeClient(scheduler: scheduler)
        let answer = only(client.request(OwnETag(), as: Optionals.self), scheduler)
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"")
        XCTAssertEqual(answer?.error, .http(status: 304, message: nil), "not Optionals(id: nil, name: nil)")
    }

    func testARouteThatAcceptsA304GetsTheStatusRaw() {
        let scheduler = TestScheduler()
        let (client, _) = makeClient(scheduler: scheduler)
        let raw = only(client.requestRaw(OwnETag(validation: .alsoAccepting([304]))), scheduler)
        XCTAssertEqual(raw?.value?.status, 304)
        let decoded = only(client.request(OwnETag(validation: .alsoAccepting([304])), as: Optionals.self), scheduler)
        XCTAssertEqual(decoded?.error, .http(status: 304, message: nil), "a 304 has no body to decode a value from")
        XCTAssertEqual(only(client.request(OwnETag(validation: .alsoAccepting([304])), as: EmptyResponse.self), scheduler)?.value,
                       EmptyResponse(), "a caller that wants no body has its answer")
    }

    func testTheCachesOwnRevalidationStillTurnsA304IntoTheStoredValue() throws {
        struct Plain: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/things/1", nil) }
            var cachePolicy: CachePolicy { .networkElseCache }
        }
        let scheduler = TestScheduler()
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        let (client, transport) = makeClient(scheduler: scheduler, cache: cache)
        let first = only(client.requestSourced(Plain(), as: Optionals.self), scheduler)
        XCTAssertEqual(first?.result.value, Optionals(id: 1, name: "one"))
        let second = only(client.requestSourced(Plain(), as: Optionals.self), scheduler)
        XCTAssertEqual(transport.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"", "the cache revalidated")
        XCTAssertEqual(second?.result.value, Optionals(id: 1, name: "one"), "its 304 is the stored value")
    }
}
