import DummyJSON
import Foundation
import JSON
import Models
import Network
import Reactive
import ReactiveTesting
import XCTest
@testable import CourierCLI
@testable import ViewModels

/// `courier get --output csv|json|jsonl|table`: the CSV is the rows
/// `:export` writes, every cell sanitised; JSON lines are whole records,
/// one a line, their controls escaped.
final class GetOutputTests: XCTestCase {
    private let registry = ResourceRegistry.withWidgets

    private func client() -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
        configuration.transport = WidgetServer()
        let client = NetworkClient(configuration: configuration)
        client.sessionStore.save(AuthSession(accessToken: "a", refreshToken: "r", id: 1, username: "emilys",
                                             email: "e@x", firstName: "Emily", lastName: "Johnson"),
                                 origin: client.host.origin)
        return client
    }

    private func request(_ arguments: [String]) throws -> CourierOptions.GetRequest {
        guard case .get(let request) = try CourierOptions(arguments: arguments, registry: registry).subcommand else {
            throw XCTSkip("get did not parse")
        }
        return request
    }

    func testOutputParsesItsFormatsAndRefusesOthers() throws {
        XCTAssertEqual(try request(["get", "widgets", "--output", "csv"]).output, .csv)
        XCTAssertEqual(try request(["get", "widgets", "--output", "jsonl"]).json, true, "JSON lines ask for whole records")
        XCTAssertEqual(try request(["get", "widgets", "--json"]).output, .json)
        XCTAssertEqual(try request(["get", "widgets"]).output, .table)
        XCTAssertThrowsError(try CourierOptions(arguments: ["get", "widgets", "--output", "xml"], registry: registry)) { error in
            XCTAssertEqual((error as? CourierOptions.UsageError)?.description, "--output takes table|csv|json|jsonl, not 'xml'")
        }
        XCTAssertThrowsError(try CourierOptions(arguments: ["whoami", "--output", "csv"], registry: registry))
    }

    func testCSVIsTheTablesColumnsWithEveryCellSanitised() async throws {
        let resource = try XCTUnwrap(registry["widgets"])
        let csv = try await Commands.printout(for: try request(["get", "widgets", "--output", "csv", "--limit", "0"]),
                                              resource: resource, client: client()).text
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 13, "the header and all twelve widgets: \(csv)")
        XCTAssertEqual(lines[0], resource.columns.map(\.title).joined(separator: ","))
        XCTAssertTrue(lines[3].hasPrefix("3,Spanner 淡蓝"), lines[3])
        XCTAssertFalse(csv.contains("\u{1B}"), "no escape sequence from the server: \(csv.debugDescription)")
    }

    func testJSONLinesAreWholeRecordsOneALine() async throws {
        let resource = try XCTUnwrap(registry["widgets"])
        let text = try await Commands.printout(for: try request(["get", "widgets", "--output", "jsonl", "--limit", "3"]),
                                               resource: resource, client: client()).text
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, text)
        let third = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        XCTAssertEqual(third["name"] as? String, "Spanner \u{1B}[2J淡蓝", "the server's string, read back exactly")
        XCTAssertFalse(lines[2].contains("\u{1B}"), "but escaped on the way out: \(lines[2].debugDescription)")
        let one = try await Commands.printout(for: try request(["get", "widgets", "--output", "jsonl", "--id", "5"]),
                                              resource: resource, client: client()).text
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any])?["weight"] as? Double, 1.25)
    }

    /// What `:export list.csv` writes in the app is, line for line, what `courier get --output csv` prints.
    func testExportWritesTheRowsGetPrints() async throws {
        let resource = try XCTUnwrap(registry["widgets"])
        let client = client()
        let printed = try await Commands.printout(for: try request(["get", "widgets", "--output", "csv", "--limit", "0"]),
                                                  resource: resource, client: client).text
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("widgets.csv").path
        var job = ExportJob(resource: resource, criteria: ListCriteria(), path: path, format: .csv)
        job.pageSize = 5
        var outcome: ExportOutcome?
        var progress: [Int] = []
        for try await action in ExportWalk.run(job, on: client).values {
            switch action {
            case .progressed(_, let written, _): progress.append(written)
            case .finished(_, let ended): outcome = ended
            }
        }
        XCTAssertEqual(outcome, .written(rows: 12, path: path))
        XCTAssertEqual(progress, [5, 10, 12], "three pages of five")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written.split(separator: "\n").map(String.init), printed.split(separator: "\n").map(String.init))
    }
}
