import Foundation
import Models
import XCTest
@testable import StagingServer

/// The routes between resources, tags, meal types, random picks and the user filter.
final class APIRelationTests: XCTestCase {
    private let api = SharedAPI.standard

    /// A user who owns todos, posts or whatever `ids` lists, and one who owns none.
    private func owner(_ ids: [Int]) -> (some: Int, none: Int) {
        let owners = Set(ids)
        return (owners.min() ?? 1, (1...208).first { !owners.contains($0) } ?? 1)
    }

    func testTodosOfAUserUnderBothPathsTrimButNeverSort() throws {
        let (some, none) = owner(api.data.todos.all.map(\.userId))
        let expected = api.data.todos.all.filter { $0.userId == some }
        for path in ["/todos/user/\(some)", "/users/\(some)/todos"] {
            let body = try api.get(path, [("select", "todo"), ("sortBy", "todo"), ("order", "desc")]).jsonValue()
            XCTAssertEqual(body["total"]?.intValue, expected.count, path)
            XCTAssertEqual(body["todos"]?.arrayValue?.compactMap { $0["id"]?.intValue }, expected.map(\.id), "id order: \(path)")
            XCTAssertTrue(body["todos"]?.arrayValue?.allSatisfy { Set($0.objectValue?.keys.map { $0 } ?? []) == ["id", "todo"] } == true, path)
        }
        XCTAssertEqual(try api.get("/users/\(none)/todos").decode(Page<Todo>.self).total, 0, "a user without todos: empty list")
    }

    func testCartsOfAUserAreTheirOneCartUntrimmed() throws {
        for path in ["/carts/user/7", "/users/7/carts"] {
            let page = try api.get(path, [("select", "total")]).decode(Page<Cart>.self)
            XCTAssertEqual(page.items, [api.data.carts.all[6].model], path)
            XCTAssertEqual(page.total, 1)
        }
    }

    func testCommentsOfAPostUnderBothPaths() throws {
        let (some, _) = owner(api.data.comments.all.map(\.postId))
        let expected = api.data.comments.all.filter { $0.postId == some }
        for path in ["/comments/post/\(some)", "/posts/\(some)/comments"] {
            let page = try api.get(path, [("sortBy", "likes"), ("order", "desc")]).decode(Page<Comment>.self)
            XCTAssertEqual(page.items, expected.map(\.model), path)
        }
        let without = (1...251).first { id in !api.data.comments.all.contains { $0.postId == id } } ?? 1
        XCTAssertEqual(try api.get("/posts/\(without)/comments").jsonValue(), ["comments": [], "total": 0, "skip": 0, "limit": 0])
    }

    func testPostsOfAUserSortUnderPostsButNotUnderUsers() throws {
        let (some, _) = owner(api.data.posts.all.map(\.userId))
        let expected = api.data.posts.all.filter { $0.userId == some }
        let sorted = try api.get("/posts/user/\(some)", [("sortBy", "views"), ("order", "desc")]).decode(Page<Post>.self)
        XCTAssertEqual(sorted.items.map(\.views), expected.map(\.views).sorted(by: >))
        let unsorted = try api.get("/users/\(some)/posts", [("sortBy", "views"), ("order", "desc")]).decode(Page<Post>.self)
        XCTAssertEqual(unsorted.items, expected.map(\.model))
        let trimmed = try api.get("/users/\(some)/posts", [("select", "title")]).jsonValue()
        XCTAssertEqual(trimmed["posts"]?[0], ["id": .number(Double(expected[0].id)), "title": .string(expected[0].title)])
    }

    func testRelationRoutesCheckTheOwnersIDThroughItsCollection() {
        let cases: [(String, Int, String)] = [
            ("/users/abc/todos", 400, "Invalid user id 'abc'"), ("/todos/user/999", 404, "User with id '999' not found"),
            ("/carts/user/abc", 400, "Invalid user id 'abc'"), ("/users/209/carts", 404, "User with id '209' not found"),
            ("/posts/user/0", 404, "User with id '0' not found"), ("/users/1.5/posts", 404, "User with id '1.5' not found"),
            ("/comments/post/abc", 400, "Invalid post id 'abc'"), ("/posts/252/comments", 404, "Post with id '252' not found"),
            ("/posts/tag", 400, "Invalid post id 'tag'"), ("/todos/user", 404, "Todo with id 'user' not found"),
            ("/recipes/tag", 404, "Recipe with id 'tag' not found"), ("/comments/post", 404, "Comment with id 'post' not found"),
        ]
        for (path, status, message) in cases {
            let response = api.get(path)
            XCTAssertEqual(response.status, status, path)
            XCTAssertEqual(response.message, message, path)
        }
    }

