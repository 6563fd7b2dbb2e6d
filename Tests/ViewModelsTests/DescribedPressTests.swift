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

/// The browser on a publisher's API keyed by UUIDs and slugs
/// (Tests/Descriptions/press.yaml), in virtual time: records with text ids
/// listed, opened, linked to and written; reference columns and links that
/// name their records; a list that exists only under its owner; and which
/// of search, filter and sort go together.
final class DescribedPressTests: XCTestCase {
    static let harbour = "4c0f5f1e-8b1a-4c55-9a57-0a1f6d0c0001"
    static let lantern = "4c0f5f1e-8b1a-4c55-9a57-0a1f6d0c0002"

    private struct Press {
        var store: FeatureStore<BrowseFeature>
        var transport: ScriptedTransport
        var scheduler: TestScheduler
        var registry: ResourceRegistry
        var client: NetworkClient

        func send(_ action: BrowseAction) {
            store.send(action)
            scheduler.advance(by: 1)
        }

        var state: BrowseState { store.currentState }

        func tab(_ id: String) -> Int { registry.index(of: id) ?? -1 }
    }

    private static func json(_ object: Any) -> Data { try! JSONSerialization.data(withJSONObject: object) }

    private func press() throws -> Press {
        let registry = ResourceRegistry.described(try DescribedFixtures.api("press.yaml"))
        let scheduler = Fixtures.scheduler()
        let publishers: [[String: Any]] = [["id": Self.harbour, "name": "Harbour Press", "city": "Lagos", "independent": true,
                                            "founded": "2024-05-01T12:03:00Z"],
                                           ["id": Self.lantern, "name": "Lantern House", "city": "Osaka", "independent": false]]
        let books: [[String: Any]] = (1...4).map { ["id": $0, "title": "Book \($0)", "genre": "novel",
                                                    "publisherId": $0 % 2 == 1 ? Self.harbour : Self.lantern] }
        let authors: [[String: Any]] = [["id": 1, "slug": "tove-jansson", "first_name": "Tove", "last_name": "Jansson"],
                                        ["id": 2, "slug": "wang-wei", "first_name": "伟", "last_name": "王"]]
        // Each path's answer, as JSON made beforehand (the server's closure runs on the transport's threads).
        var answers: [String: Data] = [
            "/publishers": Self.json(["data": publishers, "total": 2]),
            "/books": Self.json(["data": books, "total": 4]),
            "/books/search": Self.json(["data": books, "total": 4]),
            "/authors": Self.json(authors),
            "/authors/tove-jansson/awards": Self.json([["id": 7, "name": "Andersen Award", "year": 1966]]),
        ]
        for publisher in publishers { answers["/publishers/\(publisher["id"]!)"] = Self.json(publisher) }
        for author in authors { answers["/authors/\(author["slug"]!)"] = Self.json(author) }
        for book in books { answers["/books/\(book["id"]!)"] = Self.json(book) }
        let known = answers
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            guard let body = known[request.url!.path] else { return .json(404, ["detail": "Not Found"]) }
            if request.httpMethod == "DELETE" { return .json(204, [:]) }
            return ScriptedTransport.Reply(status: 200, body: body, headers: ["Content-Type": "application/json"])
        }
        let client = DescribedFixtures.network(transport, scheduler: scheduler)
        let feature = BrowseFeature(registry: registry, client: client, scheduler: scheduler)
        let store = FeatureStore(feature, initialState: feature.initialState())
        let press = Press(store: store, transport: transport, scheduler: scheduler, registry: registry, client: client)
        press.send(.viewport(rows: 20))
        press.send(.appear)
        return press
    }

    func testRecordsKeyedByUUIDAreListedOpenedEditedAndDeletedByTheirText() throws {
        let press = try press()
        press.send(.selectTab(press.tab("publishers")))
        let publishers = try XCTUnwrap(press.registry["publishers"])
        XCTAssertTrue(publishers.hasTextIDs)
        let id = try XCTUnwrap(press.state.currentList.items.id(at: 0))
        XCTAssertEqual(publishers.idText(id), Self.harbour)
        XCTAssertEqual(publishers.recordID(Self.harbour), id, "typed, it is the same record")
        XCTAssertEqual(publishers.subject(id: id).description, "publisher \(Self.harbour)")
        press.send(.openSelected)
        XCTAssertEqual(press.state.detail?.content?.title, "Harbour Press")
        XCTAssertTrue(press.transport.requestLines.contains("GET /publishers/\(Self.harbour)"), "\(press.transport.requestLines)")
        let edit = SaveRequest(resource: publishers, id: id, changes: ["city": "Ibadan"])
        _ = DescribedFixtures.values(publishers.write(edit, on: press.client), scheduler: press.scheduler)
        let delete = SaveRequest(resource: publishers, id: id, changes: [:], kind: .delete)
        _ = DescribedFixtures.values(publishers.write(delete, on: press.client), scheduler: press.scheduler)
        XCTAssertTrue(press.transport.requestLines.contains("PATCH /publishers/\(Self.harbour)"), "\(press.transport.requestLines)")
        XCTAssertTrue(press.transport.requestLines.contains("DELETE /publishers/\(Self.harbour)"))
        XCTAssertNil(press.registry["books"]?.recordID("harbour"), "whole-number ids take no text")
        let authors = try XCTUnwrap(press.registry["authors"])
        XCTAssertEqual(authors.recordID("wang-wei").map(authors.idText), "wang-wei", "a slug is a text id too")
    }

    func testReferenceColumnsShowTheNamesOfTheRecordsInViewEachAskedForOnce() throws {
        let press = try press()
        press.send(.selectTab(press.tab("books")))
        let books = press.state.currentList
        let column = try XCTUnwrap(books.resource.columns.firstIndex { $0.title == "Publisher" })
        XCTAssertEqual(books.resource.columns[column].reference?.resource, "publishers")
        let shown = (0..<4).map { books.items.cells(row: $0, columns: [column], names: press.state.names)?.first ?? "" }
        XCTAssertEqual(shown, ["Harbour Press", "Lantern House", "Harbour Press", "Lantern House"])
        XCTAssertEqual(press.transport.requests(to: "/publishers/\(Self.harbour)").count, 1, "one request per record named")
        XCTAssertEqual(press.transport.requests(to: "/publishers/\(Self.lantern)").count, 1)
    }

    func testALinkToATextIDOpensItsRecordUnderItsNameAndComesBack() throws {
        let press = try press()
        press.send(.selectTab(press.tab("books")))
        press.send(.openSelected)
        let link = try XCTUnwrap(press.state.links.first?.link)
        XCTAssertEqual(link.title.description, "Publisher: Harbour Press", "named, not #\(Self.harbour)")
        press.send(.followLink(0))
        XCTAssertEqual(press.state.selectedTab, press.tab("publishers"))
        XCTAssertEqual(press.state.detail?.content?.title, "Harbour Press")
        XCTAssertEqual(press.state.breadcrumb.map(\.description), ["Book 1", "Publisher: Harbour Press"])
        press.send(.back)
        XCTAssertEqual(press.state.selectedTab, press.tab("books"))
        XCTAssertEqual(press.state.detail?.content?.title, "Book 1")
    }

    func testAPersonsNameReadsInTheOrderOfItsScript() throws {
        let press = try press()
        let authors = try XCTUnwrap(press.registry["authors"])
        XCTAssertTrue(authors.canBeNamed)
        let reference = ResourceReference("authors", shownBy: ["first_name", "last_name"], order: .person)
        var names: [String] = []
        for slug in ["tove-jansson", "wang-wei"] {
            let id = try XCTUnwrap(authors.recordID(slug))
            let found = DescribedFixtures.values(try XCTUnwrap(authors.name(id: id, reference, on: press.client)), scheduler: press.scheduler)
            names += found.compactMap { $0.result.value?[id] }
        }
        XCTAssertEqual(names, ["Tove Jansson", "王伟"])
    }

    func testAListWithNoListOfItsOwnSaysHowToReachItAndItsOwnerLinksToIt() throws {
        let press = try press()
        press.send(.selectTab(press.tab("awards")))
        XCTAssertEqual(press.state.currentList.emptyMessage?.description,
                       "Awards have no list of their own: filter by authorId (or follow the link from a record that has them).")
        XCTAssertFalse(press.transport.requestLines.contains { $0.contains("awards") }, "nothing is asked without the owner")
        press.send(.selectTab(press.tab("authors")))
        press.send(.openSelected)
        let index = try XCTUnwrap(press.state.links.firstIndex { $0.link.title.description == "Awards" })
        press.send(.followLink(index))
        XCTAssertEqual(press.state.selectedTab, press.tab("awards"))
        XCTAssertTrue(press.transport.requestLines.contains("GET /authors/tove-jansson/awards"), "\(press.transport.requestLines)")
        XCTAssertEqual(press.state.currentList.items.count, 1)
        XCTAssertEqual(press.state.breadcrumb.map(\.description), ["Tove Jansson", "Awards"])
    }

    func testAFilterByATextIDTakesTextOnTheCommandLine() throws {
        let press = try press()
        let lists = press.state.lists
        let books = press.tab("books")
        guard case .success(.show(_, let filter)) = BrowseCommand.parse("books publisherId=\(Self.lantern)", lists: lists, current: books)
        else { return XCTFail("a UUID is an id here") }
        XCTAssertEqual(filter, FilterValue("publisherId", Self.lantern))
        press.send(.selectTab(books))
        press.send(.setFilter(FilterValue("publisherId", Self.lantern)))
        XCTAssertTrue(press.transport.requestLines.contains { $0.hasPrefix("GET /publishers/\(Self.lantern)/books?") },
                      "answered at the publisher's own path: \(press.transport.requestLines)")
    }

    func testSearchFilterAndSortAreRefusedTogetherWhereTheirOperationsDoNotTakeThem() throws {
        let press = try press()
        let books = try XCTUnwrap(press.registry["books"])
        XCTAssertEqual(books.refusal(for: ListCriteria(query: "x", filter: FilterValue("genre", "novel")))?.description,
                       "Books filtered by genre cannot be searched: clear genre=novel or the search first.")
        XCTAssertEqual(books.refusal(for: ListCriteria(query: "x", sort: SortKey("title")))?.description,
                       "A search of Books cannot be sorted by title.")
        XCTAssertEqual(books.refusal(for: ListCriteria(filter: FilterValue("publisherId", Self.harbour), sort: SortKey("year")))?.description,
                       "Books filtered by publisherId cannot be sorted.")
        XCTAssertNil(books.refusal(for: ListCriteria(filter: FilterValue("genre", "novel"), sort: SortKey("year", .descending))))
        press.send(.selectTab(press.tab("books")))
        press.send(.searchSettled(tab: press.tab("books"), text: "sea"))
        press.send(.setFilter(FilterValue("genre", "poetry")))
        XCTAssertEqual(press.state.currentList.query, "", "the search the filter cannot go with is cleared")
        XCTAssertEqual(press.state.note?.kind, .info("The search “sea” is cleared: Books filtered by genre cannot be searched."))
        guard case .info(let cleared)? = press.state.note?.kind else { return XCTFail("no note") }
        for text in [books.refusal(for: ListCriteria(query: "x", filter: FilterValue("genre", "novel")))!, cleared,
                     press.registry["awards"]!.refusal(for: ListCriteria())!] {
            // The sentence is the interface's; the API's own names (Books, Awards) are shown as it sends them.
            XCTAssertNotNil(UICatalog.entry(for: text.key), "“\(text.key)” is not in the catalog")
        }
    }

    func testADetailReadsBooleansAsTicksAndDateTimesInLocalTime() throws {
        XCTAssertEqual(DescribedCell.localTime("2024-05-01T12:03:00Z", in: try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))),
                       "2024-05-01 21:03", "12:03 UTC on Tokyo's clock")
        XCTAssertEqual(DescribedCell.localTime("2024-05-01T12:03:00.250-04:00", in: try XCTUnwrap(TimeZone(identifier: "UTC"))),
                       "2024-05-01 16:03")
        let press = try press()
        press.send(.selectTab(press.tab("publishers")))
        press.send(.openSelected)
        let content = try XCTUnwrap(press.state.detail?.content)
        XCTAssertEqual(content.value("Independent"), "✓", "as the lists show it, not “true”")
        XCTAssertEqual(content.value("Founded"), DescribedCell.localTime("2024-05-01T12:03:00Z"), "on this machine's clock, as in the list")
        XCTAssertNotEqual(content.value("Founded"), "2024-05-01T12:03:00Z")
        XCTAssertEqual(content.value("City"), "Lagos", "text as sent")
    }

    /// An enum is a choice: Space and → step through it, ← back, a letter to
    /// the next that begins with it; a deletion empties only an optional one.
    func testAFormOffersAnEnumsValuesAsAChoice() throws {
        let press = try press()
        let fields = try XCTUnwrap(press.registry["books"]).newFields
        var form = EditFormState(fields: fields, purpose: .add)
        let genre = try XCTUnwrap(fields.firstIndex { $0.key == "genre" })
        let status = try XCTUnwrap(fields.firstIndex { $0.key == "status" })
        XCTAssertTrue(fields[genre].rule.isChoice)
        XCTAssertFalse(try XCTUnwrap(fields.first { $0.key == "title" }).rule.isChoice)
        form.focus = genre
        var seen: [String] = []
        for edit: TextFieldAction in [.insert(" "), .moveRight, .moveRight, .moveRight, .moveLeft, .insert("e"), .insert("x"),
                                      .insert("n"), .backspace] {
            form.apply(edit)
            seen.append(form.inputs[genre].value)
        }
        XCTAssertEqual(seen, ["novel", "poetry", "essay", "novel", "essay", "essay", "essay", "novel", "novel"],
                       "wrapping both ways; no letter types; a required choice is never emptied")
        form.focus = status
        form.apply(.insert("o"))
        XCTAssertEqual(form.inputs[status].value, "out-of-print")
        form.apply(.deleteToStart)
        XCTAssertEqual(form.inputs[status].value, "", "an optional choice may be left unset")
        form.focus = try XCTUnwrap(fields.firstIndex { $0.key == "title" })
        form.apply(.insert("Salt"))
        XCTAssertTrue(form.validated().isValid)
        XCTAssertEqual(form.changes, ["title": "Salt", "genre": "novel"])
    }
}
