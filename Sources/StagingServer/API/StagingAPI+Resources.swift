import Foundation
import Models

/// The three listable collections and how each names itself in messages.
enum Resource: String, Sendable {
    case products, posts, users

    var noun: String {
        switch self {
        case .products: "Product"
        case .posts: "Post"
        case .users: "User"
        }
    }
}

extension StagingAPI {
    /// Works on indices rather than copies: a `Product` holds dozens of
    /// references, and copying 100k of them per page was most of the
    /// request. Only a search or sort makes every record exist.
    func list(_ resource: Resource, _ request: HTTPRequest, search: String?) throws(APIFailure) -> HTTPResponse {
        let query = try ListQuery(request)
        let matcher = TextMatcher(search ?? "")
        let key = resource.rawValue
        let envelope: JSONValue = switch resource {
        case .products: page(data.products, query, matcher, key: key) { matcher.matchesAny($0.title, $0.description) }
        case .posts: page(data.posts, query, matcher, key: key) { matcher.matchesAny($0.title, $0.body) }
        case .users:
            page(data.users, query, matcher, key: key) { matcher.matchesAny($0.firstName, $0.lastName, $0.email, $0.username) }
        }
        return .json(200, envelope)
    }

    private func page<Record: StagingRecord>(
        _ records: LazyRecords<Record>, _ query: ListQuery, _ matcher: TextMatcher, key: String,
        isMatch: (Record) -> Bool
    ) -> JSONValue {
        guard !matcher.matchesEverything || query.sortBy != nil else {
            return query.envelope(Array(0..<records.count), key: key, record: records.record(at:))
        }
        let all = records.all
        let indices = matcher.matchesEverything ? Array(all.indices) : all.indices.filter { isMatch(all[$0]) }
        return query.envelope(indices, key: key) { all[$0] }
    }

    func productsInCategory(_ slug: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let query = try ListQuery(request)
        let indices = data.productIndices(inCategory: slug.lowercased())
        return .json(200, query.envelope(indices, key: Resource.products.rawValue, record: data.products.record(at:)))
    }

    /// URLs point back at whoever the client called, as upstream's do.
    func categories(_ request: HTTPRequest) -> JSONValue {
        let base = "http://\(request.header("Host") ?? "localhost")"
        return .array(StagingDataset.categories.map {
            ["slug": .string($0.slug), "name": .string($0.name), "url": .string("\(base)/products/category/\($0.slug)")]
        })
    }

    /// Upstream answers a non-numeric product id with its 404, but a
    /// non-numeric post or user id with a 400; we mirror both.
    func record(_ resource: Resource, id text: String) throws(APIFailure) -> JSONValue {
        guard let id = Int(text) else {
            if resource == .products { throw APIFailure(status: 404, message: "Product with id '\(text)' not found") }
            throw APIFailure(status: 400, message: "Invalid \(resource.noun.lowercased()) id '\(text)'")
        }
        let found: JSONValue? = switch resource {
        case .products: data.product(id: id)?.json
        case .posts: data.post(id: id)?.json
        case .users: data.user(id: id)?.json
        }
        guard let found else { throw APIFailure(status: 404, message: "\(resource.noun) with id '\(text)' not found") }
        return found
    }

    private func count(of resource: Resource) -> Int {
        switch resource {
        case .products: data.products.count
        case .posts: data.posts.count
        case .users: data.users.count
        }
    }

    /// Writes are simulated, as upstream's are: the answer looks saved, nothing is.
    func add(_ resource: Resource, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        var fields = try bodyObject(request, allowEmpty: true)
        fields["id"] = .number(Double(count(of: resource) + 1))
        return .json(201, .object(fields))
    }

    func update(_ resource: Resource, id: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        guard case .object(var merged) = try record(resource, id: id) else { throw .invalidBody }
        for (key, value) in try bodyObject(request, allowEmpty: true) where key != "id" { merged[key] = value }
        return .json(200, .object(merged))
    }

    func delete(_ resource: Resource, id: String) throws(APIFailure) -> HTTPResponse {
        guard case .object(var deleted) = try record(resource, id: id) else { throw .invalidBody }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        deleted["isDeleted"] = true
        deleted["deletedOn"] = .string(formatter.string(from: now))
        return .json(200, .object(deleted))
    }

    private func bodyObject(_ request: HTTPRequest, allowEmpty: Bool) throws(APIFailure) -> [String: JSONValue] {
        if request.body.isEmpty, allowEmpty { return [:] }
        guard let value = try? JSONValue(jsonData: request.body), case .object(let object) = value else { throw .invalidBody }
        return object
    }
}
