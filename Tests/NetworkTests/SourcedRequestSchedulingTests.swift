@testable import DummyJSON
import Foundation
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `requestSourced` reads the cache on the cache scheduler, never on the subscriber's
/// thread, and a subscription disposed before then costs nothing.
final class SourcedRequestSchedulingTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)
    private let route = TestRoute(.get, "/auth/items", requiresAuth: true)
    /// Each lookup reads the cache's clock first, to mark the row used: a read is a lookup begun.
    private let clockReads = Locked<[ObjectIdentifier]>([])

    private func network(
        _ transport: ScriptedTransport, cacheScheduler: (any ImmediateSchedulerType)?,
        onClockRead: @escaping @Sendable () -> Void = {}
    ) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.defaultHeaders = testHeaders
        configuration.scheduler = scheduler
        if let cacheScheduler { configuration.cacheScheduler = cacheScheduler }
        configuration.transport = transport
        let reads = clockReads
        configuration.cache = OfflineCache(directory: try makeTemporaryDirectory(), clock: {
            reads.mutate { $0.append(ObjectIdentifier(Thread.current)) }
            onClockRead()
            return Date()
        })
        let network = NetworkClient(configuration: configuration)
        network.sessionStore.save(sampleSession(), origin: testHost.origin)
        return network
    }

    /// Puts `body` in the cache for the route, as an earlier request would have.
    private func prime(_ network: NetworkClient, with body: String) throws {
        let cache = try XCTUnwrap(network.cache)
        let key = CacheKey(request: try network.prepareRequest(for: route), user: network.cacheUser)
        XCTAssertTrue(cache.store(CachedResponse(status: 200, headers: ["Content-Type": "application/json"],
                                                 body: Data(body.utf8), etag: nil, lastModified: nil, storedAt: cache.now),
                                  for: key))
    }

    private func names(_ results: [SourcedResult<Named>]) -> [String] {
        results.map { result in
            "\(result.result.value?.name ?? "error") \(result.source == .network ? "network" : "cache")"
        }
    }

    func testNothingIsLookedUpEmittedOrSentUntilTheCacheSchedulerRuns() throws {
        let cacheQueue = QueueingScheduler()
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"fresh"}"#) }
        let network = try network(transport, cacheScheduler: cacheQueue)
        try prime(network, with: #"{"name":"kept"}"#)
        let readsBefore = clockReads.value.count

        let observer = record(network.requestSourced(route, as: Named.self), on: scheduler).observer
        XCTAssertEqual(clockReads.value.count, readsBefore, "no lookup at subscribe")
        XCTAssertTrue(observer.events.isEmpty)
        XCTAssertTrue(transport.requests.isEmpty)
        XCTAssertEqual(cacheQueue.queued, 1)

        cacheQueue.runAll()
        XCTAssertGreaterThan(clockReads.value.count, readsBefore)
        XCTAssertEqual(names(observer.elements), ["kept cache", "fresh network"])
        XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
        XCTAssertEqual(transport.requests.count, 1)
    }

    /// The queue here runs disposed actions too, so the stream's own check is what stops it.
    func testDisposingBeforeTheLookupRunsLooksUpAndSendsNothing() throws {
        let cacheQueue = QueueingScheduler()
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"fresh"}"#) }
        let network = try network(transport, cacheScheduler: cacheQueue)
        try prime(network, with: #"{"name":"kept"}"#)
        let readsBefore = clockReads.value.count

        let (observer, subscription) = record(network.requestSourced(route, as: Named.self), on: scheduler)
        subscription.dispose()
        cacheQueue.runAll()
        XCTAssertEqual(clockReads.value.count, readsBefore, "no lookup")
        XCTAssertTrue(transport.requests.isEmpty, "no request")
        XCTAssertTrue(observer.events.isEmpty, "nothing emitted")
        XCTAssertTrue(network.pending.isEmpty)
    }

    /// A lookup can wait seconds on a busy file; a dispose meanwhile still stops the request.
    func testDisposingDuringTheLookupEmitsAndSendsNothing() throws {
        let cacheQueue = QueueingScheduler()
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"fresh"}"#) }
        let subscription = Locked<Disposable?>(nil)
        let network = try network(transport, cacheScheduler: cacheQueue, onClockRead: {
            subscription.value?.dispose()
        })
        try prime(network, with: #"{"name":"kept"}"#)

        let recorded = record(network.requestSourced(route, as: Named.self), on: scheduler)
        subscription.mutate { $0 = recorded.subscription }
        cacheQueue.runAll()
        XCTAssertTrue(transport.requests.isEmpty, "no request")
        XCTAssertTrue(recorded.observer.events.isEmpty, "nothing emitted")
    }

    func testSigningOutInTheBackgroundForgetsTheSessionAtOnceAndTheRowsOnTheCacheScheduler() throws {
        let cacheQueue = QueueingScheduler()
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"fresh"}"#) }
        let network = try network(transport, cacheScheduler: cacheQueue)
        try prime(network, with: #"{"name":"kept"}"#)
        let cache = try XCTUnwrap(network.cache)
        network.signOut(inBackground: true)
        XCTAssertNil(network.sessionStore.current, "signed out at once")
        XCTAssertEqual(cache.statistics().entries, 1, "the rows wait for the cache scheduler")
        network.sessionStore.save(sampleSession(), origin: testHost.origin)   // someone signs in again meanwhile
        cacheQueue.runAll()
        XCTAssertEqual(cache.statistics().entries, 0, "the signed-out user's rows are gone")
        XCTAssertNotNil(network.sessionStore.current, "and the new session stays")
    }

    func testTheDefaultCacheSchedulerLooksUpOffTheSubscribingThread() throws {
        XCTAssertTrue(NetworkConfiguration.dummyJSON(host: testHost).cacheScheduler is SerialDispatchQueueScheduler)
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"fresh"}"#) }
        let network = try network(transport, cacheScheduler: nil)
        try prime(network, with: #"{"name":"kept"}"#)
        let readsBefore = clockReads.value.count
        let subscriber = ObjectIdentifier(Thread.current)

        let results = Locked<[SourcedResult<Named>]>([])
        let done = expectation(description: "completed")
        let subscription = network.requestSourced(route, as: Named.self).subscribe(
            onNext: { value in results.mutate { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 30)
        subscription.dispose()

        let reads = clockReads.value.dropFirst(readsBefore)
        XCTAssertFalse(reads.isEmpty, "the lookup ran")
        XCTAssertFalse(reads.contains(subscriber), "every cache read ran off the subscribing thread")
        XCTAssertEqual(names(results.value), ["kept cache", "fresh network"])
    }
}

/// Queues work until the test runs it, and never cancels it: disposing what
/// `schedule` returns does nothing, as with a scheduler that cannot take work back.
private final class QueueingScheduler: ImmediateSchedulerType {
    private let actions = Locked<[@Sendable () -> Void]>([])

    var queued: Int { actions.value.count }

    func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        actions.mutate { $0.append(action) }
        return Disposables.create()
    }

    func runAll() {
        while let next = actions.mutate({ $0.isEmpty ? nil : $0.removeFirst() }) { next() }
    }
}
