import Dispatch
import DummyJSON
import Foundation
import Models
import Network
import Reactive
import StagingServer
import Synchronization

/// The offline cache (issue 7): (a) reading and writing a cached 30-item
/// product page in SQLite, p50 and p99 per call, storing in a file of 100 pages
/// and of 10,000 (a store must not slow down as the cache fills); (b) time to first content,
/// subscription to first value, against a staging server answering after a
/// fixed latency: with a warm cache against without one. Median of runs.
enum CacheBench {
    static let operations = 2_000
    static let pageSize = 30
    /// Keys the lookup and store cases cycle through, so a store replaces rows as the app does.
    static let storeKeys = 100
    /// Rows in the file while stores are timed: a fresh cache and a full one.
    static let fills = [100, 10_000]
    static let readTargetMilliseconds = 0.3
    static let serverLatencyMilliseconds = 150
    static let firstContentRuns = 15

    static func run() {
        do {
            try readAndWrite()
            try timeToFirstContent()
        } catch {
            print("  cache suite stopped: \(error)")
        }
    }

    // MARK: (a) lookup and store

    static func readAndWrite() throws {
        let body = try productPageBody()
        let response = CachedResponse(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"],
                                      body: body, etag: "\"bench\"", lastModified: nil, storedAt: Date())
        print("  a \(pageSize)-product page: \(body.count) B; \(operations) calls each")
        for fill in fills {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            // Room for every row, so what is timed is the store and not eviction.
            let cache = OfflineCache(directory: directory, maximumBytes: Int64(fill + 1) * Int64(body.count) * 2)
            guard cache.isAvailable else { throw BenchError.failed("the cache at \(directory.path) cannot be used") }
            let keys = (0..<fill).map(key)
            for key in keys { cache.store(response, for: key) }
            if fill == storeKeys {
                let lookups = samples { index in blackHole(cache.lookup(keys[index % storeKeys])) }
                report("(a) lookup", lookups, target: true)
                let decoder = JSONTapeDecoder() // as NetworkClient decodes
                let decoded = samples { index in
                    guard let entry = cache.lookup(keys[index % storeKeys]) else { return }
                    blackHole(try? decoder.decode(Page<Product>.self, from: entry.body))
                }
                report("(a) lookup + decode Page<Product>", decoded, target: false)
            }
            let stores = samples { index in blackHole(cache.store(response, for: keys[index % storeKeys])) }
            report("(a) store, \(fill) pages in the file", stores, target: false)
            cache.close()
            reportOpening(directory: directory, path: cache.path, pages: fill)
            if fill == fills.last { try reportDamagedOpening(directory: directory, path: cache.path, pages: fill) }
        }
    }

    static let damagedOpeningRuns = 3

