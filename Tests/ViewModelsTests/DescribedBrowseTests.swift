import APIDescription
import DescribedAPI
import Foundation
import Network
import NetworkTesting
import ReactiveTesting
import XCTest
@testable import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The browser on a described API, in virtual time: its tabs, the `:` line's
/// filter values, a detail, a link to another resource and back.
final class DescribedBrowseTests: XCTestCase {
    private func shop() throws -> (FeatureStore<BrowseFeature>, ScriptedTransport, TestScheduler, ResourceRegistry) {
        let registry = ResourceRegistry.described(try DescribedFixtures.api("shop.yaml"))
        let scheduler = Fixtures.scheduler()
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let path = request.url!.path
            if path == "/products" {
                return .json(200, ["items": (1...30).map { ["id": $0, "name": "Thing \($0)", "supplierId": 3] }, "total": 60])
            }
            if path.hasPrefix("/products/") { return .json(200, ["id": 1, "name": "Thing 1", "supplierId": 3]) }
            if path == "/suppliers" { return .json(200, [["id": 3, "name": "Acme"]]) }
            if path == "/suppliers/3" { return .json(200, ["id": 3, "name": "Acme", "country": "NL"]) }
            return .json(404, ["detail": "Not Found"])
        }
        let feature = BrowseFeature(registry: registry, client: DescribedFixtures.network(transport, scheduler: scheduler),
                                    scheduler: scheduler)
        let store = FeatureStore(feature, initialState: feature.initialState())
        return (store, transport, scheduler, registry)
    }

    func testTabsComeFromTheDescriptionAndTheFirstListLoads() throws {
        let (store, transport, scheduler, registry) = try shop()
        store.send(.appear)
        scheduler.advance(by: 1)
        XCTAssertEqual(registry.resources.map(\.title), ["Products", "Suppliers"])
        XCTAssertEqual(registry.resources.map(\.tabKey), ["1", "2"])
        XCTAssertEqual(store.currentState.currentList.items.count, 30)
        XCTAssertEqual(store.currentState.currentList.total, 60)
        XCTAssertEqual(transport.requestLines.first, "GET /products?limit=30&skip=0")
    }

    func testTheCommandLineOffersAFiltersValues() throws {
        let (store, _, _, _) = try shop()
        let lists = store.currentState.lists
        XCTAssertEqual(BrowseCommand.complete("products category=bo", lists: lists, current: 0), "products category=books ")
        XCTAssertEqual(BrowseCommand.completions("filter category=", lists: lists, current: 0),
                       ["category=books", "category=games", "category=tools"])
        XCTAssertEqual(BrowseCommand.complete("supp", lists: lists, current: 0), "suppliers ")
    }

    func testADetailsLinkLeadsToAnotherResourceAndEscComesBack() throws {
        let (store, transport, scheduler, registry) = try shop()
        store.send(.appear)
        scheduler.advance(by: 1)
        store.send(.openDetail(id: 1))
        scheduler.advance(by: 1)
        XCTAssertEqual(store.currentState.detail?.content?.title, "Thing 1")
        XCTAssertEqual(store.currentState.detail?.content?.links.map(\.title.description), ["Supplier: #3"])
        store.send(.followLink(0))
        scheduler.advance(by: 1)
        XCTAssertEqual(store.currentState.selectedTab, registry.index(of: "suppliers"))
        XCTAssertEqual(store.currentState.detail?.content?.title, "Acme")
        XCTAssertTrue(transport.requestLines.contains("GET /suppliers/3"), "\(transport.requestLines)")
        XCTAssertEqual(store.currentState.breadcrumb.count, 2)
        store.send(.back)
        scheduler.advance(by: 1)
        XCTAssertEqual(store.currentState.selectedTab, 0)
        XCTAssertEqual(store.currentState.detail?.content?.title, "Thing 1")
    }
}

/// A server that advertises skip and limit and ignores them: the same page every time.
final class DescribedPagingIgnoredTests: XCTestCase {
    func testTheListEndsWhereANextPageBringsNothingNew() throws {
        let registry = ResourceRegistry.described(try DescribedFixtures.api("shop.yaml"))
        let scheduler = Fixtures.scheduler()
        let transport = ScriptedTransport(scheduler: scheduler) { _ in
            .json(200, ["items": (1...30).map { ["id": $0, "name": "Thing \($0)"] }, "total": 500])
        }
        let feature = BrowseFeature(registry: registry, client: DescribedFixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        let store = FeatureStore(feature, initialState: feature.initialState())
        store.send(.appear)
        scheduler.advance(by: 1)
        for _ in 0..<40 { store.send(.moveCursor(.down, visibleRows: 20)) }
        scheduler.advance(by: 5)
        XCTAssertEqual(store.currentState.currentList.items.count, 30)
        XCTAssertEqual(store.currentState.currentList.total, 30, "the list ends instead of asking for ever")
        let asked = transport.requests(to: "/products").count
        for _ in 0..<40 { store.send(.moveCursor(.down, visibleRows: 20)) }
        scheduler.advance(by: 5)
        XCTAssertEqual(transport.requests(to: "/products").count, asked, "no more requests")
        XCTAssertLessThanOrEqual(asked, 3)
    }
}
