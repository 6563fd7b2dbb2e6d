import DummyJSON
import GoldenTesting
import Foundation
import Models
import Network
import Reactive
import ReactiveTesting
import ViewModels
import XCTest
@testable import CourierCLI
@testable import TUI

/// A resource added by its own files only (WidgetResource.swift) reaches the
/// tabs and keys, the help, the browser, `courier get` and its help, and
/// the cache — nothing outside those files names it.
final class RegistryFixtureTests: XCTestCase {
    private let registry = ResourceRegistry.withWidgets

    private func client(cache: OfflineCache? = nil) -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
        configuration.transport = WidgetServer()
        configuration.cache = cache
        configuration.cacheScheduler = ImmediateScheduler.instance
        let client = NetworkClient(configuration: configuration)
        client.sessionStore.save(AuthSession(accessToken: "a", refreshToken: "r", id: 1, username: "emilys",
                                             email: "e@x", firstName: "Emily", lastName: "Johnson"),
                                 origin: client.host.origin)
        return client
    }

    private func frame(_ state: BrowseState, cols: Int = 100, rows: Int = 40) -> String {
        var app = AppState(host: try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
        app.screen = .browse
        let buffer = AppFrame.render(app: app, login: nil, browse: state, size: Size(rows: rows, cols: cols), theme: .monochrome)
        return buffer.lines.joined(separator: "\n")
    }

    func testTheRegistryHoldsItAfterTheBuiltInOnes() {
        XCTAssertEqual(registry.ids, ResourceRegistry.standard.ids + ["widgets"])
        XCTAssertEqual(registry["widgets"]?.title, "Widgets")
        XCTAssertEqual(registry.index(of: "widgets"), ResourceRegistry.standard.ids.count)
    }

    func testItHasATabAKeyAndALineInTheHelp() {
        var state = BrowseState(registry: registry, now: Date())
        XCTAssertTrue(frame(state).split(separator: "\n")[0].contains("Widgets"), frame(state))
        let widgets = ResourceRegistry.standard.ids.count
        guard case .send(.intent(.browsing(.tab(widgets))))? = BrowseKeys.command(for: .character("9"), in: state, area: Rect(size: Size(rows: 40, cols: 100)), presenter: ErrorPresenter(language: .english))
        else { return XCTFail("9 does not select the widgets tab") }
        _ = BrowseFeature.reduce(&state, .toggleHelp)
        XCTAssertTrue(frame(state, rows: 60).contains("Show widgets"), frame(state, rows: 60))
    }

    func testItsWordsAreTranslatedWithNoCentralTableChanged() {
        _ = registry  // registering it gathers its words
        XCTAssertNil(UICatalog.tables.first { $0["Widgets"] != nil }, "no central table names the widgets")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("Widgets"), "小部件")
        XCTAssertEqual(ErrorPresenter(language: .traditionalChinese).text("Colour"), "顏色")
        XCTAssertEqual(ErrorPresenter(language: .english).text("Widgets"), "Widgets")
    }

    /// A registry made again and again (a test suite, an API loaded again) leaves
    /// its words waiting once, not once a registry, until a look-up takes them in.
    func testRegistriesMadeAgainLeaveTheirWordsWaitingOnce() {
        _ = UICatalog.entries  // takes in whatever waits
        for _ in 0..<50 { _ = ResourceRegistry(ResourceRegistry.standardResources + [.widgets]) }
        XCTAssertLessThanOrEqual(UICatalog.waitingResources, 1)
        XCTAssertNotNil(UICatalog.entry(for: "Widgets"), "and a look-up still finds them")
        XCTAssertEqual(UICatalog.waitingResources, 0)
    }

    /// Added as the recipe says, the widgets bring their own goldens (in
    /// Tests/Goldens/widgets) and change only the tab rows: every built-in
    /// resource's list and detail golden holds as it is, with the extra tab there.
    @MainActor
    func testItsGoldensAreItsOwnAndTheBuiltInOnesHoldWithItsTab() {
        ResourceGoldens.check(registry: registry, fixture: "widgets", fixtureResources: ["widgets"],
                              transport: { WidgetServer(fallback: $0) })
    }

    func testTheBrowserListsAndOpensIt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let feature = BrowseFeature(registry: registry, client: client(), scheduler: scheduler)
        let store = FeatureStore(feature, initialState: feature.initialState())
        store.send(.selectTab(ResourceRegistry.standard.ids.count))
        scheduler.advance(by: 1)
        XCTAssertEqual(store.currentState.currentList.items.count, 12)
        let text = frame(store.currentState)
        XCTAssertTrue(text.contains("12 of 12"), text)
        XCTAssertTrue(text.contains("Colour") && text.contains("Widget 2") && text.contains("blue"), text)
        XCTAssertTrue(text.contains("Spanner 淡蓝") && !text.contains("\u{1B}"), "sanitised: \(text)")
        store.send(.openDetail(id: 5))
        scheduler.advance(by: 1)
        XCTAssertEqual(store.currentState.detail?.content?.value("Weight"), "1.25 kg")
    }

    func testTheCommandLineTakesItAndItsHelpNamesIt() throws {
        let options = try CourierOptions(arguments: ["get", "widgets", "--limit", "5"], registry: registry)
        guard case .get(let request) = options.subcommand else { return XCTFail("\(options.subcommand)") }
        XCTAssertEqual(request.resource, "widgets")
        XCTAssertTrue(CourierOptions.usage(registry).contains("resources for get (" + (ResourceRegistry.standard.ids + ["widgets"]).joined(separator: "|") + ")"), CourierOptions.usage(registry))
        XCTAssertTrue(CourierOptions.usage(registry).contains("  widgets"), CourierOptions.usage(registry))
        XCTAssertThrowsError(try CourierOptions(arguments: ["get", "widgets"]), "the standard registry has no widgets")
    }

    func testGetPrintsItsColumnsAndItsJSON() async throws {
        let client = client()
        let resource = try XCTUnwrap(registry["widgets"])
        var request = try XCTUnwrap(Self.getRequest(["get", "widgets", "--limit", "3"], registry))
        let table = try await Commands.printout(for: request, resource: resource, client: client).text
        let lines = table.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("ID  Name") && lines[0].hasSuffix("Colour"), lines[0])
        XCTAssertTrue(lines[4].contains("Spanner 淡蓝"), table)
        XCTAssertEqual(lines.last, "1–3 of 12")
        request.json = true
        let json = try await Commands.printout(for: request, resource: resource, client: client).text
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual((object?["widgets"] as? [[String: Any]])?.first?["weight"] as? Double, 0.25, "whole records")
    }

    func testItsResponsesAreCachedUnderItsName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-widgets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = OfflineCache(directory: directory)
        let client = client(cache: cache)
        let resource = try XCTUnwrap(registry["widgets"])
        _ = resource.page(ListRequest(), on: client).subscribe()
        _ = resource.detail(id: 2, on: client).subscribe()
        let statistics = cache.statistics()
        XCTAssertEqual(statistics.groups["widgets"]?.entries, 2, "\(statistics.groups)")
        let printed = CacheCommands.statistics(statistics, registry: registry)
        XCTAssertTrue(printed.contains("  widgets   2"), printed)
        cache.close()
    }

    private static func getRequest(_ arguments: [String], _ registry: ResourceRegistry) throws -> CourierOptions.GetRequest? {
        guard case .get(let request) = try CourierOptions(arguments: arguments, registry: registry).subcommand else { return nil }
        return request
    }

    func testGetChecksFiltersAndSortsAgainstTheResource() throws {
        guard case .get(let filtered) = try CourierOptions(arguments: ["get", "products", "--filter", "category=smartphones"]).subcommand,
              case .get(let sorted) = try CourierOptions(arguments: ["get", "users", "--sort", "age:DESC"]).subcommand
        else { return XCTFail("get did not parse") }
        XCTAssertEqual(filtered.filter, FilterValue("category", "smartphones"))
        XCTAssertEqual(sorted.sort, SortKey("age", .descending))
        let refused: [([String], String)] = [
            (["get", "widgets", "--filter", "color=red"], "widgets has no filters"),
            (["get", "products", "--filter", "colour=red"], "products filters by category, not 'colour'"),
            (["get", "products", "--sort", "weight"], "products sorts by title, price, rating, stock, not 'weight'"),
            (["get", "products", "--sort", "price:sideways"], "--sort takes FIELD or FIELD:asc|desc"),
            (["get", "products", "--filter", "category"], "--filter takes NAME=VALUE"),
            (["get", "todos", "--filter", "userId=abc"], "--filter userId= takes a record id (1 or more), not 'abc'"),
            (["get", "comments", "--filter", "postId=0"], "--filter postId= takes a record id (1 or more), not '0'"),
            (["get", "quotes", "--search", "love"], "quotes cannot be searched"),
            (["get", "products", "--search", "x", "--filter", "category=beauty"], "Products are searched or filtered, not both"),
            (["get", "products", "--id", "3", "--filter", "category=beauty"], "--id goes alone"),
        ]
        // Issue 25, item 1: a sort goes with a search or a filter, as in the app.
        for arguments in [["get", "products", "--search", "x", "--sort", "price"],
                          ["get", "products", "--filter", "category=beauty", "--sort", "price:desc"]] {
            XCTAssertNoThrow(try CourierOptions(arguments: arguments, registry: registry), "\(arguments)")
        }
        for (arguments, message) in refused {
            XCTAssertThrowsError(try CourierOptions(arguments: arguments, registry: registry), "\(arguments)") { error in
                XCTAssertTrue("\(error)".contains(message), "\(arguments): \(error)")
            }
        }
    }
}
