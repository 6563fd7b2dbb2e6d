import Foundation
import XCTest

/// `courier --api …` as a script uses it, against a real FastAPI and a real
/// Django REST framework application: sign in, every list, search, sort, a
/// filter, a link's sub-collection, a write refused by its schema and one
/// taken, a refresh, and offline.
final class DescribedPeerCommandLineTests: DescribedPeerTestCase {
    func testTheBookshopSignsInWithOAuth2AndKeepsOnlyTokens() throws {
        let api = try bookshop()
        let wrong = try courier(api, ["login", "--username", "ann"], input: "nope\n")
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.standardError.contains("Incorrect username or password"), wrong.standardError)
        try signIn(api)
        let file = try sessionFile()
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o777, 0o600)
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("refreshToken"), saved)
        XCTAssertFalse(saved.contains("ann-pass"), "the password is never kept")
        XCTAssertEqual(try courier(api, ["whoami"]).standardOutput, "ann on test\n")
    }

    func testEveryListSearchSortAndAFilterAnsweredAtASubCollection() throws {
        let api = try bookshop()
        try signIn(api)
        for resource in ["authors", "books", "reviews"] {
            let result = try courier(api, ["get", resource, "--limit", "3", "--wide"])
            XCTAssertEqual(result.status, 0, "\(resource): \(result.standardError)")
            XCTAssertTrue(result.standardOutput.contains("ID"), result.standardOutput)
        }
        let search = try courier(api, ["get", "books", "--search", "glass", "--limit", "50", "--wide"])
        XCTAssertTrue(search.standardOutput.contains("Glass"), search.standardOutput)
        XCTAssertFalse(search.standardOutput.contains("Orchard River"), search.standardOutput)
        let sorted = try courier(api, ["get", "books", "--sort", "price:desc", "--limit", "2", "--json"])
        let prices = try JSONSerialization.jsonObject(with: Data(sorted.standardOutput.utf8)) as? [[String: Any]]
        XCTAssertEqual(prices?.count, 2)
        XCTAssertGreaterThanOrEqual(prices?[0]["price"] as? Double ?? 0, prices?[1]["price"] as? Double ?? 1)
        let curl = try courier(api, ["get", "books", "--filter", "authorId=3", "--curl"])
        XCTAssertTrue(curl.standardOutput.contains("/authors/3/books?limit=30&skip=0"), curl.standardOutput)
        XCTAssertFalse(curl.standardOutput.contains("Bearer ey"), "a token never reaches the output")
        let owned = try courier(api, ["get", "books", "--filter", "authorId=3", "--json"])
        let books = try JSONSerialization.jsonObject(with: Data(owned.standardOutput.utf8)) as? [[String: Any]]
        XCTAssertFalse(books?.isEmpty ?? true)
        XCTAssertTrue(books?.allSatisfy { $0["authorId"] as? Int == 3 } ?? false, owned.standardOutput)
    }

    func testAWriteTheSchemaRefusesIsNotSentAndOneItTakesIsKept() throws {
        let api = try bookshop()
        try signIn(api)
        let refused = try courier(api, ["add", "books", "--field", "title=X", "--field", "genre=novel", "--field", "year=2000",
                                        "--field", "price=1", "--field", "authorId=1"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("--field title must be at least 2 characters"), refused.standardError)
        let added = try courier(api, ["add", "books", "--field", "title=Courier's book", "--field", "genre=essay",
                                      "--field", "year=2024", "--field", "price=12.5", "--field", "authorId=2"])
        XCTAssertEqual(added.status, 0, added.standardError)
        XCTAssertTrue(added.standardError.hasPrefix("courier: Added book "), added.standardError)
        let record = try JSONSerialization.jsonObject(with: Data(added.standardOutput.utf8)) as? [String: Any]
        let id = try XCTUnwrap(record?["id"] as? Int)
        let read = try courier(api, ["get", "books", "--id", String(id), "--json"])
        XCTAssertTrue(read.standardOutput.contains("Courier's book"), "the server kept it: \(read.standardOutput)")
        XCTAssertEqual(try courier(api, ["delete", "books", "--id", String(id)]).status, 0)
        XCTAssertEqual(try courier(api, ["get", "books", "--id", String(id)]).status, 1, "gone")
    }

    func testAnExpiredTokenIsRefreshedOnceAndTheNewOneKept() throws {
        let base = try peer("COURIER_FASTAPI_URL")
        let api = base + "/openapi.json"
        try signIn(api)
        let before = try String(contentsOf: try sessionFile(), encoding: .utf8)
        XCTAssertEqual(post(URL(string: base + "/test/expire")!), 204)
        let result = try courier(api, ["get", "books", "--limit", "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let after = try String(contentsOf: try sessionFile(), encoding: .utf8)
        XCTAssertNotEqual(before, after, "the refreshed tokens are saved")
    }

    func testTheGameLibrarySignsInWithBasicAndPagesByNumber() throws {
        let api = try library()
        let wrong = try courier(api, ["login", "--username", "ann"], input: "nope\n")
        XCTAssertEqual(wrong.status, 1, wrong.standardOutput)
        try signIn(api)
        let saved = try String(contentsOf: try sessionFile(), encoding: .utf8)
        XCTAssertTrue(saved.contains("\"username\" : \"ann\""), saved)
        let second = try courier(api, ["get", "games", "--skip", "20", "--limit", "20", "--wide"])
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertTrue(second.standardOutput.hasSuffix("21–40 of 90\n"), second.standardOutput)
        let curl = try courier(api, ["get", "games", "--skip", "20", "--limit", "20", "--sort", "rating:desc", "--curl"])
        XCTAssertTrue(curl.standardOutput.contains("/api/games/?ordering=-rating&page=2&page_size=20"), curl.standardOutput)
        let sorted = try courier(api, ["get", "games", "--sort", "rating:desc", "--json"])
        let ratings = (try JSONSerialization.jsonObject(with: Data(sorted.standardOutput.utf8)) as? [[String: Any]])?
            .compactMap { $0["rating"] as? Double } ?? []
        XCTAssertEqual(ratings.count, 30)
        XCTAssertEqual(ratings, ratings.sorted(by: >))
        let puzzles = try courier(api, ["get", "games", "--filter", "genre=puzzle", "--json"])
        let games = try JSONSerialization.jsonObject(with: Data(puzzles.standardOutput.utf8)) as? [[String: Any]]
        XCTAssertEqual(games?.isEmpty, false)
        XCTAssertTrue(games?.allSatisfy { $0["genre"] as? String == "puzzle" } ?? false)
        let studio = try courier(api, ["get", "games", "--filter", "studio=2", "--json"])
        let owned = try JSONSerialization.jsonObject(with: Data(studio.standardOutput.utf8)) as? [[String: Any]]
        XCTAssertTrue(owned?.allSatisfy { $0["studio"] as? Int == 2 } ?? false, studio.standardOutput)
    }

    func testTheGameLibraryRefusesARatingPastItsMaximumAndTakesOneWithin() throws {
        let api = try library()
        try signIn(api)
        let refused = try courier(api, ["edit", "games", "--id", "1", "--field", "rating=11"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("--field rating must be at most 10"), refused.standardError)
        let taken = try courier(api, ["edit", "games", "--id", "1", "--field", "rating=7.5"])
        XCTAssertEqual(taken.status, 0, taken.standardError)
        XCTAssertTrue(try courier(api, ["get", "games", "--id", "1", "--json"]).standardOutput.contains("\"rating\" : 7.5"))
    }

    func testWithTheServerGoneTheCacheAnswers() throws {
        let api = try bookshop()
        try signIn(api)
        XCTAssertEqual(try courier(api, ["get", "reviews", "--limit", "5"]).status, 0)
        // The same origin with nothing listening: the session is the origin's, the cached rows too.
        let base = try peer("COURIER_FASTAPI_URL")
        let proxy = try FaultProxy(upstream: URL(string: base)!)
        defer { proxy.stop() }
        let through = try ProcessRunner.run("courier", ["--api", api, "--base-url", proxy.baseURL.absoluteString, "login", "--username", "ann"],
                                            input: "ann-pass\n", environment: environment)
        XCTAssertEqual(through.status, 0, through.standardError)
        let proxied = { (arguments: [String]) throws -> ProcessRunner.Result in
            try ProcessRunner.run("courier", ["--api", api, "--base-url", proxy.baseURL.absoluteString] + arguments, environment: self.environment)
        }
        XCTAssertEqual(try proxied(["get", "reviews", "--limit", "5"]).status, 0)
        // A record keyed by a UUID is cached under its text as well.
        let harbour = DescribedPeerInTmuxTests.harbourPress
        XCTAssertEqual(try proxied(["get", "publishers", "--id", harbour]).status, 0)
        proxy.set(.reset)
        let offline = try proxied(["get", "reviews", "--limit", "5"])
        XCTAssertEqual(offline.status, 0, offline.standardError)
        XCTAssertTrue(offline.standardError.contains("offline: showing data cached"), offline.standardError)
        XCTAssertTrue(offline.standardOutput.contains("Review"), offline.standardOutput)
        let publisher = try proxied(["get", "publishers", "--id", harbour])
        XCTAssertEqual(publisher.status, 0, publisher.standardError)
        XCTAssertTrue(publisher.standardError.contains("offline: showing data cached"), publisher.standardError)
        XCTAssertTrue(publisher.standardOutput.contains("Harbour Press"), publisher.standardOutput)
    }

    func testPublishersKeyedByUUIDAreReadWrittenAndDeletedByTheirText() throws {
        let api = try bookshop()
        try signIn(api)
        let first = try XCTUnwrap(try records(courier(api, ["get", "publishers", "--json"])).first?["id"] as? String)
        XCTAssertNotNil(UUID(uuidString: first), first)
        let one = try courier(api, ["get", "publishers", "--id", first, "--wide"])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertTrue(one.standardOutput.contains(first), one.standardOutput)
        let books = try records(courier(api, ["get", "books", "--filter", "publisherId=\(first)", "--json", "--limit", "100"]))
        XCTAssertFalse(books.isEmpty)
        XCTAssertTrue(books.allSatisfy { $0["publisherId"] as? String == first }, "\(books)")

        let added = try courier(api, ["add", "publishers", "--field", "name=Courier Books", "--field", "city=Bergen"])
        let made = try XCTUnwrap(try records(added).first?["id"] as? String)
        XCTAssertEqual(added.standardError, "courier: Added publisher \(made).\n", "the new record by its UUID, never a number of Courier's")
        let edited = try courier(api, ["edit", "publishers", "--id", made, "--field", "city=Tromsø"])
        XCTAssertEqual(edited.status, 0, edited.standardError)
        XCTAssertEqual(edited.standardError, "courier: Saved publisher \(made).\n")
        XCTAssertEqual(try records(courier(api, ["get", "publishers", "--id", made, "--json"])).first?["city"] as? String, "Tromsø")
        XCTAssertEqual(try courier(api, ["delete", "publishers", "--id", made]).status, 0)
        let gone = try courier(api, ["get", "publishers", "--id", made])
        XCTAssertEqual(gone.status, 1, "gone")
        XCTAssertTrue(gone.standardError.contains("No such publisher"), gone.standardError)

        let wrong = try courier(api, ["get", "books", "--id", first])
        XCTAssertEqual(wrong.status, 2, "a book's id is a whole number")
        XCTAssertTrue(wrong.standardError.contains("--id takes a whole number"), wrong.standardError)
    }

    func testAnAuthorsAwardsHaveNoListOfTheirOwnAndAreListedPerAuthor() throws {
        let api = try bookshop()
        try signIn(api)
        let described = try courier(api, ["describe"])
        XCTAssertTrue(described.standardOutput.contains("owner   no list of its own: listed per author (--filter authorId=…"),
                      described.standardOutput)
        let alone = try courier(api, ["get", "awards"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.standardError.contains("Awards have no list of their own: filter by authorId"), alone.standardError)
        let owned = try courier(api, ["get", "awards", "--filter", "authorId=2", "--wide"])
        XCTAssertEqual(owned.status, 0, owned.standardError)
        XCTAssertTrue(owned.standardOutput.contains("Salt Award"), owned.standardOutput)
        XCTAssertTrue(owned.standardOutput.hasSuffix("1–2 of 2\n"), owned.standardOutput)
    }

    /// Rows answered for a search "a", a filter and a sort descending, each row checked against all three.
    private func assertSearchedFilteredSorted(_ api: String, _ resource: String, filter: (String, String), sort: String,
                                              line: UInt = #line) throws {
        let rows = try records(courier(api, ["get", resource, "--search", "a", "--filter", "\(filter.0)=\(filter.1)",
                                             "--sort", "\(sort):desc", "--json", "--limit", "100"]), line: line)
        XCTAssertFalse(rows.isEmpty, line: line)
        XCTAssertTrue(rows.allSatisfy { $0[filter.0] as? String == filter.1 && ($0["title"] as? String ?? "").lowercased().contains("a") },
                      "\(rows)", line: line)
        let keys = rows.compactMap { $0[sort] as? Double }
        XCTAssertEqual(keys, keys.sorted(by: >), line: line)
    }

    func testASearchAFilterAndASortGoTogetherWhereTheOperationTakesThem() throws {
        let api = try bookshop()
        try signIn(api)
        try assertSearchedFilteredSorted(api, "books", filter: ("genre", "novel"), sort: "price")
        let refused = try courier(api, ["get", "books", "--search", "a", "--filter", "authorId=3"])
        XCTAssertEqual(refused.status, 2, "/authors/{id}/books takes no q: refused, not sent and ignored")
        XCTAssertTrue(refused.standardError.contains("Books filtered by authorId cannot be searched: clear authorId=3 or the search first."),
                      refused.standardError)

        let library = try self.library()
        try signIn(library)
        try assertSearchedFilteredSorted(library, "games", filter: ("genre", "puzzle"), sort: "rating")
    }

    /// The cache keeps the peer's ETag and asks with it: an unchanged list comes back 304, and what was kept is printed.
    func testAnUnchangedListIsRevalidatedByItsETag() throws {
        let base = try peer("COURIER_FASTAPI_URL")
        let api = base + "/openapi.json"
        try signIn(api)
        let first = try courier(api, ["get", "reviews", "--limit", "5", "--wide"])
        XCTAssertEqual(first.status, 0, first.standardError)
        let before = try XCTUnwrap(postForJSON(URL(string: base + "/test/not-modified")!)?["count"] as? Int)
        let again = try courier(api, ["get", "reviews", "--limit", "5", "--wide"])
        XCTAssertEqual(again.status, 0, again.standardError)
        let after = try XCTUnwrap(postForJSON(URL(string: base + "/test/not-modified")!)?["count"] as? Int)
        XCTAssertGreaterThan(after, before, "asked with If-None-Match and answered 304")
        XCTAssertEqual(again.standardOutput, first.standardOutput, "the kept rows, printed as before")
    }
}
