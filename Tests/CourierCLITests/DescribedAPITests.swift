import APIDescription
import DescribedAPI
import Foundation
import Network
import ViewModels
import XCTest
@testable import CourierCLI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--api SOURCE`: where it comes from, which host it means, and `get` and `describe` on what it describes.
final class DescribedAPICommandTests: XCTestCase {
    private let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Descriptions/shop.yaml").path

    func testTheSourceComesFromTheFlagElseTheEnvironment() {
        XCTAssertEqual(DescribedAPISetup.source(arguments: ["--api", "a.yaml", "get", "x"], environment: ["COURIER_API": "b"]), "a.yaml")
        XCTAssertEqual(DescribedAPISetup.source(arguments: ["--api=http://h/o.json"], environment: [:]), "http://h/o.json")
        XCTAssertEqual(DescribedAPISetup.source(arguments: ["get", "x"], environment: ["COURIER_API": "b.yaml"]), "b.yaml")
        XCTAssertNil(DescribedAPISetup.source(arguments: ["get", "x"], environment: ["COURIER_API": ""]))
        XCTAssertNoThrow(try CourierOptions(arguments: ["--api", "a.yaml", "describe"]))
    }

    func testHostsAreTheServersByNameOrNumberAndBaseURLOverrides() throws {
        let api = try DescribedAPISetup.load(shop, timeout: 5).api
        XCTAssertEqual(try DescribedAPISetup.host(api, flag: nil, baseURL: nil, environment: [:]).baseURL.absoluteString,
                       "https://shop.example/api", "the first server with a URL: /api is relative to a file")
        XCTAssertEqual(try DescribedAPISetup.host(api, flag: "production", baseURL: nil, environment: [:]).kind, .release)
        XCTAssertEqual(try DescribedAPISetup.host(api, flag: "2", baseURL: nil, environment: [:]).baseURL.absoluteString, "https://shop.example/api")
        XCTAssertEqual(try DescribedAPISetup.host(api, flag: nil, baseURL: "http://127.0.0.1:8000/api", environment: [:]).kind, .test)
        XCTAssertThrowsError(try DescribedAPISetup.host(api, flag: "local", baseURL: nil, environment: [:]), "relative, read from a file")
        XCTAssertThrowsError(try DescribedAPISetup.host(api, flag: "nowhere", baseURL: nil, environment: [:])) { error in
            XCTAssertEqual(error as? NetworkError, .invalidRequest(.unknownHost("nowhere")))
        }
    }

    func testADescriptionThatCannotBeReadSaysWhy() {
        XCTAssertThrowsError(try DescribedAPISetup.load("/no/such/file.yaml", timeout: 5)) { error in
            XCTAssertEqual("\(error)", "/no/such/file.yaml could not be read: there is no such file")
        }
    }

    func testBadDescriptionsSayWhatIsWrongAndWhere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, String)] = [
            ("openapi: 3.1.0\npaths:\n  /a: [\n", "not JSON or YAML (line 4, column 1: "),
            (#"{"swagger": "2.0", "paths": {}}"#, "Courier reads OpenAPI 3.0 and 3.1; this document is Swagger 2.0"),
            ("openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /health:\n    get:\n      responses: {'200': {description: ok}}\n",
             "are none: no GET path of this API answers a list"),
            ("- just\n- a list\n", "not an API description: its top level is not a mapping"),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let file = directory.appendingPathComponent("\(index).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try DescribedAPISetup.load(file.path, timeout: 5), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error) should say: \(expected)")
            }
        }
    }

    func testGetPrintsADescribedListAsATable() async throws {
        let setup = try DescribedAPISetup.load(shop, timeout: 5)
        var configuration = NetworkConfiguration.described(host: try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!),
                                                           signIn: .none, sessionFile: nil)
        configuration.transport = ShopServer()
        let client = NetworkClient(configuration: configuration)
        var request = CourierOptions.GetRequest(resource: "products")
        request.wide = true
        let printout = try await Commands.printout(for: request, resource: try XCTUnwrap(setup.registry["products"]), client: client)
        XCTAssertTrue(printout.text.contains("Lamp"), printout.text)
        XCTAssertTrue(printout.text.hasSuffix("1–2 of 2"), printout.text)
        request.json = true
        let json = try await Commands.printout(for: request, resource: try XCTUnwrap(setup.registry["products"]), client: client)
        XCTAssertFalse(json.text.contains("secret-cost"), "secret fields stay out of --json")
    }

    func testDescribeSaysWhatCourierMadeOfTheAPI() throws {
        let text = DescribeCommand.text(try DescribedAPISetup.load(shop, timeout: 5).api)
        for line in ["1. local  /api (relative: give --base-url)", "sign-in: OAuth2 password, token at /api/token",
                     "products: Products, each one product", "paging  ?skip=…&limit=…; total at 'total'",
                     "Products → products where supplierId"] {
            XCTAssertTrue(text.contains(line), "no “\(line)” in:\n\(text)")
        }
    }
}

/// Two products, at once.
private struct ShopServer: BufferedTransport {
    func send(_ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) -> TransportTask {
        let body = #"{"items": [{"id": 1, "name": "Lamp", "price": 9.5, "password": "secret-cost"}, {"id": 2, "name": "Desk", "price": 120}], "total": 2}"#
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        completion(.success(TransportResponse(response: response, data: Data(body.utf8))))
        return Answered()
    }

    private struct Answered: TransportTask {
        func cancel() {}
    }
}
