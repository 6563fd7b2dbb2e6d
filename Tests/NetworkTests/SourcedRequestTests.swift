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

/// `requestSourced`: the offline cache in front of the network, with a scripted transport.
final class SourcedRequestTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func network(_ transport: ScriptedTransport, plugins: [any NetworkPlugin] = [],
                         filter: (@Sendable (any Route, Data) -> Data)? = nil, decoder: (any BodyDecoder)? = nil) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        if let decoder { configuration.decoder = decoder }
        configuration.cacheableBodyFilter = filter
        configuration.plugins = plugins
        configuration.defaultHeaders = testHeaders
        configuration.scheduler = scheduler
        // These tests read the cached value right at subscribe; SourcedRequestSchedulingTests queue it.
        configuration.cacheScheduler = ImmediateScheduler.instance
        configuration.transport = transport
        configuration.cache = OfflineCache(directory: try makeTemporaryDirectory())
        let network = NetworkClient(configuration: configuration)
        network.sessionStore.save(sampleSession(), origin: testHost.origin)
        return network
    }

    private func sources(_ results: [SourcedResult<Named>]) -> [String] {
        results.map { result in
            let value = result.result.value?.name ?? "error"
            switch result.source {
            case .network: return "\(value) network"
            case .cache(_, let offline): return "\(value) cache\(offline ? " offline" : "")"
            }
        }
    }

    private let route = TestRoute(.get, "/auth/items", params: ["limit": 2], requiresAuth: true)

    func testCachedFirstThenTheNetworkOnlyWhenItChanged() throws {
        let bodies = Locked([#"{"name":"one"}"#, #"{"name":"one"}"#, #"{"name":"two"}"#])
        let transport = ScriptedTransport(.immediate) { request in
            reply(request, 200, bodies.mutate { $0.count > 1 ? $0.removeFirst() : $0[0] })
        }
        let network = try network(transport)
        XCTAssertEqual(route.cachePolicy, .cacheThenNetwork)
        let first = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        XCTAssertEqual(sources(first.elements), ["one network"])
        let second = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        XCTAssertEqual(sources(second.elements), ["one cache"], "the same body again shows nothing new")
        XCTAssertTrue(second.events.last?.value.isCompleted ?? false)
        let third = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        XCTAssertEqual(sources(third.elements), ["one cache", "two network"])
        XCTAssertEqual(transport.requests.count, 3)
    }

    func testABodyTheSameAsTheCachedOneIsNotDecodedAgain() throws {
        let bodies = Locked([#"{"name":"one"}"#, #"{"name":"one"}"#, #"{"name":"two"}"#, #"{"name":"two"}"#])
        let transport = ScriptedTransport(.immediate) { request in
            reply(request, 200, bodies.mutate { $0.count > 1 ? $0.removeFirst() : $0[0] })
        }
        let decoder = CountingDecoder()
        let network = try network(transport, decoder: decoder)
        XCTAssertEqual(sources(record(network.requestSourced(route, as: Named.self), on: scheduler).observer.elements), ["one network"])
        XCTAssertEqual(decoder.count, 1)
        XCTAssertEqual(sources(record(network.requestSourced(route, as: Named.self), on: scheduler).observer.elements), ["one cache"])
        XCTAssertEqual(decoder.count, 2, "the cached copy is decoded; the same bytes from the network are not")
        XCTAssertEqual(sources(record(network.requestSourced(route, as: Named.self), on: scheduler).observer.elements),
                       ["one cache", "two network"])
        XCTAssertEqual(decoder.count, 4, "a changed body is decoded")
        // Network else cache: the same bytes are the network's answer, and the cached value stands for it.
        struct SameItems: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/auth/items", ["limit": 2]) }
            var requiresAuth: Bool { true }
            var cachePolicy: CachePolicy { .networkElseCache }
        }
        XCTAssertEqual(sources(record(network.requestSourced(SameItems(), as: Named.self), on: scheduler).observer.elements),
                       ["two network"])
        XCTAssertEqual(decoder.count, 5)
    }

    func testTheCacheableBodyFilterRewritesWhatTheCacheKeepsButNotWrites() throws {
        let online = Locked(true)
        let transport = ScriptedTransport(.immediate) { request in
            guard online.value else { return .failure(URLError(.notConnectedToInternet)) }
            return reply(request, 200, #"{"name":"a secret"}"#)
        }
        let network = try network(transport, filter: { _, body in
            Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "secret", with: "gone").utf8)
        })
        XCTAssertEqual(sources(record(network.requestSourced(route, as: Named.self), on: scheduler).observer.elements),
                       ["a gone network"])
        online.mutate { $0 = false }
        let offline = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        scheduler.start() // the retries of the offline attempts
        XCTAssertEqual(sources(offline.elements), ["a gone cache", "a gone cache offline"], "the stored body is the filtered one")
        online.mutate { $0 = true }
        let write = record(network.request(TestRoute(.post, "/auth/items", requiresAuth: true), as: Named.self), on: scheduler)
        XCTAssertEqual(write.observer.elements.first?.value?.name, "a secret", "a route the cache never keeps is left alone")
    }

    func testAFailingNetworkFallsBackToTheCachedValueMarkedOffline() throws {
        let online = Locked(true)
        let transport = ScriptedTransport(.immediate) { request in
            online.value ? reply(request, 200, #"{"name":"kept"}"#) : .failure(URLError(.notConnectedToInternet))
        }
        let network = try network(transport)
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        online.mutate { $0 = false }
        let offline = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        scheduler.start() // the retries of the offline attempts
        XCTAssertEqual(sources(offline.elements), ["kept cache", "kept cache offline"])
        XCTAssertTrue(offline.elements.last?.source.isOffline ?? false)
    }

    func testNothingCachedAndOfflineIsTheError() throws {
        let transport = ScriptedTransport(.immediate) { _ in .failure(URLError(.notConnectedToInternet)) }
        let network = try network(transport)
        let observer = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        scheduler.start()
        guard case .error(.offline)? = observer.elements.first?.result else { return XCTFail("\(observer.elements)") }
        XCTAssertEqual(observer.elements.count, 1)
    }

    func testAnETagIsRevalidatedWithIfNoneMatchAnd304() throws {
        let transport = ScriptedTransport(.immediate) { request in
            if request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"" { return reply(request, 304, "") }
            return reply(request, 200, #"{"name":"tagged"}"#, headers: ["ETag": "\"v1\""])
        }
        let network = try network(transport)
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        let second = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        XCTAssertEqual(transport.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"")
        XCTAssertEqual(sources(second.elements), ["tagged cache"])
        let fresh = record(network.requestSourced(TestRoute(.get, "/auth/other", requiresAuth: true), as: Named.self),
                           on: scheduler).observer
        XCTAssertNil(transport.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "no tag for an uncached URL")
        XCTAssertEqual(sources(fresh.elements), ["tagged network"])
    }

    func testNetworkOnlyRoutesAndWritesBypassTheCache() throws {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"direct"}"#) }
        let network = try network(transport)
        for _ in 0..<2 {
            let me = record(network.requestSourced(AuthRouter.me, as: Named.self), on: scheduler).observer
            XCTAssertEqual(sources(me.elements), ["direct network"])
        }
        XCTAssertEqual(network.cache?.statistics().entries, 0)
    }

    func testSignOutForgetsTheUsersCachedRows() throws {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"mine"}"#) }
        let network = try network(transport)
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        XCTAssertEqual(network.cache?.statistics().entries, 1)
        network.signOut()
        XCTAssertEqual(network.cache?.statistics().entries, 0)
    }

    func testRowsAreStoredWithTheCallersGroupAndRemovedByIt() throws {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"row"}"#) }
        let network = try network(transport)
        let users = TestRoute(.get, "/auth/people", requiresAuth: true)
        let other = TestRoute(.get, "/auth/other", requiresAuth: true)
        _ = record(network.requestSourced(route, as: Named.self, cacheGroup: "products"), on: scheduler)
        _ = record(network.requestSourced(users, as: Named.self, cacheGroup: "users"), on: scheduler)
        _ = record(network.requestSourced(other, as: Named.self), on: scheduler)
        let cache = try XCTUnwrap(network.cache)
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["products": 1, "users": 1, "": 1])

        network.removeCached(group: "products")
        XCTAssertEqual(cache.statistics().groups.mapValues(\.entries), ["users": 1, "": 1])
        let again = record(network.requestSourced(route, as: Named.self, cacheGroup: "products"), on: scheduler).observer
        XCTAssertEqual(sources(again.elements), ["row network"], "nothing cached for the removed group")
        let kept = record(network.requestSourced(users, as: Named.self, cacheGroup: "users"), on: scheduler).observer
        XCTAssertEqual(sources(kept.elements), ["row cache"])
    }

    func testNetworkElseCacheShowsTheCacheOnlyWhenTheNetworkFails() throws {
        struct Fresh: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/auth/fresh", nil) }
            var requiresAuth: Bool { true }
            var cachePolicy: CachePolicy { .networkElseCache }
            var retryPolicy: RetryPolicy { .none }
        }
        let online = Locked(true)
        let transport = ScriptedTransport(.immediate) { request in
            online.value ? reply(request, 200, #"{"name":"fresh"}"#) : reply(request, 503, "")
        }
        let network = try network(transport)
        XCTAssertEqual(sources(record(network.requestSourced(Fresh(), as: Named.self), on: scheduler).observer.elements),
                       ["fresh network"])
        XCTAssertEqual(sources(record(network.requestSourced(Fresh(), as: Named.self), on: scheduler).observer.elements),
                       ["fresh network"], "no cached value first")
        online.mutate { $0 = false }
        XCTAssertEqual(sources(record(network.requestSourced(Fresh(), as: Named.self), on: scheduler).observer.elements),
                       ["fresh cache offline"])
    }

    func testTakingOnlyTheCachedValueLeavesNothingRunning() throws {
        let transport = ScriptedTransport(.virtual(scheduler, latency: 1)) { reply($0, 200, #"{"name":"v"}"#) }
        let network = try network(transport)
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        scheduler.start()
        let first = record(network.requestSourced(route, as: Named.self).take(1), on: scheduler).observer
        XCTAssertEqual(sources(first.elements), ["v cache"])
        XCTAssertTrue(first.events.last?.value.isCompleted ?? false)
        XCTAssertTrue(network.pending.isEmpty, "the network half was discarded")
        scheduler.start()
        XCTAssertEqual(network.activity.current, 0)
        XCTAssertEqual(first.events.count, 2)
    }

    func testPluginsPrepareEachAttemptOnceWithTheCacheOn() throws {
        let plugin = RecordingPlugin()
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"a"}"#) }
        let network = try network(transport, plugins: [plugin])
        _ = record(network.requestSourced(route, as: Named.self), on: scheduler)
        XCTAssertEqual(plugin.events.filter { $0.hasPrefix("prepare") }.count, 1, "the cache's key and the send share one request")
        XCTAssertEqual(transport.requests.count, 1)
    }
}

/// The client's decoder, counting the bodies it decodes.
private final class CountingDecoder: BodyDecoder {
    private let decoded = Locked(0)
    private let decoder = JSONTapeDecoder()

    var count: Int { decoded.value }

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        decoded.mutate { $0 += 1 }
        return try decoder.decode(T.self, from: data)
    }
}