    /// An open that finds the file damaged (a page in its middle overwritten, a WAL
    /// left behind so the open owes a check): the time until the cache can be used,
    /// then until the check and the copy of its rows into the new file have ended,
    /// in the background.
    static func reportDamagedOpening(directory: URL, path: String, pages: Int) throws {
        let whole = directory.appendingPathComponent("whole.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: whole)
        var opens: [Double] = []
        var copies: [Double] = []
        for _ in 0..<damagedOpeningRuns {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name != "whole.sqlite" {
                try FileManager.default.removeItem(atPath: directory.appendingPathComponent(name).path)
            }
            try FileManager.default.copyItem(atPath: whole, toPath: path)
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            let size = try handle.seekToEnd()
            try handle.seek(toOffset: size / 2 / 4096 * 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
            try handle.close()
            _ = FileManager.default.createFile(atPath: path + "-wal", contents: Data())
            let start = DispatchTime.now().uptimeNanoseconds
            let cache = OfflineCache(directory: directory, maximumBytes: .max)
            let opened = DispatchTime.now().uptimeNanoseconds
            blackHole(cache.isAvailable)
            guard cache.waitForSalvage(timeout: 600) else { throw BenchError.failed("the salvage did not finish") }
            let copied = DispatchTime.now().uptimeNanoseconds
            opens.append(Double(opened - start))
            copies.append(Double(copied - opened))
            if copies.count == 1 { print("  kept \(cache.statistics().entries) of \(pages) rows of a damaged file") }
            cache.close()
        }
        let megabytes = Double((try? FileManager.default.attributesOfItem(atPath: whole)[.size] as? Int) ?? 0) / 1e6
        print(String(format: "  a %.1f MB file with one page overwritten, opened after a crash", megabytes))
        Measure.report("(a) damaged open, \(pages) pages: usable p50", Measure.percentile(opens, 0.5) / 1e6, unit: "ms")
        Measure.report("    then check and copy in the background, p50", Measure.percentile(copies, 0.5) / 1e6, unit: "ms")
    }

    static let openingRuns = 15

    /// Every CLI call opens the file: after a clean close, and after a crash
    /// (the WAL left behind), when the whole file is checked, in the background:
    /// the time until the cache can be used, then until the check has ended.
    static func reportOpening(directory: URL, path: String, pages: Int) {
        let megabytes = Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1e6
        for crashed in [false, true] {
            var checks: [Double] = []
            var processor: [Double] = []
            let times = (0..<openingRuns).map { _ in
                if crashed { _ = FileManager.default.createFile(atPath: path + "-wal", contents: Data()) }
                let start = DispatchTime.now().uptimeNanoseconds
                let cpu = DecodingBench.threadCPU()
                let cache = OfflineCache(directory: directory)
                processor.append(Double(DecodingBench.threadCPU() - cpu))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
                blackHole(cache.isAvailable)
                if crashed {
                    _ = cache.waitForSalvage(timeout: 600)
                    checks.append(Double(DispatchTime.now().uptimeNanoseconds - start) - elapsed)
                }
                cache.close()
                return elapsed
            }
            let label = String(format: "(a) open, %d pages (%.1f MB)%@", pages, megabytes, crashed ? " after a crash" : "")
            Measure.report("\(label) p50", Measure.percentile(times, 0.5) / 1e6, unit: "ms")
            Measure.report("    its thread's CPU, p50", Measure.percentile(processor, 0.5) / 1e6, unit: "ms")
            if crashed {
                Measure.report("    then checked in the background, p50", Measure.percentile(checks, 0.5) / 1e6, unit: "ms")
            }
        }
    }

    static func key(_ index: Int) -> CacheKey {
        CacheKey(origin: "http://127.0.0.1:9", user: "user-1", method: "GET",
                 url: "http://127.0.0.1:9/auth/products?limit=\(pageSize)&skip=\(index * pageSize)")
    }

    /// Per-call nanoseconds of `body`, after a warm-up of a tenth as many calls.
    static func samples(_ body: (Int) -> Void) -> [Double] {
        for index in 0..<(operations / 10) { body(index) }
        return (0..<operations).map { index in
            let start = DispatchTime.now().uptimeNanoseconds
            body(index)
            return Double(DispatchTime.now().uptimeNanoseconds - start)
        }
    }

    static func report(_ label: String, _ samples: [Double], target isTargeted: Bool) {
        let p50 = Measure.percentile(samples, 0.5) / 1e3
        let p99 = Measure.percentile(samples, 0.99) / 1e3
        let target = readTargetMilliseconds * 1000
        let verdict = !isTargeted ? "" : String(format: "target p50 < %.0f µs  %@", target, p50 < target ? "ok" : "OVER")
        Measure.report("\(label) p50", p50, unit: "µs", target: verdict)
        Measure.report("\(label) p99", p99, unit: "µs")
    }

    static func productPageBody() throws -> Data {
        let response = StagingAPI().handle(HTTPRequest(method: "GET", path: "/products", query: [("limit", "\(pageSize)")]))
        guard response.status == 200 else { throw BenchError.failed("the staging API answered \(response.status)") }
        return response.body
    }

    // MARK: (b) time to first content

    static func timeToFirstContent() throws {
        let server = StagingServer(api: StagingAPI.Configuration(latencyMilliseconds: serverLatencyMilliseconds),
                                   bindAddress: "127.0.0.1", port: 0)
        try server.start()
        defer { server.stop() }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = try APIHost(kind: .test, baseURL: server.baseURL)
        let route = ProductRouter.list()
        print("  GET /auth/products (\(pageSize) items) on 127.0.0.1:\(server.port), the server answering after "
              + "\(serverLatencyMilliseconds) ms; median of \(firstContentRuns)")

        var cached = NetworkConfiguration.dummyJSON(host: host)
        cached.cache = OfflineCache(directory: directory)
        let warm = NetworkClient(configuration: cached)
        let cold = NetworkClient(configuration: NetworkConfiguration.dummyJSON(host: host))
        for network in [warm, cold] { _ = try NetworkBench.wait(network.signIn(username: "emilys", password: "emilyspass")) }
        _ = try firstValue(warm.requestSourced(route, as: Page<Product>.self)) // fills the cache

        var warmSamples: [Double] = [], coldSamples: [Double] = []
        for _ in 0..<firstContentRuns {
            warmSamples.append(try firstValue(warm.requestSourced(route, as: Page<Product>.self)))
            coldSamples.append(try firstValue(cold.requestSourced(route, as: Page<Product>.self)))
        }
        let warmMedian = Measure.percentile(warmSamples, 0.5) / 1e6
        let coldMedian = Measure.percentile(coldSamples, 0.5) / 1e6
        Measure.report("(b) first content, warm cache", warmMedian, unit: "ms")
        Measure.report("(b) first content, no cache", coldMedian, unit: "ms")
        Measure.report("(b) no cache / warm cache", coldMedian / warmMedian, unit: "x")
    }

    /// Nanoseconds from subscription to the first value; waits for the stream to end
    /// (the network half of a warm run) so runs do not overlap.
    static func firstValue(_ stream: Observable<SourcedResult<Page<Product>>>) throws -> Double {
        let first = Mutex<(UInt64, NetworkResult<Page<Product>>)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let subscription = stream.subscribe(
            onNext: { sourced in
                let now = DispatchTime.now().uptimeNanoseconds
                first.withLock { if $0 == nil { $0 = (now, sourced.result) } }
            },
            onCompleted: { done.signal() })
        defer { subscription.dispose() }
        guard done.wait(timeout: .now() + NetworkBench.requestTimeout) == .success else { throw BenchError.timedOut }
        guard let (end, result) = first.withLock({ $0 }) else { throw BenchError.failed("no value") }
        if case .error(let error) = result { throw BenchError.failed("\(error)") }
        return Double(end - start)
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-bench-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
