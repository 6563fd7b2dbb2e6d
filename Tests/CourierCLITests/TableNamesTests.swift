@testable import CourierCLI
import DummyJSON
import Foundation
import HTTPEngine
import Models
import Network
import StagingServer
import Synchronization
import XCTest
@testable import ViewModels

/// `courier get`'s table names the records its reference columns point at (a
/// post's Author) as the app's list does: only the ids on the page are asked
/// for, never the whole collection; CSV keeps the ids; a lookup that fails
/// leaves the ids and says so.
final class TableNamesTests: XCTestCase {
    private let registry = ResourceRegistry.standard
    private var server: StagingServer!
    /// Every request the server answered: its path (signed-in routes under /auth), query names and body bytes.
    private final class Seen: Sendable {
        let records = Mutex<[(path: String, query: [String], bytes: Int)]>([])
    }

    private let seen = Seen()

    override func setUpWithError() throws {
        let seen = seen
        server = StagingServer(api: StagingAPI.Configuration(faultsEnabled: true), log: { record in
            seen.records.withLock { $0.append((record.path, record.queryNames, record.bytes)) }
        })
        try server.start()
    }

    override func tearDown() {
        server.stop()
    }

    /// Adds a fault header to every request for users: the server answers each with `status`.
    private struct FailingUsers: NetworkPlugin {
        var status = 400
        func headers(for route: any Route, to url: URL) -> [String: String] {
            url.path.contains("/users") ? ["X-Courier-Fault": "status=\(status)"] : [:]
        }
    }

