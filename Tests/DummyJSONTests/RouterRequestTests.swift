@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every router case, built for the release host: the exact URL, method, body and flags.
final class RouterRequestTests: XCTestCase {
    private struct Expected {
        let route: any Route
        let method: String
        let url: String
        var body: String?
        var requiresAuth = true
        var retried = true
        let name: String
    }

    private let base = "https://dummyjson.com"

    private var table: [Expected] {
        [
            // Auth
            Expected(route: AuthRouter.login(username: "emilys", password: "emilyspass"), method: "POST",
                     url: "\(base)/auth/login", body: #"{"password":"emilyspass","username":"emilys"}"#,
                     requiresAuth: false, retried: false, name: "AuthRouter.login"),
            Expected(route: AuthRouter.login(username: "emilys", password: "p", expiresInMinutes: 5), method: "POST",
                     url: "\(base)/auth/login", body: #"{"expiresInMins":5,"password":"p","username":"emilys"}"#,
                     requiresAuth: false, retried: false, name: "AuthRouter.login"),
            Expected(route: AuthRouter.me, method: "GET", url: "\(base)/auth/me", name: "AuthRouter.me"),
            Expected(route: AuthRouter.refresh(refreshToken: "r-1"), method: "POST", url: "\(base)/auth/refresh",
                     body: #"{"refreshToken":"r-1"}"#, requiresAuth: false, retried: false, name: "AuthRouter.refresh"),
            Expected(route: AuthRouter.refresh(refreshToken: "r-1", expiresInMinutes: 1), method: "POST",
                     url: "\(base)/auth/refresh", body: #"{"expiresInMins":1,"refreshToken":"r-1"}"#,
                     requiresAuth: false, retried: false, name: "AuthRouter.refresh"),
            Expected(route: AuthRouter.logout, method: "POST", url: "\(base)/auth/logout", retried: false,
                     name: "AuthRouter.logout"),
            // Products
            Expected(route: ProductRouter.list(), method: "GET", url: "\(base)/auth/products?limit=30&skip=0",
                     name: "ProductRouter.list"),
            Expected(route: ProductRouter.list(Paging(limit: 10, skip: 20), select: [.title, .price],
                                               sort: Sort(.price, .descending)),
                     method: "GET",
                     url: "\(base)/auth/products?limit=10&order=desc&select=title%2Cprice&skip=20&sortBy=price",
                     name: "ProductRouter.list"),
            Expected(route: ProductRouter.list(select: []), method: "GET",
                     url: "\(base)/auth/products?limit=30&skip=0", name: "ProductRouter.list"),
            Expected(route: ProductRouter.search("phone"), method: "GET",
                     url: "\(base)/auth/products/search?limit=30&q=phone&skip=0", name: "ProductRouter.search"),
            Expected(route: ProductRouter.search("café & tea/100%", Paging(limit: 5, skip: 5)), method: "GET",
                     url: "\(base)/auth/products/search?limit=5&q=caf%C3%A9%20%26%20tea%2F100%25&skip=5",
                     name: "ProductRouter.search"),
            Expected(route: ProductRouter.search("phone", select: [.price], sort: Sort(.price, .descending)), method: "GET",
                     url: "\(base)/auth/products/search?limit=30&order=desc&q=phone&select=price&skip=0&sortBy=price",
                     name: "ProductRouter.search"),
            Expected(route: ProductRouter.category(slug: "laptops", sort: Sort(.price)), method: "GET",
                     url: "\(base)/auth/products/category/laptops?limit=30&order=asc&skip=0&sortBy=price",
                     name: "ProductRouter.category"),
            Expected(route: ProductRouter.detail(id: 7), method: "GET", url: "\(base)/auth/products/7",
                     name: "ProductRouter.detail"),
            Expected(route: ProductRouter.categories, method: "GET", url: "\(base)/auth/products/categories",
                     name: "ProductRouter.categories"),
            Expected(route: ProductRouter.category(slug: "mens-shirts"), method: "GET",
                     url: "\(base)/auth/products/category/mens-shirts?limit=30&skip=0", name: "ProductRouter.category"),
            Expected(route: ProductRouter.category(slug: "home decor/2", Paging(limit: 0)), method: "GET",
                     url: "\(base)/auth/products/category/home%20decor%2F2?limit=0&skip=0",
                     name: "ProductRouter.category"),
            Expected(route: ProductRouter.add(ProductDraft(title: "Lamp", price: 19.5, stock: 3)), method: "POST",
                     url: "\(base)/auth/products/add", body: #"{"price":19.5,"stock":3,"title":"Lamp"}"#,
                     retried: false, name: "ProductRouter.add"),
            Expected(route: ProductRouter.add(ProductDraft(title: "T", description: "D", category: "c", brand: "B")),
                     method: "POST", url: "\(base)/auth/products/add",
                     body: #"{"brand":"B","category":"c","description":"D","title":"T"}"#,
                     retried: false, name: "ProductRouter.add"),
            Expected(route: ProductRouter.delete(id: 3), method: "DELETE", url: "\(base)/auth/products/3",
                     name: "ProductRouter.delete"),
            // Posts
            Expected(route: PostRouter.list(), method: "GET", url: "\(base)/auth/posts?limit=30&skip=0",
                     name: "PostRouter.list"),
            Expected(route: PostRouter.list(Paging(limit: 2), select: [.title, .userId], sort: Sort(.views)),
                     method: "GET", url: "\(base)/auth/posts?limit=2&order=asc&select=title%2CuserId&skip=0&sortBy=views",
                     name: "PostRouter.list"),
            Expected(route: PostRouter.search("love"), method: "GET",
                     url: "\(base)/auth/posts/search?limit=30&q=love&skip=0", name: "PostRouter.search"),
            Expected(route: PostRouter.detail(id: 12), method: "GET", url: "\(base)/auth/posts/12",
                     name: "PostRouter.detail"),
            // Users
            Expected(route: UserRouter.list(), method: "GET", url: "\(base)/auth/users?limit=30&skip=0",
                     name: "UserRouter.list"),
            Expected(route: UserRouter.list(Paging(limit: 1, skip: 1), select: [.firstName, .age],
                                            sort: Sort(.lastName, .descending)),
                     method: "GET",
                     url: "\(base)/auth/users?limit=1&order=desc&select=firstName%2Cage&skip=1&sortBy=lastName",
                     name: "UserRouter.list"),
            Expected(route: UserRouter.search("Emily Johnson"), method: "GET",
                     url: "\(base)/auth/users/search?limit=30&q=Emily%20Johnson&skip=0", name: "UserRouter.search"),
            Expected(route: UserRouter.detail(id: 1), method: "GET", url: "\(base)/auth/users/1",
                     name: "UserRouter.detail"),
            Expected(route: UserRouter.update(id: 1, UserUpdate(firstName: "Émilie", age: 29)), method: "PUT",
                     url: "\(base)/auth/users/1", body: #"{"age":29,"firstName":"Émilie"}"#, name: "UserRouter.update"),
            Expected(route: UserRouter.filter(key: "hair.color", value: "Brown Dark"), method: "GET",
                     url: "\(base)/auth/users/filter?key=hair.color&limit=30&skip=0&value=Brown%20Dark", name: "UserRouter.filter"),
            // Relations between resources
            Expected(route: PostRouter.ofUser(id: 5, select: [.title]), method: "GET",
                     url: "\(base)/auth/users/5/posts?limit=30&select=title&skip=0", name: "PostRouter.ofUser"),
            Expected(route: PostRouter.byUser(id: 5, select: [.title], sort: Sort(.views, .descending)), method: "GET",
                     url: "\(base)/auth/posts/user/5?limit=30&order=desc&select=title&skip=0&sortBy=views", name: "PostRouter.byUser"),
            Expected(route: PostRouter.tag("history"), method: "GET",
                     url: "\(base)/auth/posts/tag/history?limit=30&skip=0", name: "PostRouter.tag"),
            Expected(route: CartRouter.ofUser(id: 7), method: "GET", url: "\(base)/auth/users/7/carts?limit=30&skip=0",
                     name: "CartRouter.ofUser"),
            Expected(route: TodoRouter.ofUser(id: 7, Paging(limit: 5)), method: "GET",
                     url: "\(base)/auth/users/7/todos?limit=5&skip=0", name: "TodoRouter.ofUser"),
            Expected(route: CommentRouter.ofPost(id: 3), method: "GET", url: "\(base)/auth/posts/3/comments?limit=30&skip=0",
                     name: "CommentRouter.ofPost"),
            // Carts, comments, todos and quotes: paging only, as upstream
            Expected(route: CartRouter.list(), method: "GET", url: "\(base)/auth/carts?limit=30&skip=0", name: "CartRouter.list"),
            Expected(route: CartRouter.detail(id: 2), method: "GET", url: "\(base)/auth/carts/2", name: "CartRouter.detail"),
            Expected(route: CommentRouter.list(Paging(skip: 30)), method: "GET", url: "\(base)/auth/comments?limit=30&skip=30",
                     name: "CommentRouter.list"),
            Expected(route: CommentRouter.detail(id: 9), method: "GET", url: "\(base)/auth/comments/9", name: "CommentRouter.detail"),
            Expected(route: TodoRouter.list(), method: "GET", url: "\(base)/auth/todos?limit=30&skip=0", name: "TodoRouter.list"),
            Expected(route: TodoRouter.detail(id: 4), method: "GET", url: "\(base)/auth/todos/4", name: "TodoRouter.detail"),
            Expected(route: QuoteRouter.list(Paging(limit: 0)), method: "GET", url: "\(base)/auth/quotes?limit=0&skip=0",
                     name: "QuoteRouter.list"),
            Expected(route: QuoteRouter.detail(id: 1454), method: "GET", url: "\(base)/auth/quotes/1454", name: "QuoteRouter.detail"),
            // Recipes
            Expected(route: RecipeRouter.list(select: [.name], sort: Sort(.rating, .descending)), method: "GET",
                     url: "\(base)/auth/recipes?limit=30&order=desc&select=name&skip=0&sortBy=rating", name: "RecipeRouter.list"),
            Expected(route: RecipeRouter.search("pizza"), method: "GET", url: "\(base)/auth/recipes/search?limit=30&q=pizza&skip=0",
                     name: "RecipeRouter.search"),
            Expected(route: RecipeRouter.detail(id: 50), method: "GET", url: "\(base)/auth/recipes/50", name: "RecipeRouter.detail"),
            Expected(route: RecipeRouter.tags, method: "GET", url: "\(base)/auth/recipes/tags", name: "RecipeRouter.tags"),
            Expected(route: RecipeRouter.tag("Main course"), method: "GET",
                     url: "\(base)/auth/recipes/tag/Main%20course?limit=30&skip=0", name: "RecipeRouter.tag"),
            Expected(route: RecipeRouter.mealType("Side Dish"), method: "GET",
                     url: "\(base)/auth/recipes/meal-type/Side%20Dish?limit=30&skip=0", name: "RecipeRouter.mealType"),
        ]
    }

    func testEveryRouterCaseBuildsItsExactRequest() throws {
        for expected in table {
            let request = try expected.route.urlRequest(for: .dummyJSON)
            let label = "\(expected.route)"
            XCTAssertEqual(request.url?.absoluteString, expected.url, label)
            XCTAssertEqual(request.httpMethod, expected.method, label)
            // A router says its method without building its parameters; it must be the relation's.
            XCTAssertEqual(expected.route.method.rawValue, expected.method, label)
            XCTAssertEqual(expected.route.method, expected.route.relation.method, label)
            XCTAssertEqual(expected.route.encoding, .default(for: expected.route.relation.method), label)
            XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, expected.body, label)
            if expected.body != nil {
                XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json", label)
            } else {
                XCTAssertNil(request.value(forHTTPHeaderField: "Content-Type"), label)
            }
            XCTAssertEqual(expected.route.requiresAuth, expected.requiresAuth, label)
            XCTAssertEqual(expected.route.name, expected.name, label)
            let retries = expected.route.retryPolicy.delay(
                after: .status(503, retryAfter: nil), method: expected.route.method, retriesSoFar: 0)
            XCTAssertEqual(retries != nil, expected.retried, label)
        }
    }

    func testLoginAndRefreshAreNeverRetriedWhateverTheFailure() {
        let routes: [any Route] = [
            AuthRouter.login(username: "u", password: "p"), AuthRouter.refresh(refreshToken: "r"), AuthRouter.logout,
        ]
        for route in routes {
            for failure: RetryPolicy.Failure in [.status(500, retryAfter: nil), .status(429, retryAfter: 1),
                                                 .urlError(.timedOut), .urlError(.networkConnectionLost)] {
                XCTAssertNil(route.retryPolicy.delay(after: failure, method: .get, retriesSoFar: 0), "\(route) \(failure)")
            }
        }
    }

    func testReadsAreCachedAndAuthAndWritesAreNot() {
        XCTAssertEqual(ProductRouter.list().cachePolicy, .cacheThenNetwork)
        XCTAssertEqual(UserRouter.detail(id: 1).cachePolicy, .cacheThenNetwork)
        XCTAssertEqual(ProductRouter.add(ProductDraft(title: "x")).cachePolicy, .networkOnly)
        XCTAssertEqual(UserRouter.update(id: 1, UserUpdate(age: 1)).cachePolicy, .networkOnly)
        XCTAssertEqual(AuthRouter.me.cachePolicy, .networkOnly)
    }

    func testPrepareRequestAddsDefaultHeadersAndTheBearerTokenOnlyWhereNeeded() throws {
        var configuration = NetworkConfiguration.dummyJSON(host: .dummyJSON)
        configuration.defaultHeaders = testHeaders
        let network = NetworkClient(configuration: configuration)
        network.sessionStore.save(sampleSession(access: "tok-1"), origin: APIHost.dummyJSON.origin)

        let list = try network.prepareRequest(for: ProductRouter.list())
        XCTAssertEqual(list.value(forHTTPHeaderField: "Authorization"), "Bearer tok-1")
        XCTAssertEqual(list.value(forHTTPHeaderField: "Accept"), "application/json")
        XCTAssertEqual(list.value(forHTTPHeaderField: "User-Agent"), "Courier/9.9.9")
        XCTAssertEqual(list.value(forHTTPHeaderField: "Accept-Language"), "en")

        let login = try network.prepareRequest(for: AuthRouter.login(username: "u", password: "p"))
        XCTAssertNil(login.value(forHTTPHeaderField: "Authorization"))
        let refresh = try network.prepareRequest(for: AuthRouter.refresh(refreshToken: "r"))
        XCTAssertNil(refresh.value(forHTTPHeaderField: "Authorization"))
    }

    func testARouteHeaderIsNotOverwrittenByADefaultOne() throws {
        struct Plain: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/x", nil) }
            var headers: [String: String] { ["Accept": "text/plain"] }
        }
        var configuration = NetworkConfiguration.dummyJSON(host: .dummyJSON)
        configuration.defaultHeaders = testHeaders
        let request = try NetworkClient(configuration: configuration).prepareRequest(for: Plain())
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "text/plain")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "Courier/9.9.9")
    }

    func testALibraryUserIsNamedByTheirProgramAndTheLibrary() throws {
        let request = try NetworkClient(configuration: NetworkConfiguration(host: testHost)).prepareRequest(for: TestRoute())
        let agent = try XCTUnwrap(request.value(forHTTPHeaderField: "User-Agent"))
        XCTAssertEqual(agent, "\(ProcessInfo.processInfo.processName) Network/\(NetworkConfiguration.version)")
    }

    func testPagingClampsNegativesAndAdvances() {
        XCTAssertEqual(Paging(limit: -5, skip: -1), Paging(limit: 0, skip: 0))
        XCTAssertEqual(Paging(limit: 10, skip: 20).next(after: 10), Paging(limit: 10, skip: 30))
        XCTAssertEqual(Paging.first, Paging(limit: 30, skip: 0))
    }

    func testPreferredLanguageComesFromTheLocaleVariables() {
        XCTAssertEqual(NetworkConfiguration.preferredLanguage(environment: [:]), "en")
        XCTAssertEqual(NetworkConfiguration.preferredLanguage(environment: ["LANG": "C"]), "en")
        XCTAssertEqual(NetworkConfiguration.preferredLanguage(environment: ["LANG": "en_GB.UTF-8"]), "en")
        XCTAssertEqual(NetworkConfiguration.preferredLanguage(environment: ["LANG": "zh_CN.UTF-8"]), "zh-CN, en;q=0.5")
        XCTAssertEqual(
            NetworkConfiguration.preferredLanguage(environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "zh_TW.UTF-8"]),
            "zh-TW, en;q=0.5")
        XCTAssertEqual(
            NetworkConfiguration.preferredLanguage(environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""]), "zh-CN, en;q=0.5")
    }

    func testTheDefaultLanguageReadsTheSameVariablesAsTheWholeEnvironment() {
        let whole = ProcessInfo.processInfo.environment
        XCTAssertEqual(NetworkConfiguration.localeVariables(),
                       whole.filter { NetworkConfiguration.localeVariableNames.contains($0.key) })
        XCTAssertEqual(NetworkConfiguration.preferredLanguage(environment: NetworkConfiguration.localeVariables()),
                       NetworkConfiguration.preferredLanguage(environment: whole))
        XCTAssertEqual(NetworkConfiguration(host: testHost).defaultHeaders["Accept-Language"],
                       NetworkConfiguration.preferredLanguage(environment: whole))
    }
}
