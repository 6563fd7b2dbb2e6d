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
        XCTAssertEqual(try ProcessRunner.run("courier", ["--api", api, "--base-url", proxy.baseURL.absoluteString, "get", "reviews", "--limit", "5"],
                                             environment: environment).status, 0)
        proxy.set(.reset)
        let offline = try ProcessRunner.run("courier", ["--api", api, "--base-url", proxy.baseURL.absoluteString, "get", "reviews", "--limit", "5"],
                                            environment: environment)
        XCTAssertEqual(offline.status, 0, offline.standardError)
        XCTAssertTrue(offline.standardError.contains("offline: showing data cached"), offline.standardError)
        XCTAssertTrue(offline.standardOutput.contains("Review"), offline.standardOutput)
    }
}