    private func signedInClient(plugins: [any NetworkPlugin] = [], cache: OfflineCache? = nil) async throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.plugins = plugins
        configuration.cache = cache
        let client = NetworkClient(configuration: configuration)
        for try await result in client.signIn(username: "emilys", password: "emilyspass").values {
            if case .error(let error) = result { throw error }
        }
        return client
    }

    private func table(_ arguments: [String], client: NetworkClient) async throws -> [String] {
        guard case .get(let request) = try CourierOptions(arguments: ["get"] + arguments, registry: registry).subcommand else {
            throw XCTSkip("get did not parse")
        }
        let text = try await Commands.printout(for: request, resource: try XCTUnwrap(registry[request.resource]),
                                               client: client, names: registry).text
        return text.split(separator: "\n").map(String.init)
    }

    private var userRequests: [(path: String, query: [String], bytes: Int)] {
        seen.records.withLock { $0.filter { $0.path.hasSuffix("/users") || $0.path.contains("/users/") } }
    }

    func testATableNamesThePostsAuthorsAskingOnlyForTheIdsOnThePage() async throws {
        let client = try await signedInClient()
        let lines = try await table(["posts", "--limit", "5", "--wide"], client: client)
        XCTAssertTrue(lines[0].hasSuffix("Author"), lines[0])
        // Post 2 is user 132's, Michael Allen (the app's list test names him too).
        XCTAssertTrue(lines[3].hasPrefix(" 2  "), lines[3])
        XCTAssertTrue(lines[3].hasSuffix("Michael Allen"), "the author by name, not id 132: \(lines[3])")
        let authors = lines[2..<7].map { $0.split(separator: " ").last.map(String.init) ?? "" }
        XCTAssertFalse(authors.contains { Int($0) != nil }, "every author named: \(lines)")

        let users = userRequests
        XCTAssertFalse(users.isEmpty)
        XCTAssertLessThanOrEqual(users.count, 5, "at most one request per author on the page: \(users)")
        XCTAssertFalse(users.contains { $0.path.hasSuffix("/users") && !$0.query.contains("skip") },
                       "never the whole collection: \(users)")
        XCTAssertLessThan(users.map(\.bytes).reduce(0, +), 100_000)
    }

    func testCSVKeepsTheIds() async throws {
        let client = try await signedInClient()
        let lines = try await table(["posts", "--limit", "2", "--output", "csv"], client: client)
        XCTAssertEqual(lines[0], "ID,Title,Likes,Views,Author")
        XCTAssertTrue(lines[2].hasSuffix(",132"), "CSV is data: the author's id: \(lines[2])")
        XCTAssertTrue(userRequests.isEmpty, "nothing to name: \(userRequests)")
    }

    func testAFailedLookupLeavesTheIdsAndIsNamedAsAFailure() async throws {
        let client = try await signedInClient(plugins: [FailingUsers()])
        let lines = try await table(["posts", "--limit", "3", "--wide"], client: client)
        XCTAssertTrue(lines[3].hasSuffix("132"), "the id stays: \(lines[3])")

        let resource = try XCTUnwrap(registry["posts"])
        let page = try await firstPage(of: resource, client: client)
        let outcome = await TableNames.lookUp(for: page, columns: resource.columns, registry: registry, client: client)
        XCTAssertEqual(outcome.unnamed.map(\.resource), ["users"], "said once, for users")
        XCTAssertNil(outcome.names.name(try XCTUnwrap(resource.columns.compactMap(\.reference).first), id: 132))
    }

    func testARecordThatIsNotThereStaysAnIdWithoutAFailure() async throws {
        let client = try await signedInClient(plugins: [FailingUsers(status: 404)])
        let resource = try XCTUnwrap(registry["posts"])
        let page = try await firstPage(of: resource, client: client)
        let outcome = await TableNames.lookUp(for: page, columns: resource.columns, registry: registry, client: client)
        XCTAssertTrue(outcome.unnamed.isEmpty, "a missing record is no failure: nothing is said")
        XCTAssertNil(outcome.names.name(try XCTUnwrap(resource.columns.compactMap(\.reference).first), id: 132))
        let lines = try await table(["posts", "--limit", "3", "--wide"], client: client)
        XCTAssertTrue(lines[3].hasSuffix("132"), "the id stays: \(lines[3])")
    }

    func testRowsFromTheCacheOfflineTakeCachedNamesWithoutWaitingOnTheNetworkAgain() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = OfflineCache(directory: directory)
        let resource = try XCTUnwrap(registry["posts"])
        let reference = try XCTUnwrap(resource.columns.compactMap(\.reference).first)
        let client = try await signedInClient(cache: cache)
        let page = try await firstPage(of: resource, client: client)
        let named = await TableNames.lookUp(for: page, columns: resource.columns, registry: registry, client: client)
        XCTAssertEqual(named.names.name(reference, id: 132), "Michael Allen", "the names are cached now")
        let session = try XCTUnwrap(client.sessionStore.current)

        // The same origin now answers after a minute: a lookup for rows that came from the
        // cache offline takes the cached names at once and lets its requests go.
        let port = server.port
        server.stop()
        server = StagingServer(api: StagingAPI.Configuration(latencyMilliseconds: 60_000), port: port)
        try server.start()
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.cache = cache
        let silent = NetworkClient(configuration: configuration)
        _ = silent.sessionStore.save(session.auth, origin: session.origin)

        let done = expectation(description: "named from the cache")
        let registry = registry
        let lookUp = Task {
            let found = await TableNames.lookUp(for: page, columns: resource.columns, registry: registry, client: silent,
                                                cachedWillDo: true)
            done.fulfill()
            return found
        }
        await fulfillment(of: [done], timeout: 20)
        let found = await lookUp.value
        XCTAssertEqual(found.names.name(reference, id: 132), "Michael Allen")
        XCTAssertTrue(found.unnamed.isEmpty)
    }

    private func firstPage(of resource: AnyResource, client: NetworkClient) async throws -> ListItems {
        var items: ListItems?
        for try await sourced in resource.page(ListRequest(paging: Paging(limit: 3, skip: 0)), on: client).values {
            if case .value(let page) = sourced.result { items = page.items }
        }
        return try XCTUnwrap(items)
    }
}
