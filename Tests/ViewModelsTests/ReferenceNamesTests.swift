import Foundation
import JSON
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import ViewModels
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A list's reference columns in virtual time: the posts list shows its
/// authors' ids, then their names, asked for only for the ids in view — a
/// run of ids close together in one request, ids far apart one by one, all
/// at once; a lookup that fails leaves the ids and says so once, and
/// offline the names come from the cache.
final class ReferenceNamesTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private static let postsLine = "GET /auth/posts?limit=30&select=title%2Creactions%2Cviews%2CuserId&skip=0"
    private static let runLine = "GET /auth/users?limit=3&select=firstName%2ClastName&skip=4"
    private static let postsTab = 1
    private static let authorColumn = 4
    private static let names = [5: ("Emily", "Johnson"), 6: ("Michael", "Williams"), 500_000: ("Sophia", "Brown"),
                                999_999: ("James", "Davis")]

    /// Posts 1, 2, 3… by `authors`; the server knows the users in `names`
    /// (by id, or as a page of the list where ids follow positions) and no other.
    private static func answer(_ request: URLRequest, authors: [Int] = [5, 6, 7], usersStatus: Int = 200) -> ScriptedTransport.Reply? {
        let path = request.url?.path ?? ""
        if path == "/auth/posts" {
            let posts = authors.enumerated().map { index, user -> [String: Any] in
                ["id": index + 1, "title": "Post \(index + 1)", "reactions": ["likes": 1988, "dislikes": 1], "views": 12, "userId": user]
            }
            return .json(200, ["posts": posts, "total": posts.count, "skip": 0, "limit": posts.count])
        }
        guard path.hasPrefix("/auth/users") else { return .message(404, "no such route") }
        guard usersStatus == 200 else { return .message(usersStatus, "Service Unavailable") }
        func user(_ id: Int) -> [String: Any]? {
            names[id].map { ["id": id, "firstName": $0.0, "lastName": $0.1] }
        }
        if path == "/auth/users" {
            let skip = Int(request.query("skip") ?? "0")!, limit = Int(request.query("limit") ?? "30")!
            let users = (skip + 1...skip + limit).compactMap(user)
            return .json(200, ["users": users, "total": 208, "skip": skip, "limit": users.count], delay: 0.2)
        }
        guard let id = Int(path.split(separator: "/").last ?? ""), let found = user(id) else {
            return .message(404, "User with id not found")
        }
        return .json(200, found, delay: 0.2)
    }

    private func store(_ transport: ScriptedTransport) -> FeatureStore<BrowseFeature> {
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.viewport(rows: 20))
        return store
    }

    private func authors(_ store: FeatureStore<BrowseFeature>) -> [String] {
        let list = store.currentState.lists[Self.postsTab]
        return (0..<list.items.count).map {
            list.items.cells(row: $0, columns: [Self.authorColumn], names: store.currentState.names)?[0] ?? "?"
        }
    }

    func testTheAuthorsIdsShowUntilOneRequestForTheirRunNamesThem() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0) }
        let store = store(transport)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(150)
        XCTAssertEqual(authors(store), ["5", "6", "7"], "the ids while the names are on their way")
        XCTAssertEqual(store.currentState.names.status(.userName, id: 5), .loading)
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(store), ["Emily Johnson", "Michael Williams", "7"], "an id nobody can name stays an id")
        XCTAssertEqual(transport.requestLines, [
            Self.postsLine, Self.runLine, "GET /auth/users/7?select=firstName%2ClastName",
        ], "one request for the run 5–7, then 7 on its own, which the run's page did not name")
        XCTAssertNil(store.currentState.note, "a record that is not there is no failure to tell")
        store.send(.refresh)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 1, "names once known are not asked for again")
        XCTAssertEqual(transport.requests(to: "/auth/users/7").count, 2, "r asks again for the one that had no name")
    }

    /// A million users: authors far apart are asked for one by one, all at
    /// once, never the whole collection.
    func testAuthorsFarApartAreAskedForOneByOneAllAtOnce() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0, authors: [5, 500_000, 999_999, 5]) }
        let store = store(transport)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(150)
        let lookups = transport.requestLines.dropFirst()
        XCTAssertEqual(Set(lookups), [
            "GET /auth/users/5?select=firstName%2ClastName",
            "GET /auth/users/500000?select=firstName%2ClastName",
            "GET /auth/users/999999?select=firstName%2ClastName",
        ], "one request per distinct id in view, sent together")
        XCTAssertEqual(lookups.count, 3)
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(store), ["Emily Johnson", "Sophia Brown", "James Davis", "Emily Johnson"])
        XCTAssertFalse(transport.requestLines.contains { $0.contains("limit=0") }, "never the whole collection")
    }

    /// Only the rows in view: moving down asks for the authors that came into view, and no others.
    func testMovingAsksOnlyForTheAuthorsThatComeIntoView() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0, authors: [5, 500_000, 999_999]) }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.viewport(rows: 2))
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(1000)
        XCTAssertEqual(transport.requests.filter { $0.url!.path.hasPrefix("/auth/users") }.count, 2, "the two rows in view")
        XCTAssertEqual(authors(store), ["Emily Johnson", "Sophia Brown", "999999"])
        store.send(.moveCursor(.down, visibleRows: 2))
        store.send(.moveCursor(.down, visibleRows: 2))
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests(to: "/auth/users/999999").count, 1, "the third came into view")
        XCTAssertEqual(transport.requests(to: "/auth/users/5").count, 1, "the first is not asked for again")
        XCTAssertEqual(authors(store), ["Emily Johnson", "Sophia Brown", "James Davis"])
    }

    func testALookupThatFailsKeepsTheIdsSaysSoOnceAndARefreshAsksAgain() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0, authors: [5, 500_000], usersStatus: 503) }
        let store = store(transport)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(1000)
        scheduler.advanceTo(10_000) // through the retries
        XCTAssertEqual(authors(store), ["5", "500000"])
        XCTAssertEqual(store.currentState.names.status(.userName, id: 5), .failed)
        XCTAssertNil(store.currentState.lists[Self.postsTab].error, "a failed lookup is no error of the list")
        XCTAssertTrue(store.currentState.names.isFailureSaid)
        let asked = transport.requests.filter { $0.url!.path.hasPrefix("/auth/users") }.count
        store.send(.moveCursor(.down, visibleRows: 20))
        scheduler.advanceTo(20_000)
        XCTAssertEqual(transport.requests.filter { $0.url!.path.hasPrefix("/auth/users") }.count, asked, "no loop of lookups")
        store.send(.refresh)
        scheduler.advanceTo(20_100)
        XCTAssertGreaterThan(transport.requests.filter { $0.url!.path.hasPrefix("/auth/users") }.count, asked, "r asks again")
    }

    func testAFailedLookupIsSaidOnceInAQuietNote() {
        var state = BrowseState(registry: .standard, now: Date(timeIntervalSince1970: 0))
        let lookup = NameLookup(.userName, ids: [5])
        state.names.begin(.userName, ids: [5])
        let effects = BrowseFeature.reduce(&state, .namesFailed(lookup, .timedOut))
        XCTAssertEqual(effects, [.expireNote])
        XCTAssertEqual(state.note?.kind, .unnamed(subject: "users"))
        XCTAssertEqual(state.note?.isError, false, "quiet: not an error to open with !")
        XCTAssertEqual(state.note?.text(.english), "Names of users could not be looked up: their ids show (r to retry).")
        XCTAssertEqual(state.note?.text(ErrorPresenter(language: .simplifiedChinese)), "无法查到用户的名称：显示其编号（按 r 重试）。")
        state.note = nil
        state.names.begin(.userName, ids: [6])
        XCTAssertEqual(BrowseFeature.reduce(&state, .namesFailed(NameLookup(.userName, ids: [6]), .timedOut)), [], "said once")
        XCTAssertNil(state.note)
        XCTAssertEqual(BrowseFeature.reduce(&state, .namesFailed(NameLookup(.userName, ids: [7]), .http(status: 404, message: nil))), [])
    }

    func testOfflineTheNamesComeFromTheCache() throws {
        let online = Mutex(true)
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            online.withLock { $0 } ? Self.answer(request) : nil
        }
        var configuration = NetworkConfiguration.dummyJSON(host: Fixtures.host)
        configuration.transport = transport
        configuration.scheduler = scheduler
        configuration.cacheScheduler = ImmediateScheduler.instance
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-names-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        configuration.cache = OfflineCache(directory: directory)
        let network = NetworkClient(configuration: configuration)
        network.sessionStore.save(Fixtures.auth(), origin: Fixtures.host.origin)
        let feature = BrowseFeature(client: network, scheduler: scheduler)

        let first = FeatureStore(feature, initialState: feature.initialState())
        first.send(.viewport(rows: 20))
        first.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(first), ["Emily Johnson", "Michael Williams", "7"])

        online.withLock { $0 = false }
        let later = FeatureStore(feature, initialState: feature.initialState())
        later.send(.viewport(rows: 20))
        later.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(120_000)
        XCTAssertEqual(later.currentState.lists[Self.postsTab].source?.isOffline, true, "the list itself is the cached one")
        XCTAssertEqual(authors(later), ["Emily Johnson", "Michael Williams", "7"], "and so are the names")
        XCTAssertEqual(later.currentState.names.status(.userName, id: 5), .loaded)
    }

    func testALinkToARecordTakesItsNameOnceKnown() {
        var names = ReferenceNames()
        let link = ResourceLink.record("Author: user #\(5)", "users", id: 5, named: .init(.userName, "Author: %@"))
        XCTAssertEqual(link.titled(with: names).title.description, "Author: user #5", "no name yet")
        names.received([5: "Emily Johnson"], for: .userName)
        XCTAssertEqual(link.titled(with: names).title.description, "Author: Emily Johnson")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text(link.titled(with: names).title), "作者：Emily Johnson")
        let unnamed = ResourceLink.record("Product: \("Phone")", "products", id: 5)
        XCTAssertEqual(unnamed.titled(with: names).title.description, "Product: Phone", "a link without `named:` stays")
    }

    func testADetailOpenedBeforeAnyListLooksUpTheNamesOfItsLinks() {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            switch request.url?.path {
            case "/auth/posts": return .json(200, ["posts": [], "total": 0, "skip": 0, "limit": 0])
            case "/auth/posts/1":
                return .json(200, ["id": 1, "title": "T", "body": "B", "tags": [], "reactions": ["likes": 1, "dislikes": 0],
                                   "views": 3, "userId": 5])
            default: return Self.answer(request)
            }
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(500)
        XCTAssertEqual(transport.requests.filter { $0.url!.path.hasPrefix("/auth/users") }.count, 0, "an empty list names nobody")
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(1500)
        XCTAssertEqual(transport.requestLines.last, "GET /auth/users/5?select=firstName%2ClastName", "the detail's author link asked")
        XCTAssertEqual(store.currentState.links.first?.link.title.description, "Author: Emily Johnson")
    }

    func testARenamedUserIsNamedByTheAnswerAtOnce() throws {
        var state = BrowseState(registry: .standard, now: Date(timeIntervalSince1970: 0))
        state.names.received([5: "Emily Johnson", 6: "Michael Williams"], for: .userName)
        let request = SaveRequest(resource: .users, id: 5, changes: ["firstName": "Emma"])
        state.pendingSave = request
        let json = try JSONSerialization.data(withJSONObject: ["id": 5, "firstName": "Emma", "lastName": "Johnson"])
        let answer = WriteAnswer(id: 5, content: DetailContent(title: "Emma Johnson", subtitle: "", sections: []),
                                 row: nil, json: json, record: try JSONDecoder().decode(JSONValue.self, from: json))
        _ = BrowseFeature.reduce(&state, .saveFinished(request, .value(answer)))
        XCTAssertEqual(state.names.name(.userName, id: 5), "Emma Johnson", "the author column follows the edit")
        XCTAssertEqual(state.names.name(.userName, id: 6), "Michael Williams")
        XCTAssertNil(state.names.name(.postTitle, id: 5), "a reference to another resource is left alone")
    }

    func testTheDescriptorsDeclareTheirReferences() {
        let references = Dictionary(uniqueKeysWithValues: ResourceRegistry.standard.resources.map { resource in
            (resource.id, resource.columns.compactMap(\.reference))
        })
        XCTAssertEqual(references["posts"], [.userName])
        XCTAssertEqual(references["comments"], [.postTitle])
        XCTAssertEqual(references["todos"], [.userName])
        XCTAssertEqual(references["carts"], [.userName])
        XCTAssertEqual(ResourceReference.userName, ResourceReference("users", shownBy: ["firstName", "lastName"], order: .person))
    }
}