    func testPostTagsListAndLookup() throws {
        let tags = try api.get("/posts/tag-list").decode([String].self)
        XCTAssertEqual(Set(tags), Set(api.data.posts.all.flatMap(\.tags)))
        XCTAssertEqual(tags.count, Set(tags).count)
        let described = try api.get("/posts/tags").decode([Models.Category].self)
        XCTAssertEqual(described.map(\.slug), tags)
        XCTAssertEqual(described.first?.url, "https://dummyjson.com/posts/tag/\(tags[0])")
        XCTAssertEqual(described.first?.name, tags[0].prefix(1).uppercased() + tags[0].dropFirst())
        let tag = tags[0]
        let page = try api.get("/posts/tag/\(tag.uppercased())", [("limit", "0"), ("select", "tags")]).jsonValue()
        XCTAssertEqual(page["total"]?.intValue, api.data.posts.all.filter { $0.tags.contains(tag) }.count)
        XCTAssertEqual(try api.get("/posts/tag/no-such-tag").jsonValue()["total"], 0)
    }

    func testRecipeTagsAndMealTypesMatchWholeValuesIgnoringCase() throws {
        let tags = try api.get("/recipes/tags").decode([String].self)
        XCTAssertEqual(tags, api.data.recipes.all.flatMap(\.tags).firstSeen)
        XCTAssertTrue(tags.contains("Main course"))
        let mainCourse = try api.get("/recipes/tag/main COURSE", [("limit", "0")]).decode(Page<Recipe>.self)
        XCTAssertEqual(mainCourse.items, api.data.recipes.all.filter { $0.tags.contains("Main course") }.map(\.model))
        XCTAssertGreaterThan(mainCourse.total, 0)
        XCTAssertEqual(try api.get("/recipes/tag/main").decode(Page<Recipe>.self).total, 0, "whole tags only")
        let sideDish = try api.get("/recipes/meal-type/side dish", [("sortBy", "name"), ("limit", "0")]).decode(Page<Recipe>.self)
        XCTAssertEqual(sideDish.items.map(\.name), api.data.recipes.all.filter { $0.mealType.contains("Side Dish") }.map(\.name).sorted())
        let snack = try api.get("/recipes/meal-type/snack", [("limit", "0")]).decode(Page<Recipe>.self)
        XCTAssertTrue(snack.items.allSatisfy { $0.mealType.contains("Snack") })
        XCTAssertEqual(try api.get("/recipes/meal-type/brunch").decode(Page<Recipe>.self).total, 0)
    }

    func testRandomTodosAndQuotes() throws {
        for (name, count) in [("todos", 254), ("quotes", 1454)] {
            let one = try api.get("/\(name)/random").jsonValue()
            XCTAssertTrue((1...count).contains(one["id"]?.intValue ?? 0), name)
            let ten = try api.get("/\(name)/random/10").jsonValue().arrayValue ?? []
            XCTAssertEqual(Set(ten.compactMap { $0["id"]?.intValue }).count, 10, "distinct: \(name)")
            for n in ["0", "11", "abc", "-1"] {
                XCTAssertEqual(try api.get("/\(name)/random/\(n)").jsonValue(), [], "\(name) \(n)")
            }
        }
        let small = StagingAPI(configuration: .init(counts: ["quotes": 3]))
        XCTAssertEqual(try small.get("/quotes/random/5").jsonValue().arrayValue?.count, 3)
        XCTAssertFalse(api.router.isRepeatable(["todos", "random"]))
        XCTAssertFalse(api.router.isRepeatable(["quotes", "random", "3"]))
        XCTAssertTrue(api.router.isRepeatable(["todos", "1"]))
    }

    func testUserFilterByDotPathExactly() throws {
        let color = try XCTUnwrap(api.data.users.all.first?.hair?.color)
        let page = try api.get("/users/filter", [("key", "hair.color"), ("value", color), ("limit", "0")]).decode(Page<User>.self)
        XCTAssertEqual(page.items, api.data.users.all.filter { $0.hair?.color == color }.map(\.model))
        XCTAssertEqual(try api.get("/users/filter", [("key", "hair.color"), ("value", color.lowercased())]).decode(Page<User>.self).total, 0)
        let age = api.data.users.all[0].age
        let byAge = try api.get("/users/filter", [("key", "age"), ("value", String(age)), ("select", "age")]).jsonValue()
        XCTAssertEqual(byAge["total"]?.intValue, api.data.users.all.filter { $0.age == age }.count)
        let admins = try api.get("/users/filter", [("key", "role"), ("value", "admin"), ("sortBy", "firstName")]).decode(Page<User>.self)
        XCTAssertTrue(admins.items.allSatisfy { $0.role == .admin })
        XCTAssertEqual(admins.items.map(\.firstName), admins.items.map(\.firstName).sorted())
        for query in [[("key", "role")], [("value", "admin")], [("key", "hair"), ("value", "x")], [("key", "no.such"), ("value", "x")]] {
            XCTAssertEqual(try api.get("/users/filter", query).jsonValue(), ["users": [], "total": 0, "skip": 0, "limit": 0], "\(query)")
        }
    }
}
