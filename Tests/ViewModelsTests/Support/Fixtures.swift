import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builders for test data and a network wired to a scripted transport.
enum Fixtures {
    static let host = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!)

    /// A scheduler whose tick is one millisecond, so 0.3 s is 300 ticks.
    static func scheduler() -> TestScheduler { TestScheduler(initialClock: 0, resolution: 0.001) }

    static func network(_ transport: ScriptedTransport, scheduler: TestScheduler) -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: host)
        configuration.transport = transport
        configuration.scheduler = scheduler
        return NetworkClient(configuration: configuration)
    }

    static func auth(access: String = "access-1", refresh: String = "refresh-1") -> AuthSession {
        AuthSession(accessToken: access, refreshToken: refresh, id: 1, username: "emilys",
                    email: "emily.johnson@x.dummyjson.com", firstName: "Emily", lastName: "Johnson")
    }

    static func product(_ id: Int, title: String? = nil) -> [String: Any] {
        [
            "id": id, "title": title ?? "Product \(id)", "description": "About product \(id)",
            "category": "smartphones", "price": 549.0 + Double(id), "discountPercentage": 12.96, "rating": 4.69,
            "stock": 94, "tags": ["smartphones"], "brand": "Apple", "sku": "SKU-\(id)",
            "availabilityStatus": "In Stock",
            "reviews": [["rating": 5, "comment": "Great!", "date": "2024-05-23T08:56:21.618Z",
                         "reviewerName": "Eleanor Collins", "reviewerEmail": "eleanor@x.dummyjson.com"]],
            "images": [], "thumbnail": "https://example.invalid/\(id).png",
        ]
    }

    /// A products page of ids `skip+1 ... skip+count` from a list of `total`.
    static func productPage(skip: Int, limit: Int, total: Int, offset: Int = 0) -> [String: Any] {
        let count = max(0, min(limit, total - skip))
        let items = (0..<count).map { product(skip + $0 + 1 + offset) }
        return ["products": items, "total": total, "skip": skip, "limit": count]
    }

    static func user(_ id: Int, firstName: String = "Emily") -> [String: Any] {
        [
            "id": id, "firstName": firstName, "lastName": "Johnson", "age": 28, "gender": "female",
            "email": "emily.johnson@x.dummyjson.com", "phone": "+81 965-431-3024", "username": "emilys",
            "birthDate": "1996-5-30", "image": "https://example.invalid/emilys.png",
            "address": ["address": "626 Main Street", "city": "Phoenix", "state": "Mississippi",
                        "postalCode": "29112", "country": "United States"],
            "company": ["name": "Dooley, Kozey and Cronin", "title": "Sales Manager", "department": "Engineering"],
            "role": "admin",
        ]
    }

    static func loginReply(access: String = "access-1") -> [String: Any] {
        ["accessToken": access, "refreshToken": "refresh-1", "id": 1, "username": "emilys",
         "email": "emily.johnson@x.dummyjson.com", "firstName": "Emily", "lastName": "Johnson",
         "gender": "female", "image": "https://example.invalid/emilys.png"]
    }
}

extension Fixtures {
    /// The browser over a scripted server, on the standard registry or another.
    static func browse(_ transport: ScriptedTransport, scheduler: TestScheduler,
                       registry: ResourceRegistry = .standard) -> FeatureStore<BrowseFeature> {
        let feature = BrowseFeature(registry: registry, client: network(transport, scheduler: scheduler), scheduler: scheduler)
        return FeatureStore(feature, initialState: feature.initialState())
    }
}

extension FeatureStore where F == BrowseFeature {
    /// The list on screen.
    var list: ListState { currentState.currentList }
    var detail: DetailState? { currentState.detail }

    /// Opens the search line and types `text`, one character at a time.
    func typeSearch(_ text: String) {
        if !currentState.isEditingSearch { send(.beginSearch) }
        send(.editSearch(.insert(text)))
    }
}

extension Fixtures {
    /// The browser over a products list of `total` items, searchable by
    /// "phone" (the first 3), each request answering after `delay`.
    static func productsBrowser(
        scheduler: TestScheduler, total: Int = 100,
        delay: @escaping @Sendable (URLRequest) -> RxTimeInterval = { _ in 0.1 }
    ) -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let limit = Int(request.query("limit") ?? "30")!
            let skip = Int(request.query("skip") ?? "0")!
            let pageTotal = request.url!.path.hasSuffix("/search")
                ? (request.query("q") == "phone" ? 3 : 0)
                : total
            return .json(200, productPage(skip: skip, limit: limit, total: pageTotal), delay: delay(request))
        }
        return (browse(transport, scheduler: scheduler), transport)
    }
}
