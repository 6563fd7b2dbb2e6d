import Foundation
import JSON
import Models
import Synchronization
import XCTest
@testable import StagingServer

/// A clock tests move by hand, so token expiry needs no sleeping.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_750_000_000)) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// Request helpers; the API is called directly, no sockets.
extension StagingAPI {
    func get(_ path: String, _ query: [(String, String)] = [], headers: [String: String] = [:]) -> HTTPResponse {
        handle(HTTPRequest(method: "GET", path: path, query: query.map { (name: $0.0, value: $0.1) }, headers: headers))
    }

    /// A JSON body goes with its Content-Type, without which upstream reads no body at all.
    func send(_ method: String, _ path: String, json: JSONValue? = nil, headers: [String: String] = [:]) -> HTTPResponse {
        let body = json.map { (try? $0.jsonData()) ?? Data() } ?? Data()
        var headers = headers
        if json != nil, headers["content-type"] == nil { headers["content-type"] = "application/json" }
        return handle(HTTPRequest(method: method, path: path, headers: headers, body: body))
    }

    func login(_ username: String = "emilys", _ password: String = "emilyspass", expiresInMins: Int? = nil) throws -> AuthSession {
        var body: JSONValue = ["username": .string(username), "password": .string(password)]
        if let expiresInMins, case .object(var object) = body {
            object["expiresInMins"] = .number(Double(expiresInMins))
            body = .object(object)
        }
        let response = send("POST", "/auth/login", json: body)
        XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
        return try JSONDecoder().decode(AuthSession.self, from: response.body)
    }
}

extension HTTPResponse {
    func jsonValue(file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        XCTAssertEqual(header("Content-Type"), "application/json; charset=utf-8", file: file, line: line)
        return try JSONValue(jsonData: wholeBody)
    }

    var message: String? { (try? JSONValue(jsonData: wholeBody))?["message"]?.stringValue }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONDecoder().decode(type, from: wholeBody) }
}

/// One API per configuration is enough; generation is the slow part.
enum SharedAPI {
    static let standard = StagingAPI()
    static let faulty = StagingAPI(configuration: .init(faultsEnabled: true))
}

func bearer(_ token: String) -> [String: String] { ["authorization": "Bearer \(token)"] }

/// The standard collections' records as what they are, for comparing answers with the data.
extension StagingDataset {
    var products: LazyRecords<StagingProduct> { collection(ProductCollection.self)!.records }
    var posts: LazyRecords<StagingPost> { collection(PostCollection.self)!.records }
    var users: LazyRecords<StagingUser> { collection(UserCollection.self)!.records }
    var carts: LazyRecords<StagingCart> { collection(CartCollection.self)!.records }
    var recipes: LazyRecords<StagingRecipe> { collection(RecipeCollection.self)!.records }
    var comments: LazyRecords<StagingComment> { collection(CommentCollection.self)!.records }
    var todos: LazyRecords<StagingTodo> { collection(TodoCollection.self)!.records }
    var quotes: LazyRecords<StagingQuote> { collection(QuoteCollection.self)!.records }
}

extension MemoKey {
    /// The key as the standard API computes it.
    init?(_ request: HTTPRequest) { self.init(request, router: SharedAPI.standard.router) }
}
