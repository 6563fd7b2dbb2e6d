import Foundation
import NetworkTestSupport
import NetworkTesting
import Reactive
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A custom transport that knows nothing of transfers still carries them:
/// the protocol's default sends the upload as bytes and writes the download's file.
final class TransferFallbackTests: XCTestCase {
    func testAnUploadReachesACustomTransportAsItsBody() throws {
        let transport = ScriptedTransport(.immediate) { request in reply(request, 201, #"{"name":"stored"}"#) }
        let network = makeNetwork(transport: transport, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
        let file = try makePatternFile(70_000, named: "notes.txt", in: try makeTemporaryDirectory())
        var form = MultipartFormData(boundary: "b")
        form.append(fileAt: file, withName: "notes")
        let events = transferEvents(network.upload(.multipart(form), to: TestRoute(.post, "/notes"), as: Named.self))
        XCTAssertEqual(events.last?.result, .value(Named(name: "stored")))
        let expected = try UploadBody(.multipart(form)).loadData()
        let sent = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(sent.httpBody, expected)
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Content-Type"), "multipart/form-data; boundary=b")
        // The default cannot see bytes move, so progress is the whole body at the end.
        XCTAssertEqual(events.compactMap(\.progress), [TransferProgress(direction: .upload, completedBytes: Int64(expected.count), expectedBytes: Int64(expected.count))])
    }

    func testADownloadThroughACustomTransportLandsInItsFile() throws {
        let transport = ScriptedTransport(.immediate) { request in reply(request, 200, "plain bytes") }
        let network = makeNetwork(transport: transport, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
        let directory = try makeTemporaryDirectory()
        let destination = directory.appendingPathComponent("out.txt")
        let events = transferEvents(network.download(TestRoute(.get, "/out"), to: destination))
        XCTAssertEqual(events.last?.result?.value?.fileURL, destination)
        XCTAssertEqual(try String(contentsOf: destination, encoding: .utf8), "plain bytes")
        XCTAssertEqual(fileNames(in: directory), ["out.txt"])
    }

    func testAFailedDownloadThroughACustomTransportWritesNothing() throws {
        let transport = ScriptedTransport(.immediate) { request in reply(request, 500, #"{"message":"down"}"#) }
        let network = makeNetwork(transport: transport, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
        let directory = try makeTemporaryDirectory()
        var route = TestRoute(.get, "/out")
        route.retryPolicy = .none
        let events = transferEvents(network.download(route, to: directory.appendingPathComponent("out.txt")))
        XCTAssertEqual(events.last?.result?.error, .http(status: 500, message: "down"))
        XCTAssertEqual(fileNames(in: directory), [])
    }
}
