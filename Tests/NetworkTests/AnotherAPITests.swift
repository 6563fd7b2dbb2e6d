import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The README's client for another API, as written there, against a scripted server.
final class AnotherAPITests: XCTestCase {
    enum GitHub: Route {
        case repo(owner: String, name: String)
        case issues(owner: String, name: String, page: Int)

        var relation: (method: HTTPMethod, path: String, params: Parameters?) {
            switch self {
            case .repo(let owner, let name): return (.get, "/repos/\(owner)/\(name)", nil)
            case .issues(let owner, let name, let page):
                return (.get, "/repos/\(owner)/\(name)/issues", ["page": .number(Double(page))])
            }
        }
        var requiresAuth: Bool { true }
        var headers: [String: String] { ["Accept": "application/vnd.github+json"] }
    }

    /// A personal token; a 401 cannot be refreshed, so it ends the session.
    struct GitHubToken: Authenticator {
        let token: String
        func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest {
            var request = request
            if route.requiresAuth { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            return request
        }
        func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {
            completion(.sessionEnded(message: "the token was refused"))
        }
        func signOut(client: NetworkClient) {}
    }

    struct Repo: Decodable, Sendable { var full_name: String; var stargazers_count: Int }

    private func client(_ transport: ScriptedTransport) throws -> NetworkClient {
        var configuration = NetworkConfiguration(host: try APIHost(kind: .release, baseURL: URL(string: "https://api.github.com")!))
        configuration.authenticator = GitHubToken(token: "ghp_secret")
        configuration.timeouts = Timeouts(request: 10, resource: 60)
        configuration.transport = transport
        return NetworkClient(configuration: configuration)
    }

    func testTheReadmeClientAsksAndDecodes() async throws {
        let transport = ScriptedTransport(.immediate) { request in
            ScriptedTransport.reply(request, 200, #"{"full_name":"swiftlang/swift","stargazers_count":68000}"#,
                                    headers: ["Content-Type": "application/json; charset=utf-8"])
        }
        let client = try client(transport)
        let repo = try await client.value(GitHub.repo(owner: "swiftlang", name: "swift"), as: Repo.self)
        XCTAssertEqual(repo.full_name, "swiftlang/swift")
        XCTAssertEqual(transport.requestLines, ["GET /repos/swiftlang/swift"])
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "Authorization"), "Bearer ghp_secret")
        XCTAssertEqual(transport.requests.first?.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
        let command = try client.curlCommand(for: GitHub.repo(owner: "swiftlang", name: "swift"))
        XCTAssertFalse(command.contains("ghp_secret"), command)
    }

    func testARefusedTokenEndsTheSessionOnceWithoutARefreshRoute() async throws {
        let transport = ScriptedTransport(.immediate) { ScriptedTransport.reply($0, 401, #"{"message":"Bad credentials"}"#) }
        let client = try client(transport)
        do {
            _ = try await client.value(GitHub.issues(owner: "swiftlang", name: "swift", page: 2), as: [Repo].self)
            XCTFail("a refused token is an error")
        } catch {
            XCTAssertEqual(error, .unauthorized(message: "the token was refused"))
        }
        XCTAssertEqual(transport.requestLines, ["GET /repos/swiftlang/swift/issues?page=2"],
                       "no /auth/refresh sent to an API that has none")
    }
}
