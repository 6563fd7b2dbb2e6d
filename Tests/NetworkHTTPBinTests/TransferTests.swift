import Foundation
import Network
import Reactive
import XCTest

/// httpbin's routes for uploads and downloads.
enum TransferRouter: Route {
    /// POST /post: echoes a multipart body's `files` and `form`.
    case post
    /// /anything with this method: echoes a raw body as `data`.
    case anything(HTTPMethod)
    /// GET /bytes/N: N random bytes with a Content-Length (httpbin gives at most 100 KiB).
    case bytes(Int)
    /// GET /stream-bytes/N: N random bytes, chunked.
    case streamBytes(Int)
    /// GET /drip: `bytes` asterisks spread over `seconds`.
    case drip(bytes: Int, seconds: Int)
    /// GET /status/N: that status, no body.
    case status(Int)

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .post: (.post, "/post", nil)
        case .anything(let method): (method, "/anything", nil)
        case .bytes(let count): (.get, "/bytes/\(count)", ["seed": .number(7)])
        case .streamBytes(let count): (.get, "/stream-bytes/\(count)", ["chunk_size": .number(4096), "seed": .number(7)])
        case .drip(let bytes, let seconds):
            (.get, "/drip", ["numbytes": .number(Double(bytes)), "duration": .number(Double(seconds)), "delay": .number(0)])
        case .status(let status): (.get, "/status/\(status)", nil)
        }
    }

    var retryPolicy: RetryPolicy { .none }
}

/// Uploads and downloads against httpbin, on the transport under test.
final class TransferTests: HTTPBinTestCase {
    private struct Echo: Decodable, Sendable {
        var files: [String: String]?
        var form: [String: String]?
        var data: String?
        var headers: [String: String]?
    }

    private func events<Value: Sendable>(_ stream: Observable<TransferEvent<Value>>) -> [TransferEvent<Value>] {
        all(stream, timeout: 30)
    }

    private func textFile(_ text: String, named name: String) throws -> URL {
        let url = try makeTemporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func assertForwardProgress<Value: Sendable>(
        _ events: [TransferEvent<Value>], _ direction: TransferProgress.Direction, endsAt total: Int64,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let progress = events.compactMap(\.progress)
        XCTAssertEqual(Set(progress.map(\.direction)), [direction], file: file, line: line)
        XCTAssertEqual(progress.map(\.completedBytes), progress.map(\.completedBytes).sorted(), file: file, line: line)
        XCTAssertEqual(progress.last?.completedBytes, total, file: file, line: line)
        XCTAssertEqual(progress.last?.fraction, 1, file: file, line: line)
        XCTAssertNotNil(events.last?.result, file: file, line: line)
    }

    func testAMultipartFormArrivesAsFilesAndFields() throws {
        let text = String(repeating: "Courier uploads this line.\n", count: 20_000)
        var form = MultipartFormData()
        form.append("value", withName: "field")
        form.append("第二", withName: "utf8")
        form.append(fileAt: try textFile(text, named: "lines.txt"), withName: "file")
        let network = try makeNetwork()
        let events = events(network.upload(.multipart(form), to: TransferRouter.post, as: Echo.self))
        let echo = try XCTUnwrap(events.last?.result?.value, "\(String(describing: events.last))")
        XCTAssertEqual(echo.form, ["field": "value", "utf8": "第二"])
        XCTAssertEqual(echo.files, ["file": text])
        assertForwardProgress(events, .upload, endsAt: try UploadBody(.multipart(form)).length)
    }

    func testARawFileIsUploadedWithProgress() throws {
        let text = String(repeating: "0123456789abcdef", count: 64 * 1024)
        let file = try textFile(text, named: "raw.txt")
        let network = try makeNetwork(bearer: "transfer-token")
        let events = events(network.upload(.file(file), to: TransferRouter.anything(.put), as: Echo.self))
        let echo = try XCTUnwrap(events.last?.result?.value, "\(String(describing: events.last))")
        XCTAssertEqual(echo.data, text)
        XCTAssertEqual(echo.headers?["Content-Type"], "text/plain")
        assertForwardProgress(events, .upload, endsAt: Int64(text.utf8.count))
    }

    func testBytesAreDownloadedToAFile() throws {
        let destination = try makeTemporaryDirectory().appendingPathComponent("bytes.bin")
        let events = events(try makeNetwork().download(TransferRouter.bytes(102_400), to: destination))
        XCTAssertEqual(events.last?.result?.value?.fileURL, destination)
        XCTAssertEqual(try Data(contentsOf: destination).count, 102_400)
        assertForwardProgress(events, .download, endsAt: 102_400)
    }

    func testAChunkedStreamIsDownloadedToAFile() throws {
        let destination = try makeTemporaryDirectory().appendingPathComponent("stream.bin")
        let events = events(try makeNetwork().download(TransferRouter.streamBytes(102_400), to: destination))
        XCTAssertEqual(events.last?.result?.value?.fileURL, destination)
        XCTAssertEqual(try Data(contentsOf: destination).count, 102_400)
        assertForwardProgress(events, .download, endsAt: 102_400)
    }

    func testADripIsWrittenAsItComes() throws {
        let destination = try makeTemporaryDirectory().appendingPathComponent("drip.txt")
        let events = events(try makeNetwork().download(TransferRouter.drip(bytes: 400, seconds: 1), to: destination))
        XCTAssertEqual(events.last?.result?.value?.fileURL, destination)
        XCTAssertEqual(try Data(contentsOf: destination), Data(repeating: UInt8(ascii: "*"), count: 400))
        assertForwardProgress(events, .download, endsAt: 400)
    }

    func testAnErrorStatusWritesNoFile() throws {
        let directory = try makeTemporaryDirectory()
        let events = events(try makeNetwork().download(TransferRouter.status(404), to: directory.appendingPathComponent("gone.bin")))
        XCTAssertEqual(events.last?.result?.error?.status, 404)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
