import Foundation
import Models
import XCTest
@testable import StagingServer

/// The collection table drives routing, listing, lookup, the memo, the
/// faults and the flags: a collection the server's sources never name
/// (GadgetCollection, defined in this target) is served like the others.
final class APICollectionTableTests: XCTestCase {
    private let table = StagingCollections.standard + [GadgetCollection.self]
    private lazy var api = StagingAPI(
        configuration: .init(counts: ["gadgets": 7], tokenSecret: Array(repeating: 7, count: 32)), collections: table)

    func testItsListSearchAndItemsAnswerUnderItsName() throws {
        let page = try api.get("/gadgets").jsonValue()
        XCTAssertEqual(Set(page.objectValue?.keys.map { $0 } ?? []), ["gadgets", "total", "skip", "limit"])
        XCTAssertEqual(page["total"], 7)
        XCTAssertEqual(page["gadgets"]?.arrayValue?.compactMap { $0["id"]?.intValue }, Array(1...7))

        let sorted = try api.get("/gadgets", [("sortBy", "colour"), ("limit", "2"), ("skip", "1"), ("select", "colour")]).jsonValue()
        XCTAssertEqual(sorted["gadgets"], [["id": 5, "colour": "blue"], ["id": 1, "colour": "green"]])

        let found = try api.get("/gadgets/search", [("q", "GADGET 4")]).jsonValue()
        XCTAssertEqual(found["total"], 1)
        XCTAssertEqual(found["gadgets"]?[0]?["name"], "Gadget 4")

        XCTAssertEqual(try api.get("/gadgets/3").jsonValue(), ["id": 3, "name": "Gadget 3", "colour": "red", "ownerId": 3])
        XCTAssertEqual(try api.get("/gadgets/3", [("select", "name")]).jsonValue(), ["id": 3, "name": "Gadget 3"])
    }

    func testItsMissesAnswerInItsOwnWords() {
        let missing = api.get("/gadgets/8")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.message, "Gadget with id '8' not found")
        let invalid = api.get("/gadgets/abc")
        XCTAssertEqual(invalid.status, 400)
        XCTAssertEqual(invalid.message, "Invalid gadget id 'abc'")
        XCTAssertEqual(api.get("/gadgets", [("limit", "x")]).message, "Invalid 'limit' - must be a number")
        XCTAssertEqual(api.get("/gadgets/1/extra").header("Content-Type"), "text/html; charset=utf-8")
    }

    func testWritesAndTheAuthPrefixWorkAsForEveryCollection() throws {
        XCTAssertEqual(try api.send("POST", "/gadgets/add", json: ["name": "New"]).jsonValue(), ["id": 8, "name": "New"])
        XCTAssertEqual(try api.send("PATCH", "/gadgets/2", json: ["colour": "pink"]).jsonValue()["colour"], "pink")
        XCTAssertEqual(try api.send("DELETE", "/gadgets/2").jsonValue()["isDeleted"], true)

        XCTAssertEqual(api.get("/auth/gadgets").message, "Access Token is required")
        let session = try api.login()
        XCTAssertEqual(api.get("/auth/gadgets/5", headers: bearer(session.accessToken)).body, api.get("/gadgets/5").body)
        XCTAssertEqual(try api.get("/products").jsonValue()["total"], 194, "the standard collections are still served")
    }

    func testItsOwnRoutesHangUnderItsPathAndUnderAnothersID() throws {
        let red = try api.get("/gadgets/colour/red").jsonValue()
        XCTAssertEqual(red["gadgets"]?.arrayValue?.compactMap { $0["id"]?.intValue }, [3, 6])
        XCTAssertEqual(red["total"], 2)
        XCTAssertEqual(api.get("/gadgets/colour").message, "Invalid gadget id 'colour'", "a missing segment falls to the item route")

        let owned = try api.get("/users/2/gadgets").jsonValue()
        XCTAssertEqual(owned["gadgets"]?.arrayValue?.compactMap { $0["ownerId"]?.intValue }, [2])
        XCTAssertEqual(api.get("/users/abc/gadgets").message, "Invalid user id 'abc'")
        XCTAssertEqual(api.get("/users/999/gadgets").message, "User with id '999' not found")
        XCTAssertEqual(api.get("/users/2").status, 200, "the users' own routes are untouched")
        XCTAssertEqual(SharedAPI.standard.get("/users/2/gadgets").status, 404, "without gadgets in the table, nothing answers")
    }

    func testTheMemoKeepsItsAnswersUnlessARouteSaysTheyChange() {
        XCTAssertEqual(api.get("/gadgets/colour/blue").body, api.get("/gadgets/colour/blue").body)
        XCTAssertEqual(api.memo.count, 1)
        XCTAssertNotEqual(api.get("/gadgets/random").body, api.get("/gadgets/random").body)
        XCTAssertEqual(api.memo.count, 1, "a random answer is never kept")
    }

    func testAHugeFaultOnItsPathIsAnEnvelopeOfIt() throws {
        let faulty = StagingAPI(configuration: .init(counts: ["gadgets": 3], faultsEnabled: true), collections: table)
        let body = try faulty.get("/gadgets", headers: ["x-courier-fault": "huge"]).jsonValue()
        let items = try XCTUnwrap(body["gadgets"]?.arrayValue)
        XCTAssertEqual(body["total"]?.intValue, items.count)
        XCTAssertEqual(items.last?["name"]?.stringValue, "Gadget \((items.count - 1) % 3 + 1)", "records repeat, ids stay unique")
    }

    func testItsCountIsAFlagOfItsName() throws {
        let options = try StagingServerOptions(arguments: ["--gadgets", "5", "--users=9"], collections: table)
        XCTAssertEqual(options.counts["gadgets"], 5)
        XCTAssertEqual(options.configuration.counts["gadgets"], 5)
        XCTAssertEqual(options.countSummary, "194 products, 251 posts, 9 users, 9 carts, 50 recipes, 340 comments, 254 todos, 1454 quotes, 5 gadgets")
        XCTAssertEqual(try StagingServerOptions(arguments: [], collections: table).counts["gadgets"], 12)
        XCTAssertThrowsError(try StagingServerOptions(arguments: ["--gadgets", "-1"], collections: table)) { error in
            XCTAssertEqual(error as? StagingServerOptions.UsageError,
                           .invalidValue(flag: "--gadgets", value: "-1", expected: "a count from 0 to 10000000"))
        }
        XCTAssertThrowsError(try StagingServerOptions(arguments: ["--gadgets", "5"])) { error in
            XCTAssertEqual(error as? StagingServerOptions.UsageError, .unknownFlag("--gadgets"))
        }
        let usage = StagingServerOptions.usage(for: table)
        XCTAssertTrue(usage.contains("[--gadgets N]"))
        XCTAssertTrue(usage.contains("  --gadgets N          number of gadgets (default 12)"))
    }
}
