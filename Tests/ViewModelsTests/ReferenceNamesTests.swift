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
/// authors' ids, then their names once one lookup answers; a lookup that
/// fails leaves the ids, and offline the names come from the cache.
final class ReferenceNamesTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private static let postsLine = "GET /auth/posts?limit=30&select=title%2Creactions%2Cviews%2CuserId&skip=0"
    private static let namesLine = "GET /auth/users?limit=0&select=firstName%2ClastName&skip=0"
    private static let postsTab = 1
    private static let authorColumn = 4

    /// Three posts by users 5, 6 and 7; the server knows the names of 5 and 6 only.
    private static func answer(_ request: URLRequest, usersStatus: Int) -> ScriptedTransport.Reply? {
        switch request.url?.path {
        case "/auth/posts":
            let posts = [(1, 5), (2, 6), (3, 7)].map { id, user -> [String: Any] in
                ["id": id, "title": "Post \(id)", "reactions": ["likes": 1988, "dislikes": 1], "views": 12, "userId": user]
            }
            return .json(200, ["posts": posts, "total": 3, "skip": 0, "limit": 3])
        case "/auth/users":
            guard usersStatus == 200 else { return .message(usersStatus, "Not found") }
            let users = [["id": 5, "firstName": "Emily", "lastName": "Johnson"],
                         ["id": 6, "firstName": "Michael", "lastName": "Williams"]]
            return .json(200, ["users": users, "total": 2, "skip": 0, "limit": 2], delay: 0.2)
        default:
            return .message(404, "no such route")
        }
    }

    private func authors(_ store: FeatureStore<BrowseFeature>) -> [String] {
        let list = store.currentState.lists[Self.postsTab]
        return (0..<list.items.count).map {
            list.items.cells(row: $0, columns: [Self.authorColumn], names: store.currentState.names)[0]
        }
    }

    func testTheAuthorsIdsShowUntilOneLookupBringsTheirNames() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0, usersStatus: 200) }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(150)
        XCTAssertEqual(authors(store), ["5", "6", "7"], "the ids while the names are on their way")
        XCTAssertEqual(store.currentState.names.status(.userName), .loading)
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(store), ["Emily Johnson", "Michael Williams", "7"], "an id the answer lacks stays an id")
        XCTAssertEqual(transport.requestLines, [Self.postsLine, Self.namesLine], "one request names the whole page")
        store.send(.refresh)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 1, "names once known are not asked for again")
    }

    func testALookupThatFailsKeepsTheIdsAndARefreshAsksAgain() {
        let transport = ScriptedTransport(scheduler: scheduler) { Self.answer($0, usersStatus: 404) }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(store), ["5", "6", "7"])
        XCTAssertEqual(store.currentState.names.status(.userName), .failed)
        XCTAssertNil(store.currentState.lists[Self.postsTab].error, "a failed lookup is no error of the list")
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 1, "no loop of lookups")
        store.send(.refresh)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 2, "r asks again")
    }

    func testOfflineTheNamesComeFromTheCache() throws {
        let online = Mutex(true)
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            online.withLock { $0 } ? Self.answer(request, usersStatus: 200) : nil
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
        first.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(1000)
        XCTAssertEqual(authors(first), ["Emily Johnson", "Michael Williams", "7"])

        online.withLock { $0 = false }
        let later = FeatureStore(feature, initialState: feature.initialState())
        later.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(120_000)
        XCTAssertEqual(later.currentState.lists[Self.postsTab].source?.isOffline, true, "the list itself is the cached one")
        XCTAssertEqual(authors(later), ["Emily Johnson", "Michael Williams", "7"], "and so are the names")
        XCTAssertEqual(later.currentState.names.status(.userName), .loaded)
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
            default: return Self.answer(request, usersStatus: 200)
            }
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.selectTab(Self.postsTab))
        scheduler.advanceTo(500)
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 0, "an empty list names nobody")
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(1500)
        XCTAssertEqual(transport.requests(to: "/auth/users").count, 1, "the detail's author link asked")
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
