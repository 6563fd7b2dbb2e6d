@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The offline cache in front of a real staging server over real sockets:
/// cache then network, 304 revalidation, offline, users, size, damage, sharing.
final class CacheAgainstStagingServerTests: XCTestCase {
    private typealias Products = Page<Product>
    private let clock = StagingClock()
    private let firstPage = ProductRouter.list(Paging(limit: 10, skip: 0))

    private func makeCache(_ directory: URL, maximumBytes: Int64 = OfflineCache.defaultMaximumBytes,
                           log: Locked<[String]>? = nil) -> OfflineCache {
        let clock = self.clock
        return OfflineCache(directory: directory, maximumBytes: maximumBytes,
                            log: { line in log?.mutate { $0.append(line) } }, clock: { clock.now })
    }

    private func makeNetwork(_ baseURL: URL, cache: OfflineCache?) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: baseURL))
        configuration.defaultHeaders = testHeaders
        configuration.cache = cache
        configuration.transportKind = transportKindUnderTest
        return NetworkClient(configuration: configuration)
    }

    private func baseURL(_ server: HTTPServer) -> URL { URL(string: "http://127.0.0.1:\(server.port)")! }

    private func titles(_ result: SourcedResult<Products>) -> [String] { result.result.value?.items.map(\.title) ?? [] }

    private func describe(_ results: [SourcedResult<Products>]) -> [String] {
        results.map { result in
            switch (result.result, result.source) {
            case (.error(let error), _): return "error \(error)"
            case (.value, .network): return "network"
            case (.value, .cache(_, let offline)): return offline ? "cache offline" : "cache"
            }
        }
    }

    // MARK: Cache then network

    func testCacheThenNetworkEmitsTwiceWhenTheDataChangedAndOnceWhenItDidNot() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        let network = try makeNetwork(baseURL(server), cache: makeCache(try makeTemporaryDirectory()))
        _ = try XCTUnwrap(signIn(network))

        let first = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(first), ["network"])

        let same = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(same), ["cache"], "unchanged data shows nothing more")
        XCTAssertEqual(titles(same[0]), titles(first[0]))

        staging.changeData()
        let changed = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(changed), ["cache", "network"])
        XCTAssertEqual(titles(changed[0]), titles(first[0]), "the old data first")
        XCTAssertNotEqual(titles(changed[1]), titles(first[0]), "then the new")

        let afterwards = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(afterwards), ["cache"])
        XCTAssertEqual(titles(afterwards[0]), titles(changed[1]), "the new data was stored")
    }

    func testARevalidationSendsIfNoneMatchGets304AndRefreshesStoredAt() throws {
        let staging = SwitchableStaging()
        let log = StagingLog()
        let server = try startSwitchableStaging(staging, log: log)
        let cache = makeCache(try makeTemporaryDirectory())
        let network = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(network))
        let storedFirst = clock.now

        XCTAssertEqual(describe(collect(network.requestSourced(firstPage, as: Products.self))), ["network"])
        clock.advance(by: 300)
        let again = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(again), ["cache"])
        XCTAssertEqual(again.first?.source, .cache(storedAt: storedFirst, offline: false), "shown with its first age")

        let exchanges = staging.exchanges("/auth/products")
        XCTAssertEqual(exchanges.count, 2)
        XCTAssertNil(exchanges.first?.ifNoneMatch, "nothing cached the first time")
        XCTAssertEqual(exchanges.first?.status, 200)
        XCTAssertNotNil(exchanges.first?.etag)
        XCTAssertEqual(exchanges.last?.ifNoneMatch, exchanges.first?.etag, "the cached ETag went back")
        XCTAssertEqual(exchanges.last?.status, 304)
        waitUntil { log.statuses("/auth/products") == [200, 304] }

        let request = try network.prepareRequest(for: firstPage)
        let entry = try XCTUnwrap(cache.lookup(CacheKey(request: request, user: network.cacheUser)))
        XCTAssertEqual(entry.storedAt, clock.now, "the 304 refreshed stored-at")
        XCTAssertEqual(entry.etag, exchanges.first?.etag)
    }

    // MARK: Offline

    func testAStoppedServerShowsTheCachedDataMarkedOffline() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        let network = try makeNetwork(baseURL(server), cache: makeCache(try makeTemporaryDirectory()))
        _ = try XCTUnwrap(signIn(network))
        let online = collect(network.requestSourced(firstPage, as: Products.self))
        XCTAssertEqual(describe(online), ["network"])
        clock.advance(by: 600)

        server.stop()
        let route = Tweaked(base: firstPage, retry: RetryPolicy.none)
        let offline = collect(network.requestSourced(route, as: Products.self))
        XCTAssertEqual(describe(offline), ["cache", "cache offline"])
        XCTAssertEqual(titles(offline[1]), titles(online[0]))
        guard case .cache(let storedAt, true) = offline[1].source else { return XCTFail("\(offline[1].source)") }
        XCTAssertEqual(clock.now.timeIntervalSince(storedAt), 600, accuracy: 0.001, "the consumer can tell its age")

        let uncached = collect(network.requestSourced(
            Tweaked(base: ProductRouter.list(Paging(limit: 10, skip: 10)), retry: RetryPolicy.none), as: Products.self))
        guard case .error(.offline)? = uncached.first?.result, uncached.count == 1 else {
            return XCTFail("nothing cached: the error, got \(describe(uncached))")
        }
    }

    // MARK: Users

    func testOneUsersCacheIsNeverShownToAnotherAndLogoutRemovesItsRows() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        let cache = makeCache(try makeTemporaryDirectory())
        let emily = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(emily))
        let second = try XCTUnwrap(firstResult(emily, UserRouter.detail(id: 2), as: User.self)?.value)
        XCTAssertNotEqual(second.username, "emilys")

        XCTAssertEqual(describe(collect(emily.requestSourced(firstPage, as: Products.self))), ["network"])
        XCTAssertEqual(cache.statistics().entries, 1)

        let other = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(other, username: second.username, password: "\(second.username)pass"))
        XCTAssertEqual(describe(collect(other.requestSourced(firstPage, as: Products.self))), ["network"],
                       "emilys' copy of the same URL is not shown to \(second.username)")
        XCTAssertEqual(cache.statistics().entries, 2, "one row per user")
        XCTAssertEqual(describe(collect(other.requestSourced(firstPage, as: Products.self))), ["cache"])

        emily.signOut()
        XCTAssertEqual(cache.statistics().entries, 1, "emilys' rows went at logout")
        XCTAssertEqual(describe(collect(other.requestSourced(firstPage, as: Products.self))), ["cache"],
                       "the other user's rows stay")
        _ = try XCTUnwrap(signIn(emily))
        XCTAssertEqual(describe(collect(emily.requestSourced(firstPage, as: Products.self))), ["network"])
    }

    // MARK: Size

    func testTheLeastRecentlyUsedPageIsEvictedAtTheSizeLimit() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        let pages = (0..<3).map { ProductRouter.list(Paging(limit: 10, skip: $0 * 10)) }

        // The pages' sizes, measured in an unbounded cache.
        let measuring = makeCache(try makeTemporaryDirectory())
        let measurer = try makeNetwork(baseURL(server), cache: measuring)
        _ = try XCTUnwrap(signIn(measurer))
        var sizes: [Int64] = []
        for page in pages {
            let before = measuring.statistics().bytes
            _ = collect(measurer.requestSourced(page, as: Products.self))
            sizes.append(measuring.statistics().bytes - before)
        }
        XCTAssertTrue(sizes.allSatisfy { $0 > 0 }, "\(sizes)")

        // Room for the last two pages and not the first as well.
        let limit = sizes[1] + sizes[2] + sizes[0] / 2
        let cache = makeCache(try makeTemporaryDirectory(), maximumBytes: limit)
        let network = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(network))
        for page in pages {
            XCTAssertEqual(describe(collect(network.requestSourced(page, as: Products.self))), ["network"])
            clock.advance(by: 1)
        }
        let statistics = cache.statistics()
        XCTAssertEqual(statistics.entries, 2)
        XCTAssertLessThanOrEqual(statistics.bytes, limit)
        XCTAssertEqual(describe(collect(network.requestSourced(pages[2], as: Products.self))), ["cache"])
        XCTAssertEqual(describe(collect(network.requestSourced(pages[1], as: Products.self))), ["cache"])
        XCTAssertEqual(describe(collect(network.requestSourced(pages[0], as: Products.self))), ["network"],
                       "the least recently used page was evicted")
    }

    // MARK: Damage and unusable places

    func testACorruptedFileIsMovedAsideAndRecreatedWithOneLogLine() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent(OfflineCache.fileName)
        do {
            let cache = makeCache(directory)
            let network = try makeNetwork(baseURL(server), cache: cache)
            _ = try XCTUnwrap(signIn(network))
            _ = collect(network.requestSourced(firstPage, as: Products.self))
            XCTAssertEqual(cache.statistics().entries, 1)
            // Closed here, as a process closes it before exit. Waiting for the last reference
            // instead raced: it may go on another thread, and SQLite removes the WAL before it
            // closes and unlocks the file, so "no WAL" did not yet mean "closed".
            cache.close()
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + "-wal"), "closed, as when its process ends")
        let garbage = Data((0..<16384).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: file)

        let log = Locked<[String]>([])
        let cache = makeCache(directory, log: log)
        XCTAssertTrue(cache.isAvailable)
        XCTAssertTrue(cache.waitForSalvage())
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        XCTAssertTrue(log.value.first?.contains("damaged") ?? false, "\(log.value)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix(OfflineCache.fileName + ".corrupt-") }, "\(names)")
        XCTAssertEqual(cache.statistics().entries, 0, "a new, empty cache")

        let network = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(network))
        XCTAssertEqual(describe(collect(network.requestSourced(firstPage, as: Products.self))), ["network"])
        XCTAssertEqual(describe(collect(network.requestSourced(firstPage, as: Products.self))), ["cache"])
        XCTAssertEqual(log.value.count, 1, "one line, not one per request")
    }

    func testAReadOnlyDirectoryMakesRequestsWorkUncached() throws {
        let staging = SwitchableStaging()
        let server = try startSwitchableStaging(staging)
        var directory = try makeTemporaryDirectory().appendingPathComponent("readonly")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
        addTeardownBlock { [directory] in
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        }
        if access(directory.path, W_OK) == 0 {
            // Root writes through permission bits; /proc is read-only even for root.
            directory = URL(fileURLWithPath: "/proc/self/courier-cache")
        }
        let log = Locked<[String]>([])
        let cache = makeCache(directory, log: log)
        XCTAssertFalse(cache.isAvailable)
        XCTAssertEqual(log.value.count, 1, "\(log.value)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))

        let network = try makeNetwork(baseURL(server), cache: cache)
        _ = try XCTUnwrap(signIn(network))
        for _ in 0..<2 {
            let results = collect(network.requestSourced(firstPage, as: Products.self))
            XCTAssertEqual(describe(results), ["network"], "uncached, never failed")
            XCTAssertEqual(results.first?.result.value?.items.count, 10)
        }
        XCTAssertEqual(staging.exchanges("/auth/products").compactMap(\.ifNoneMatch), [], "nothing to revalidate")
    }

    // MARK: Sharing

    /// Many openers of one new file at once, as several courier processes started
    /// together: SQLite answers some of them "locked" without waiting, and none may
    /// end up with the cache turned off.
    func testManyOpenersOfANewFileAllGetTheCache() throws {
        let root = try makeTemporaryDirectory()
        let log = Locked<[String]>([])
        let available = Counter()
        let rounds = 20, openers = 8
        for round in 0..<rounds {
            let directory = root.appendingPathComponent("\(round)")
            DispatchQueue.concurrentPerform(iterations: openers) { _ in
                let cache = OfflineCache(directory: directory, log: { line in log.mutate { $0.append(line) } })
                if cache.isAvailable { available.add() }
            }
        }
        XCTAssertTrue(log.value.isEmpty, "\(log.value.count) openers failed, the first: \(log.value.first ?? "")")
        XCTAssertEqual(available.value, rounds * openers)
    }

    func testTwoCachesOnOneFileStoreFromManyThreadsAtOnce() throws {
        let directory = try makeTemporaryDirectory()
        let log = Locked<[String]>([])
        let caches = [makeCache(directory, log: log), makeCache(directory, log: log)]
        let writes = 40
        DispatchQueue.concurrentPerform(iterations: writes) { index in
            let cache = caches[index % 2]
            let key = CacheKey(origin: "http://127.0.0.1:9", user: "user-\(index % 3)", method: "GET",
                               url: "http://127.0.0.1:9/auth/products?skip=\(index)")
            let body = Data(#"{"index":\#(index)}"#.utf8)
            XCTAssertTrue(cache.store(CachedResponse(status: 200, headers: [:], body: body, etag: nil, lastModified: nil,
                                                     storedAt: Date()), for: key))
            XCTAssertEqual(caches[(index + 1) % 2].lookup(key)?.body, body, "the other instance reads it")
        }
        XCTAssertTrue(log.value.isEmpty, "no busy or transaction errors: \(log.value.first ?? "")")
        XCTAssertEqual(caches[0].statistics().entries, writes)
        XCTAssertEqual(caches[1].statistics().entries, writes)
    }
}
