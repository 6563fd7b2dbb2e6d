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
        XCTAssertEqual(try path("posts", ListRequest(filter: FilterValue("userId", "5"))), "GET /auth/posts/user/5 [limit,select,skip]")
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

    /// Issue 25, item 1: a sort goes with a search or a filter wherever the
    /// server sorts them, instead of being claimed on screen and dropped.
    func testASortGoesWithASearchOrAFilter() throws {
        let sorted = " [limit,order,q,select,skip,sortBy]"
        let price = SortKey("price", .descending)
        XCTAssertEqual(try path("products", ListRequest(query: "phone", sort: price)), "GET /auth/products/search" + sorted)
        XCTAssertEqual(try path("products", ListRequest(filter: FilterValue("category", "laptops"), sort: price)),
                       "GET /auth/products/category/laptops [limit,order,select,skip,sortBy]")
        XCTAssertEqual(try path("posts", ListRequest(query: "love", sort: SortKey("views"))), "GET /auth/posts/search" + sorted)
        XCTAssertEqual(try path("posts", ListRequest(filter: FilterValue("userId", "5"), sort: SortKey("views"))),
                       "GET /auth/posts/user/5 [limit,order,select,skip,sortBy]", "/users/5/posts would ignore the sort")
        XCTAssertEqual(try path("users", ListRequest(query: "emily", sort: SortKey("age"))), "GET /auth/users/search" + sorted)
        XCTAssertEqual(try path("recipes", ListRequest(query: "pizza", sort: SortKey("rating"))), "GET /auth/recipes/search" + sorted)
        for resource in ResourceRegistry.standard.resources where !resource.sortFields.isEmpty {
            let field = try XCTUnwrap(resource.sortFields.first)
            var requests = [ListRequest(sort: SortKey(field))]
            if resource.isSearchable { requests.append(ListRequest(query: "a", sort: SortKey(field))) }
            for filter in resource.filters { requests.append(ListRequest(filter: FilterValue(filter.name, "1"), sort: SortKey(field))) }
            for request in requests where resource.refusal(for: ListCriteria(request)) == nil {
                let params = resource.route(for: request).relation.params ?? [:]
                XCTAssertEqual(params["sortBy"], .string(field), "\(resource.id) \(request): a sort it accepts is sent")
            }
        }
    }
}
