import Foundation
import JSON
import XCTest
@testable import APIDescription

/// Discovery on a publisher's API keyed by UUIDs and slugs (Tests/Descriptions/press.yaml):
/// text ids, which of search, filter and sort one request carries, a list
/// that exists only under its owner, and the fields that name a record.
final class PressDiscoveryTests: XCTestCase {
    private func press() throws -> DiscoveredAPI { APIDiscovery.discover(try Corpus.description("press.yaml")) }

    func testARecordPathsParameterNamesTheIDFieldAndTextIDsAreKnownAsText() throws {
        let api = try press()
        XCTAssertEqual(api["authors"]?.idField, "slug", "/authors/{slug}: the slug, though the records have an id too")
        XCTAssertEqual(api["authors"]?.recordPath, "/authors/{slug}")
        XCTAssertEqual(api["publishers"]?.idField, "id")
        XCTAssertEqual(api["publishers"]?.itemSchema?.property("id")?.format, "uuid")
        let byPublisher = try XCTUnwrap(api["books"]?.filters.first { $0.name == "publisherId" })
        XCTAssertTrue(byPublisher.takesID)
        XCTAssertTrue(byPublisher.takesTextID, "a UUID, not a whole number")
        XCTAssertEqual(api["books"]?.links.first?.target, .record(resource: "publishers", field: "publisherId"),
                       "a text `…Id` field links as a number does")
    }

    func testASearchFilterAndSortGoTogetherOnlyWhereTheAnsweringOperationTakesThem() throws {
        let books = try XCTUnwrap(try press()["books"])
        XCTAssertEqual(books.search, SearchStyle(parameter: "q", path: "/books/search"))
        XCTAssertFalse(books.sortsSearches, "/books/search takes no sort")
        let genre = try XCTUnwrap(books.filters.first { $0.name == "genre" })
        XCTAssertFalse(genre.searchable, "/books/search takes no genre")
        XCTAssertTrue(genre.sortable, "/books takes genre and sort together")
        XCTAssertEqual(books.filterPaths["publisherId"], "/publishers/{publisher_id}/books")
        let publisher = try XCTUnwrap(books.filters.first { $0.name == "publisherId" })
        XCTAssertFalse(publisher.searchable, "answered at /publishers/{id}/books, which takes no q")
        XCTAssertFalse(publisher.sortable, "nor a sort")
        let shop = APIDiscovery.discover(try Corpus.description("shop.yaml"))
        let category = try XCTUnwrap(shop["products"]?.filters.first { $0.name == "category" })
        XCTAssertTrue(category.searchable && category.sortable, "one operation takes q, sort and category")
        XCTAssertEqual(shop["products"]?.sortsSearches, true)
    }

    func testAProfileSaysWhatGoesTogetherWhereTheDescriptionCannot() throws {
        let profile = """
        courier: 1
        description: press.yaml
        resources:
          - id: books
            filters:
              - {name: genre, search: true}
              - {name: status, path: "/books/status/{value}", sort: false}
        """
        let api = try APILoader.discover(.file("profile.yaml"), fetch: Self.files(["profile.yaml": profile]))
        let filters = try XCTUnwrap(api["books"]?.filters)
        XCTAssertEqual(filters.first { $0.name == "genre" }?.searchable, true, "the profile's word over the description's")
        let status = try XCTUnwrap(filters.first { $0.name == "status" })
        XCTAssertTrue(status.searchable, "a path the description lacks: allowed unless the profile says not")
        XCTAssertFalse(status.sortable)
    }

    func testASubCollectionWithNoListOfItsOwnIsAResourceListedPerItsOwner() throws {
        let api = try press()
        let awards = try XCTUnwrap(api["awards"])
        XCTAssertEqual(api.resources.last?.id, "awards", "after the lists of their own")
        XCTAssertEqual(awards.listedPer, "authorId")
        XCTAssertEqual(awards.listPath, "/authors/{slug}/awards")
        XCTAssertEqual(awards.filterPaths, ["authorId": "/authors/{slug}/awards"])
        XCTAssertNil(awards.recordPath, "the detail shows the list's item")
        let owner = try XCTUnwrap(awards.filters.first)
        XCTAssertEqual(owner.title, "Author")
        XCTAssertTrue(owner.takesTextID, "an author's slug")
        XCTAssertEqual(awards.columns.map(\.field), ["id", "name", "year"])
        XCTAssertTrue(api["authors"]?.links.contains { $0.target == .list(resource: "awards", filter: "authorId") } == true,
                      "reached from an author's detail")
        XCTAssertNil(api["books"]?.listedPer, "a sub-collection a top-level list holds is a filter of that list")
    }

    func testTheFieldsThatNameARecordAreATitleElseAPersonsNames() throws {
        let api = try press()
        XCTAssertEqual(api["publishers"]?.nameFields, ["name"])
        XCTAssertEqual(api["books"]?.nameFields, ["title"])
        XCTAssertEqual(api["authors"]?.nameFields, ["first_name", "last_name"])
        XCTAssertEqual(api["authors"]?.namesPerson, true, "given and family name, in the order the script reads")
        let profile = """
        courier: 1
        description: press.yaml
        resources:
          - {id: publishers, name: city}
          - {id: authors, name: {fields: [slug]}}
          - {id: books, name: [title, year]}
        """
        let named = try APILoader.discover(.file("profile.yaml"), fetch: Self.files(["profile.yaml": profile]))
        XCTAssertEqual(named["publishers"]?.nameFields, ["city"])
        XCTAssertEqual(named["authors"]?.nameFields, ["slug"])
        XCTAssertEqual(named["authors"]?.namesPerson, false)
        XCTAssertEqual(named["books"]?.nameFields, ["title", "year"])
    }

    func testAFieldNamingARecordThatCanBeNamedIsAColumnTitledAsItsLink() throws {
        let books = try XCTUnwrap(try press()["books"])
        let publisher = try XCTUnwrap(books.columns.first { $0.field == "publisherId" })
        XCTAssertEqual(publisher.title, "Publisher")
        XCTAssertEqual(publisher.width, ColumnDiscovery.referenceWidth)
    }

    /// A profile beside the corpus's descriptions.
    private static func files(_ files: [String: String]) -> APILoader.Fetch {
        { source throws(DescriptionError) in
            if let text = files[source.description] { return Data(text.utf8) }
            guard let data = try? Corpus.data(source.description) else { throw .unreadable(source: source.description, reason: "missing") }
            return data
        }
    }
}
