import DummyJSON
import Network
import XCTest
@testable import ViewModels

/// What each resource of the registry asks the API for: its list, a search,
/// a sort, and the filters that are really another record's list.
final class ResourceRoutesTests: XCTestCase {
    private func path(_ id: String, _ request: ListRequest = ListRequest()) throws -> String {
        let resource = try XCTUnwrap(ResourceRegistry.standard[id], id)
        let relation = resource.route(for: request).relation
        let query = (relation.params ?? [:]).keys.sorted().joined(separator: ",")
        return "\(relation.method.rawValue) \(relation.path) [\(query)]"
    }

    func testTheRegistryHoldsAllEightResourcesWithTheirOwnTabKeys() {
        let registry = ResourceRegistry.standard
        XCTAssertEqual(registry.ids, ["products", "posts", "users", "carts", "recipes", "comments", "todos", "quotes"])
        XCTAssertEqual(registry.resources.compactMap(\.tabKey), Array("12345678"))
    }

    func testListsThatUpstreamOnlyPagesAskForPagingAlone() throws {
        for id in ["carts", "comments", "todos", "quotes"] {
            XCTAssertEqual(try path(id), "GET /auth/\(id) [limit,skip]")
            XCTAssertFalse(try XCTUnwrap(ResourceRegistry.standard[id]).isSearchable, "\(id) has no search route")
        }
    }

    func testOwnerFiltersAreTheOwnersLists() throws {
        XCTAssertEqual(try path("todos", ListRequest(filter: FilterValue("userId", "7"))), "GET /auth/users/7/todos [limit,skip]")
        XCTAssertEqual(try path("carts", ListRequest(filter: FilterValue("userId", "7"))), "GET /auth/users/7/carts [limit,skip]")
        XCTAssertEqual(try path("comments", ListRequest(filter: FilterValue("postId", "3"))), "GET /auth/posts/3/comments [limit,skip]")
        XCTAssertEqual(try path("posts", ListRequest(filter: FilterValue("userId", "5"))), "GET /auth/users/5/posts [limit,select,skip]")
        XCTAssertEqual(try path("posts", ListRequest(filter: FilterValue("tag", "love"))), "GET /auth/posts/tag/love [limit,select,skip]")
        XCTAssertEqual(try path("todos", ListRequest(filter: FilterValue("userId", "x"))), "GET /auth/todos [limit,skip]",
                       "not an id: the whole list (the command line refuses it first)")
    }

    func testRecipesSearchSortAndFilterByTagOrMealType() throws {
        XCTAssertEqual(try path("recipes"), "GET /auth/recipes [limit,select,skip]")
        XCTAssertEqual(try path("recipes", ListRequest(query: "pizza")), "GET /auth/recipes/search [limit,q,select,skip]")
        XCTAssertEqual(try path("recipes", ListRequest(sort: SortKey("rating", .descending))),
                       "GET /auth/recipes [limit,order,select,skip,sortBy]")
        XCTAssertEqual(try path("recipes", ListRequest(filter: FilterValue("mealType", "Side Dish"))),
                       "GET /auth/recipes/meal-type/Side%20Dish [limit,select,skip]")
        XCTAssertEqual(try path("recipes", ListRequest(filter: FilterValue("tag", "Italian"))), "GET /auth/recipes/tag/Italian [limit,select,skip]")
    }

    func testUsersFilterByAnyDotPath() throws {
        XCTAssertEqual(try path("users", ListRequest(filter: FilterValue("hair.color", "Brown"))),
                       "GET /auth/users/filter [key,limit,select,skip,value]")
    }
}
