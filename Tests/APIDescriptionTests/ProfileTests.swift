import Foundation
import JSON
import XCTest
@testable import APIDescription

final class ProfileTests: XCTestCase {
    private func files(_ files: [String: String]) -> APILoader.Fetch {
        { source throws(DescriptionError) in
            guard let text = files[source.description] else { throw .unreadable(source: source.description, reason: "no such file") }
            return Data(text.utf8)
        }
    }

    private func corpus(_ source: DescriptionSource) throws(DescriptionError) -> Data {
        guard case .file(let name) = source, let data = try? Corpus.data(name) else {
            throw .unreadable(source: source.description, reason: "not in the corpus")
        }
        return data
    }

    func testAProfileStandsAloneForAnAPIWithNoDescription() throws {
        let api = try APILoader.discover(.file("notes-profile.yaml"), fetch: corpus)
        XCTAssertEqual(api.title, "Notes")
        XCTAssertEqual(api.servers.map(\.name), ["local"])
        XCTAssertEqual(api.servers.first?.url?.absoluteString, "http://127.0.0.1:7000/v2")
        XCTAssertEqual(api.signIn, .apiKey(name: "X-Notes-Key", location: .header))
        XCTAssertEqual(api.resources.map(\.id), ["notes", "authors"])
        let notes = try XCTUnwrap(api["notes"])
        XCTAssertEqual(notes.itemsKey, "data")
        XCTAssertEqual(notes.recordPath, "/notes/{id}", "a record at <list>/{id} unless it says otherwise")
        XCTAssertEqual(notes.paging, .page(page: "p", size: "n", first: 1))
        XCTAssertEqual(notes.total, .header("X-Total-Count"))
        XCTAssertEqual(notes.search, SearchStyle(parameter: "text"))
        XCTAssertEqual(notes.sort, SortStyle(parameter: "sort", order: .parameter("dir"), fields: ["title", "updated"]))
        XCTAssertEqual(notes.filters.map(\.name), ["folder", "authorId"])
        XCTAssertEqual(notes.filters.first?.choices, ["inbox", "archive"])
        XCTAssertEqual(notes.filters.last?.takesID, true)
        XCTAssertEqual(notes.columns.map(\.kind), [.id, .text, .dateTime, .boolean])
        XCTAssertEqual(notes.columns.last?.title, "Pin")
        XCTAssertEqual(notes.links, [DiscoveredLink(title: "Author", target: .record(resource: "authors", field: "authorId"))])
        XCTAssertEqual(notes.writes.updateMethod, .put)
        XCTAssertEqual(notes.writes.fields.first?.constraints.limits.maxLength, 100)
        XCTAssertEqual(api["authors"]?.links.first?.target, .list(resource: "notes", filter: "authorId"))
    }

    func testAProfileOverlaysTheDescriptionItNames() throws {
        let fetch = files([
            "/api/shop.yaml": String(decoding: try Corpus.data("shop.yaml"), as: UTF8.self),
            "/api/courier.yaml": """
            courier: 1
            description: shop.yaml
            title: The shop
            servers: [{name: staging, url: "http://127.0.0.1:8001/api"}]
            resources:
              - {id: suppliers, title: Makers, columns: [id, name, country]}
              - {id: products, search: false, picture: thumbnail, secret: [code]}
            """,
        ])
        let api = try APILoader.discover(.file("/api/courier.yaml"), fetch: fetch)
        XCTAssertEqual(api.title, "The shop")
        XCTAssertEqual(api.servers.map(\.name), ["staging"])
        XCTAssertEqual(api.signIn, .oauth2Password(tokenURL: "/api/token", refreshURL: "/api/token/refresh"), "the description's sign-in stays")
        XCTAssertEqual(api.resources.map(\.id), ["suppliers", "products"], "the profile's order")
        XCTAssertEqual(api["suppliers"]?.title, "Makers")
        XCTAssertEqual(api["suppliers"]?.columns.map(\.field), ["id", "name", "country"])
        XCTAssertNil(api["products"]?.search, "search: false turns it off")
        XCTAssertEqual(api["products"]?.paging, .skipLimit(skip: "skip", limit: "limit"), "what it does not say stays discovered")
        XCTAssertTrue(api["products"]?.secretFields.contains("code") == true)
    }

