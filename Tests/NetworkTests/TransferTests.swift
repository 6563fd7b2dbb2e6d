import Foundation
import NetworkTestSupport
import Reactive
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Uploads and downloads over real sockets on the transport under test
/// (`COURIER_TEST_TRANSPORT=curl` for libcurl), against a server that streams.
final class TransferTests: XCTestCase {
    private struct Echo: Decodable, Sendable, Equatable {
        var bytes: Int64
    }

    private func network(for server: StreamingServer, maximumBodyBytes: Int64 = NetworkConfiguration.defaultMaximumBodyBytes) throws -> NetworkClient {
        try makeStagingNetwork(for: server.baseURL, maximumBodyBytes: maximumBodyBytes)
    }

    func testAMultipartFormWithAFileArrivesByteForByte() throws {
        let server = try startStreaming { request in .json(200, #"{"bytes":\#(request.bodyBytes)}"#) }
        let directory = try makeTemporaryDirectory()
        let file = try makePatternFile(3_000_000, named: "scan.pdf", in: directory)
        var form = MultipartFormData()
        form.append("Ada", withName: "owner")
        form.append(fileAt: file, withName: "scan")
        let expected = try UploadBody(.multipart(form)).loadData()

        let events = transferEvents(try network(for: server).upload(.multipart(form), to: TestRoute(.post, "/upload"), as: Echo.self))
        XCTAssertEqual(events.last?.result, .value(Echo(bytes: Int64(expected.count))))
        assertProgress(events, .upload, endsAt: Int64(expected.count))
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.headers["content-type"], form.contentType)
        // FoundationNetworking sends a stream chunked; libcurl announces the length it was told.
        if transportKindUnderTest == .curl {
            XCTAssertEqual(request.headers["content-length"], String(expected.count))
        } else {
            XCTAssertEqual(request.headers["transfer-encoding"], "chunked")
            XCTAssertNil(request.headers["content-length"])
        }
        XCTAssertEqual(request.body, expected)
    }

    func testARawFileIsUploadedUnderTheRoutesMethod() throws {
        let server = try startStreaming { request in .json(200, #"{"bytes":\#(request.bodyBytes)}"#) }
        let file = try makePatternFile(5_000_000, in: try makeTemporaryDirectory())
        let events = transferEvents(try network(for: server).upload(.file(file), to: TestRoute(.put, "/blob"), as: Echo.self))
        XCTAssertEqual(events.last?.result, .value(Echo(bytes: 5_000_000)))
        assertProgress(events, .upload, endsAt: 5_000_000)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "PUT")
        XCTAssertEqual(request.headers["content-type"], "application/octet-stream")
        XCTAssertEqual(request.body, StreamingServer.pattern(5_000_000))
    }

    /// A small upload on a fast link goes out in one of libcurl's rounds; its progress still comes in steps.
    func testASmallUploadReportsProgressAtLeastEvery64KB() throws {
        let server = try startStreaming { request in .json(200, #"{"bytes":\#(request.bodyBytes)}"#) }
        let body = Data(StreamingServer.pattern(300_000))
        let events = transferEvents(try network(for: server).upload(.data(body), to: TestRoute(.post, "/upload"), as: Echo.self))
        XCTAssertEqual(events.last?.result, .value(Echo(bytes: 300_000)))
        assertProgress(events, .upload, endsAt: 300_000)
        let steps = zip([0] + events.compactMap(\.progress).map(\.completedBytes), events.compactMap(\.progress).map(\.completedBytes))
            .map { $1 - $0 }
        // URLSession reports as its stream is read, which a busy machine may do in one go: only libcurl is held to steps.
        if transportKindUnderTest == .curl {
            XCTAssertLessThanOrEqual(steps.max() ?? .max, 64 * 1024, "steps \(steps)")
        }
    }

    func testADownloadIsWrittenToItsFileWithProgress() throws {
        let server = try startStreaming { _ in .pattern(bytes: 6_000_000) }
        let directory = try makeTemporaryDirectory()
        let destination = directory.appendingPathComponent("download.bin")
        // Bigger than the in-memory limit: a download's body is not held in memory.
        let network = try network(for: server, maximumBodyBytes: 1_000_000)
        let events = transferEvents(network.download(TestRoute(.get, "/file"), to: destination))
        let response = try XCTUnwrap(events.last?.result?.value)
        XCTAssertEqual(response.fileURL, destination)
        XCTAssertTrue(response.data.isEmpty)
        XCTAssertEqual(try Data(contentsOf: destination), StreamingServer.pattern(6_000_000))
        assertProgress(events, .download, endsAt: 6_000_000)
        XCTAssertEqual(fileNames(in: directory), ["download.bin"], "no part file is left")
    }

    func testADownloadWithoutALengthEndsAtWhatArrived() throws {
        let server = try startStreaming { _ in .pattern(bytes: 700_000, announced: false) }
        let directory = try makeTemporaryDirectory()
        let destination = directory.appendingPathComponent("stream.bin")
        let events = transferEvents(try network(for: server).download(TestRoute(.get, "/stream"), to: destination))
        XCTAssertEqual(events.last?.result?.value?.fileURL, destination)
        XCTAssertEqual(try Data(contentsOf: destination).count, 700_000)
        XCTAssertEqual(events.compactMap(\.progress).last, TransferProgress(direction: .download, completedBytes: 700_000, expectedBytes: 700_000))
    }

    func testAnErrorStatusLeavesNoFileAndKeepsItsMessage() throws {
        let server = try startStreaming { _ in .json(404, #"{"message":"no such file"}"#) }
        let directory = try makeTemporaryDirectory()
        let destination = directory.appendingPathComponent("missing.bin")
        let events = transferEvents(try network(for: server).download(TestRoute(.get, "/missing"), to: destination))
        XCTAssertEqual(events.last?.result?.error, .http(status: 404, message: "no such file"))
        XCTAssertEqual(fileNames(in: directory), [])
    }

    func testCancellingMidDownloadRemovesThePartialFile() throws {
        let server = try startStreaming { _ in .pattern(bytes: 8_000_000, holdAfter: 1_000_000) }
        let directory = try makeTemporaryDirectory()
        let destination = directory.appendingPathComponent("partial.bin")
        let network = try network(for: server)
        let halfway = expectation(description: "part of the body arrived")
        halfway.assertForOverFulfill = false
        let events = Locked<[TransferEvent<TransportResponse>]>([])
        let subscription = network.download(TestRoute(.get, "/big"), to: destination).subscribe(onNext: { event in
            events.mutate { $0.append(event) }
            if let progress = event.progress, progress.completedBytes >= 500_000 { halfway.fulfill() }
        })
        wait(for: [halfway], timeout: 20)
        XCTAssertEqual(fileNames(in: directory).count, 1, "the part file, while the body arrives")
        subscription.dispose()
        waitUntil { fileNames(in: directory).isEmpty }
        server.release()
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination.path))
        XCTAssertNil(events.value.last?.result, "a disposed stream says nothing more")
    }

    func testABodyPastTheLimitIsRefusedWhileItArrives() throws {
        let total: Int64 = 64_000_000
        let limit: Int64 = 1_000_000
        // No Content-Length, so nothing can be refused before the bytes come.
        let server = try startStreaming { _ in .pattern(bytes: total, announced: false) }
        let network = try network(for: server, maximumBodyBytes: limit)
        let result = firstResult(network.requestRaw(TestRoute(.get, "/huge")))
        guard case .error(.tooLarge(let bytes, let reportedLimit))? = result else {
            return XCTFail("expected tooLarge, got \(String(describing: result))")
        }
        XCTAssertEqual(reportedLimit, limit)
        XCTAssertGreaterThan(bytes, limit)
        XCTAssertLessThanOrEqual(bytes, limit + 1_000_000, "stopped at the first piece past the limit")
        // The server stops once the client closes: socket buffers hold a few MB, not the rest.
        waitUntil { server.connectionsDone == 1 }
        XCTAssertLessThan(server.bytesWritten, total / 2)
    }

    func testAnUploadToAGETRouteIsRefused() throws {
        let server = try startStreaming { _ in .json(200, "{}") }
        let events = transferEvents(try network(for: server).upload(.data(Data("x".utf8)), to: TestRoute(.get, "/nope")))
        XCTAssertEqual(events.last?.result?.error, .invalidRequest(.bodyNotAllowed(method: "GET")))
        XCTAssertTrue(server.requests.isEmpty)
    }
}
