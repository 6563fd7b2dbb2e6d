import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

/// The multipart body's bytes, and upload bodies read from memory and disk.
final class MultipartFormDataTests: XCTestCase {
    func testASmallFormEncodesToTheseExactBytes() throws {
        var form = MultipartFormData(boundary: "XyZ")
        form.append("Ada", withName: "name")
        form.append(Data("hi\n".utf8), withName: "note", fileName: "note.txt")
        let body = try UploadBody(.multipart(form))
        let expected = "--XyZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAda\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"note\"; filename=\"note.txt\"\r\nContent-Type: text/plain\r\n\r\nhi\n\r\n"
            + "--XyZ--\r\n"
        XCTAssertEqual(String(decoding: try body.loadData(), as: UTF8.self), expected)
        XCTAssertEqual(body.length, Int64(expected.utf8.count))
        XCTAssertEqual(body.contentType, "multipart/form-data; boundary=XyZ")
    }

    func testAFilePartIsReadFromDiskBetweenItsNeighbours() throws {
        let directory = try makeTemporaryDirectory()
        let file = try makePatternFile(300_000, named: "photo.JPG", in: directory)
        var form = MultipartFormData(boundary: "b")
        form.append(fileAt: file, withName: "photo")
        form.append("after", withName: "caption")
        let data = try UploadBody(.multipart(form)).loadData()
        let head = Data("--b\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.JPG\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        let tail = Data("\r\n--b\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nafter\r\n--b--\r\n".utf8)
        XCTAssertEqual(data, head + StreamingServer.pattern(300_000) + tail)
    }

    func testTheRandomBoundaryDiffersEachTimeAndIsNotInTheContent() throws {
        var first = MultipartFormData()
        first.append("--", withName: "dashes")
        first.append(Data(StreamingServer.pattern(100_000)), withName: "blob", fileName: "blob.bin")
        let second = MultipartFormData()
        XCTAssertNotEqual(first.boundary, second.boundary)
        XCTAssertGreaterThanOrEqual(first.boundary.count, 40)
        let encoded = try UploadBody(.multipart(first)).loadData()
        // The boundary appears only as the three delimiters, never inside a part.
        let delimiters = encoded.occurrences(of: Data(first.boundary.utf8))
        XCTAssertEqual(delimiters.count, 3)
    }

    func testQuotesAndLineBreaksInNamesCannotEndTheHeader() throws {
        var form = MultipartFormData(boundary: "b")
        form.append(Data("x".utf8), withName: "a\"b", fileName: "evil\r\nX-Injected: 1.txt")
        let text = String(decoding: try UploadBody(.multipart(form)).loadData(), as: UTF8.self)
        XCTAssertTrue(text.contains(#"name="a%22b"; filename="evil%0D%0AX-Injected: 1.txt""#), text)
        XCTAssertFalse(text.contains("\r\nX-Injected"))
    }

    func testAMissingFileIsRefusedBeforeAnythingIsSent() {
        let missing = URL(fileURLWithPath: "/nonexistent/courier-\(UUID().uuidString).bin")
        var form = MultipartFormData()
        form.append(fileAt: missing, withName: "file")
        for source in [UploadSource.file(missing), .multipart(form)] {
            XCTAssertThrowsError(try UploadBody(source)) { error in
                XCTAssertEqual(error as? NetworkError, .invalidRequest(.unreadableUpload(missing.path)))
            }
        }
    }

    func testARawFileTakesItsTypeFromItsExtensionUnlessTold() throws {
        let directory = try makeTemporaryDirectory()
        let file = try makePatternFile(10, named: "data.json", in: directory)
        XCTAssertEqual(try UploadBody(.file(file)).contentType, "application/json")
        XCTAssertEqual(try UploadBody(.file(file, contentType: "text/x-mine")).contentType, "text/x-mine")
        XCTAssertEqual(try UploadBody(.data(Data("x".utf8))).contentType, "application/octet-stream")
    }
}

/// Progress reports thinned to what a person can see.
final class ProgressThrottleTests: XCTestCase {
    func testAKnownSizeIsReportedAboutOncePerPercentForwardOnlyAndAtItsEnd() {
        let throttle = ProgressThrottle()
        let total: Int64 = 10_000_000
        var admitted: [Int64] = []
        for done in stride(from: Int64(0), through: total, by: 1_000) {
            let progress = TransferProgress(direction: .download, completedBytes: done, expectedBytes: total)
            if throttle.admit(progress) { admitted.append(done) }
        }
        XCTAssertEqual(admitted.last, total)
        XCTAssertLessThanOrEqual(admitted.count, 110)
        XCTAssertGreaterThanOrEqual(admitted.count, 100)
        XCTAssertFalse(throttle.admit(TransferProgress(direction: .download, completedBytes: 5, expectedBytes: total)),
                       "a retry starting over does not move progress back")
    }

    func testAnUnknownSizeIsReportedFirstThenByTime() {
        let throttle = ProgressThrottle()
        let first = TransferProgress(direction: .download, completedBytes: 1, expectedBytes: nil)
        XCTAssertTrue(throttle.admit(first))
        XCTAssertFalse(throttle.admit(TransferProgress(direction: .download, completedBytes: 2, expectedBytes: nil)))
        XCTAssertNil(first.fraction)
    }
}

extension Data {
    /// Where `needle` occurs, not overlapping.
    func occurrences(of needle: Data) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = startIndex
        while let range = self[start...].range(of: needle) {
            found.append(range)
            start = range.upperBound
        }
        return found
    }
}