    func testHiddenAndOnlyListedResources() throws {
        let fetch = files([
            "shop.yaml": String(decoding: try Corpus.data("shop.yaml"), as: UTF8.self),
            "hide.yaml": "courier: 1\ndescription: shop.yaml\nresources: [{id: suppliers, hidden: true}]\n",
            "only.yaml": "courier: 1\ndescription: shop.yaml\nonly: true\nresources: [{id: suppliers}]\n",
        ])
        XCTAssertEqual(try APILoader.discover(.file("hide.yaml"), fetch: fetch).resources.map(\.id), ["products"])
        XCTAssertEqual(try APILoader.discover(.file("only.yaml"), fetch: fetch).resources.map(\.id), ["suppliers"])
    }

    func testARelativeDescriptionOfAProfileAtAURLIsFetchedBesideIt() {
        let source = DescriptionSource("http://127.0.0.1:8000/config/courier.yaml")
        XCTAssertEqual(source.resolving("../openapi.json"), .url(URL(string: "http://127.0.0.1:8000/openapi.json")!))
        XCTAssertEqual(DescriptionSource("/etc/api/p.yaml").resolving("d.json"), .file("/etc/api/d.json"))
        XCTAssertEqual(DescriptionSource("/etc/api/p.yaml").resolving("https://x.example/d.json"), .url(URL(string: "https://x.example/d.json")!))
    }

    func testMistakesNameTheKeyAtFault() {
        let cases: [(String, String)] = [
            ("courier: 2\nservers: []\n", "the profile's courier is 2; this Courier reads profiles of format 1"),
            ("courier: 1\nresorces: []\n", "the profile's  has 'resorces', which a profile does not know"),
            ("courier: 1\nresources: [{id: a, list: /a, paging: {style: pages}}]\n",
             "the profile's resources[0].paging.style is 'pages'; it takes one of none, skip-limit, offset-limit, page, cursor, link"),
            ("courier: 1\nresources: [{id: a}]\nservers: [{name: x, url: 'http://h'}]\n", "the profile's resources[a] is in no description, so it needs 'list'"),
            ("courier: 1\nresources: [{id: a, list: /a}]\n", "the profile's servers are missing"),
            ("courier: 1\nsignIn: {type: api-key}\n", "the profile's signIn has no 'name'"),
            ("courier: 1\nresources: [{id: a, list: /a, filters: [{name: c, path: /a/c}]}]\n", "the profile's resources[0].filters[0].path is '/a/c'; it needs one {…}"),
            ("courier: 1\nresources: [{id: a, list: /a}, {id: a, list: /b}]\n", "lists the resource 'a' twice"),
            ("courier: 1\nresources: [{id: a, list: /a, name: [1, {x: y}]}]\n", "the profile's resources[0].name must be a field's name or a list of them"),
            ("courier: 1\nresources: [{id: a, list: /a, name: {person: true}}]\n", "the profile's resources[0].name needs 'fields'"),
            ("courier: 1\nresources: [{id: a, list: /a, filters: [{name: c, search: maybe}]}]\n", "the profile's resources[0].filters[0].search"),
            // Found by fuzzing: a list that was not a path was asked for relative to the base URL.
            ("courier: 1\nresources: [{id: a, list: items}]\nservers: [{name: x, url: 'http://h'}]\n",
             "the profile's resources[0].list is “items”; a path begins with /"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try APILoader.discover(.file("p.yaml"), fetch: files(["p.yaml": text])), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error) should say: \(expected)")
            }
        }
    }
}
