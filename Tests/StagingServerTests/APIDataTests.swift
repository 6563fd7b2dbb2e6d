import Foundation
import Models
import XCTest
@testable import StagingServer

final class APIDataTests: XCTestCase {
    private let api = SharedAPI.standard

    func testDefaultCountsMatchUpstream() throws {
        XCTAssertEqual(try api.get("/products").jsonValue()["total"], 194)
        XCTAssertEqual(try api.get("/posts").jsonValue()["total"], 251)
        XCTAssertEqual(try api.get("/users").jsonValue()["total"], 208)
        XCTAssertEqual(try api.get("/products/categories").decode([Models.Category].self).count, 24)
        XCTAssertEqual(Set(api.data.products.all.map(\.category)).count, 24)
    }

    func testEveryServedRecordDecodesIntoItsModelUnchanged() throws {
        let products = try api.get("/products", [("limit", "0")]).decode(Page<Product>.self)
        XCTAssertEqual(products.items, api.data.products.all.map(\.model))
        let posts = try api.get("/posts", [("limit", "0")]).decode(Page<Post>.self)
        XCTAssertEqual(posts.items, api.data.posts.all.map(\.model))
        let users = try api.get("/users", [("limit", "0")]).decode(Page<User>.self)
        XCTAssertEqual(users.items, api.data.users.all.map(\.model))
    }

    func testBrandIsAbsentOnSomeProductsAndPresentOnOthers() throws {
        let records = try api.get("/products", [("limit", "0")]).jsonValue()["products"]?.arrayValue ?? []
        let withoutBrand = records.filter { $0["brand"] == nil }.count
        XCTAssertGreaterThan(withoutBrand, 10)
        XCTAssertLessThan(withoutBrand, records.count - 10)
        XCTAssertFalse(records.contains { $0["brand"] == .null }, "a missing brand is omitted, not null")
    }

    func testFirstUserIsEmilyAndEveryPasswordIsUsernamePass() {
        let emily = api.data.users.all[0]
        XCTAssertEqual(emily.username, "emilys")
        XCTAssertEqual(emily.fullName, "Emily Johnson")
        XCTAssertEqual(emily.role, .admin)
        XCTAssertTrue(api.data.users.all.allSatisfy { $0.password == "\($0.username)pass" })
        XCTAssertEqual(Set(api.data.users.all.map { $0.username.lowercased() }).count, 208, "usernames are unique")
        XCTAssertTrue(api.data.users.all.allSatisfy { $0.username.allSatisfy(\.isASCII) })
        let roles = Set(api.data.users.all.map(\.role))
        XCTAssertEqual(roles, [.admin, .moderator, .user])
        XCTAssertTrue(api.data.posts.all.allSatisfy { (1...208).contains($0.userId) })
    }

