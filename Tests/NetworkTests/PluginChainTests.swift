import Foundation
import NetworkTestSupport
import Reactive
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client's plugins as one list per hook: the built-in plugins only in the
/// hooks they implement, a plugin from outside in all of them, order kept.
final class PluginChainTests: XCTestCase {
    /// A plugin from outside: the chain cannot know which hooks it implements.
    private struct Outside: NetworkPlugin {
        let name: String
    }

    private func names(_ plugins: [any NetworkPlugin]) -> [String] {
        plugins.map { plugin in (plugin as? Outside)?.name ?? String(describing: type(of: plugin)) }
    }

    func testEachHookListsItsPluginsInTheClientsOrder() {
        let chain = PluginChain([ActivityPlugin(), Outside(name: "first"), SessionExpiryPlugin(), ReachabilityPlugin(),
                                 RequestJournal(), Outside(name: "second")])
        XCTAssertEqual(names(chain.preparing), ["first", "second"], "no built-in plugin adds headers or changes the request")
        XCTAssertEqual(names(chain.sending), ["ActivityPlugin", "first", "second"])
        XCTAssertEqual(names(chain.receiving), ["ActivityPlugin", "first", "RequestJournal", "second"])
        XCTAssertEqual(names(chain.retrying), ["first", "second"])
        XCTAssertEqual(names(chain.processing), ["first", "SessionExpiryPlugin", "ReachabilityPlugin", "second"])
    }

    func testAClientsChainHoldsItsOwnPluginsInEveryHook() {
        var configuration = NetworkConfiguration(host: testHost)
        configuration.plugins = [Outside(name: "mine")]
        let chain = NetworkClient(configuration: configuration).plugins
        for hook in [chain.preparing, chain.sending, chain.receiving, chain.retrying, chain.processing] {
            XCTAssertEqual(names(hook).last, "mine")
        }
        XCTAssertEqual(names(chain.receiving), ["ActivityPlugin", "RequestJournal", "mine"])
    }

    /// What the chain leaves a built-in plugin out of must do nothing: each hook
    /// not in its list is called here and shown to leave everything as it was.
    func testEveryHookABuiltInPluginIsLeftOutOfDoesNothing() throws {
        let route = TestRoute()
        let request = URLRequest(url: testHost.url(for: "/test"))
        let success: Result<TransportResponse, NetworkError> = .success(transportResponse(200))
        let refused: Result<TransportResponse, NetworkError> = .failure(.unauthorized(message: "gone"))
        let outcome = RequestOutcome(request: request, result: .success(transportResponse(200)), duration: 0.01, requestID: "r")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }

        let activity = ActivityPlugin()
        let expiry = SessionExpiryPlugin()
        let reachability = ReachabilityPlugin()
        let journal = RequestJournal()
        let requestLog = RequestLogPlugin(path: log.path)
        let counts = SanitizerVisibleMutex<[String: Int]>([:])
        let watching = [
            activity.inFlight.subscribe(onNext: { _ in counts.withLock { $0["activity", default: 0] += 1 } }),
            expiry.sessionExpired.subscribe(onNext: { _ in counts.withLock { $0["expiry", default: 0] += 1 } }),
            reachability.isReachable.subscribe(onNext: { _ in counts.withLock { $0["reachability", default: 0] += 1 } }),
        ]
        defer { watching.forEach { $0.dispose() } }
        let before = counts.withLock { $0 }

        let plugins: [any BuiltInPlugin] = [activity, expiry, reachability, journal, requestLog]
        XCTAssertEqual(Set(plugins.map { ObjectIdentifier(type(of: $0)) }), Set(PluginChain.builtIn.keys),
                       "the chain knows these plugins' hooks, and only these")
        for plugin in plugins {
            let hooks = type(of: plugin).hooks
            XCTAssertEqual(PluginChain.hooks(of: plugin), hooks, "\(type(of: plugin))")
            if !hooks.contains(.prepare) {
                XCTAssertEqual(plugin.headers(for: route, to: request.url!), [:], "\(type(of: plugin))")
                XCTAssertEqual(plugin.prepare(request, for: route), request, "\(type(of: plugin))")
            }
            if !hooks.contains(.willSend) { plugin.willSend(request, for: route, id: "r") }
            if !hooks.contains(.didReceive) { plugin.didReceive(outcome, for: route) }
            if !hooks.contains(.willRetry) { plugin.willRetry(after: 1, because: .offline(detail: "x"), for: route) }
            if !hooks.contains(.process) {
                XCTAssertEqual(try plugin.process(success, for: route).get().status, 200, "\(type(of: plugin))")
                XCTAssertEqual(plugin.process(refused, for: route).error, .unauthorized(message: "gone"), "\(type(of: plugin))")
            }
        }
        XCTAssertEqual(counts.withLock { $0 }, before, "no watcher heard from a hook left out")
        XCTAssertEqual(activity.current, 0)
        XCTAssertTrue(journal.entries.isEmpty)
        let written = (try? Data(contentsOf: log)) ?? Data()
        XCTAssertTrue(written.isEmpty, "the request log wrote nothing")

        // And each hook a plugin is listed in does something, so the lists are not just long.
        activity.willSend(request, for: route, id: "r")
        XCTAssertEqual(activity.current, 1)
        journal.didReceive(outcome, for: route)
        XCTAssertEqual(journal.entries.count, 1)
        _ = expiry.process(refused, for: route)
        _ = reachability.process(success, for: route)
        XCTAssertEqual(counts.withLock { $0 }["expiry"], 1)
        XCTAssertEqual(counts.withLock { $0 }["reachability"], 1)
    }

    /// Reachability publishes a change only, whatever the number of answers that agree.
    func testReachabilityPublishesOnlyChanges() {
        let reachability = ReachabilityPlugin()
        let heard = SanitizerVisibleMutex<[Bool]>([])
        let subscription = reachability.isReachable.subscribe(onNext: { value in heard.withLock { $0.append(value) } })
        defer { subscription.dispose() }
        let route = TestRoute()
        for result: Result<TransportResponse, NetworkError> in [.success(transportResponse(200)), .success(transportResponse(200)),
                                                                .failure(.offline(detail: "x")), .failure(.timedOut), .failure(.cancelled),
                                                                .success(transportResponse(500))] {
            _ = reachability.process(result, for: route)
        }
        XCTAssertEqual(heard.withLock { $0 }, [true, false, true])
    }
}

private extension Result where Failure == NetworkError {
    var error: NetworkError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