    func testDataHoldsCJKEmojiLongAndHostileStrings() {
        let texts = api.data.products.all.flatMap { [$0.title, $0.description] }
            + api.data.posts.all.flatMap { [$0.title, $0.body] }
            + api.data.users.all.flatMap { [$0.firstName, $0.lastName] }
        func contains(_ predicate: (String) -> Bool) -> Bool { texts.contains(where: predicate) }
        XCTAssertTrue(contains { $0.contains("无线蓝牙耳机") }, "Chinese")
        XCTAssertTrue(contains { $0.contains("ステンレス") }, "Japanese")
        XCTAssertTrue(contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "emoji")
        XCTAssertTrue(contains { $0.count > 150 }, "very long")
        XCTAssertTrue(contains { $0.contains("\u{1B}[2J") }, "ANSI clear screen")
        XCTAssertTrue(contains { $0.contains("\u{1B}]0;pwned\u{07}") }, "OSC window title")
        XCTAssertTrue(contains { $0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\u{1B}" } }, "C0 control")
        XCTAssertTrue(contains { $0.unicodeScalars.contains { (0x80...0x9F).contains($0.value) } }, "C1 control")
        XCTAssertTrue(contains { $0.contains("\u{202E}") }, "bidi override")
        XCTAssertTrue(api.data.users.all.contains { $0.lastName == "王" || $0.lastName == "佐藤" || $0.firstName == "さくら" })
    }

    func testHostileStringsSurviveTheJSONRoundTripIntact() throws {
        let title = "Clear \u{1B}[2JScreen Deluxe"
        let found = try api.get("/products/search", [("q", "Screen Deluxe")]).decode(Page<Product>.self)
        XCTAssertTrue(found.items.contains { $0.title == title })
    }

    func testSameSeedServesIdenticalBytesAndAnotherSeedDoesNot() {
        let again = StagingAPI(configuration: .init(seed: StagingAPI.Configuration.defaultSeed))
        let other = StagingAPI(configuration: .init(seed: 99))
        for path in ["/products", "/posts", "/users"] {
            let query = [("limit", "0")]
            XCTAssertEqual(api.get(path, query).body, again.get(path, query).body, path)
            XCTAssertNotEqual(api.get(path, query).body, other.get(path, query).body, path)
        }
        XCTAssertEqual(other.data.users.all[0].username, "emilys", "user 1 is emilys for every seed")
    }

    func testCountsAreConfigurableAndScaleTo100k() throws {
        let start = Date()
        let big = StagingAPI(configuration: .init(counts: ["products": 100_000, "posts": 100_000, "users": 100_000]))
        let page = try big.get("/products", [("skip", "99990")]).decode(Page<Product>.self)
        XCTAssertEqual(page.total, 100_000)
        XCTAssertEqual(page.items.map(\.id), Array(99_991...100_000))
        XCTAssertEqual(page.limit, 10)
        XCTAssertEqual(try big.get("/users/100000").decode(User.self).id, 100_000)
        XCTAssertEqual(try big.get("/posts", [("limit", "1"), ("skip", "50000")]).decode(Page<Post>.self).items.first?.id, 50_001)
        XCTAssertEqual(try big.get("/products/category/womens-watches", [("limit", "1")]).decode(Page<Product>.self).items.first?.category, "womens-watches")
        // Pages are made on demand, so none of this built the whole catalogue (said by
        // what was built, not by a time a busy machine could miss).
        XCTAssertFalse(big.data.products.isBuilt)
        XCTAssertFalse(big.data.users.isBuilt)
        XCTAssertFalse(big.data.posts.isBuilt)

        let search = try big.get("/products/search", [("q", "phone"), ("limit", "3")]).decode(Page<Product>.self)
        XCTAssertGreaterThan(search.total, 1000)
        XCTAssertTrue(big.data.products.isBuilt, "a search needs every product")
        XCTAssertEqual(Set(big.data.products.all.map(\.category)).count, 24)
        // Generous for debug builds on a shared machine; release takes a fraction of this.
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }

    func testUsernamesStayUniqueAndLoginableAtScale() throws {
        let big = StagingAPI(configuration: .init(counts: ["products": 1, "posts": 1, "users": 20_000]))
        let users = big.data.users.all
        XCTAssertEqual(Set(users.map { $0.username.lowercased() }).count, 20_000)
        XCTAssertTrue(users[UserCollection.plainUsernameLimit + 5].username.hasSuffix("1006"), "later users carry their id")
        for id in [1, 2, 999, 1000, 1001, 12_345, 20_000] {
            let user = users[id - 1]
            XCTAssertEqual(try big.login(user.username.uppercased(), "\(user.username)pass").id, id)
            XCTAssertEqual(try big.get("/users/\(id)").decode(User.self), user.model)
        }
        XCTAssertEqual(big.send("POST", "/auth/login", json: ["username": "emilys20001", "password": "emilys20001pass"]).status, 400)
    }

    func testSmallCountsStillWork() throws {
        let tiny = StagingAPI(configuration: .init(counts: ["products": 0, "posts": 1, "users": 1]))
        XCTAssertEqual(try tiny.get("/products").decode(Page<Product>.self).total, 0)
        XCTAssertEqual(try tiny.get("/posts").decode(Page<Post>.self).items.first?.userId, 1)
        XCTAssertEqual(try tiny.login().username, "emilys")
    }
}
