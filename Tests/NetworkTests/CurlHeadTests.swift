import CCurl
import Foundation
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response head as libcurl hands it over, line by line, read into `CurlReceived`.
final class CurlReceivedHeadTests: XCTestCase {
    /// The lines fed in turn; whether each was taken.
    private func received(_ lines: [String], limit: Int64? = nil, keepsEncoded: Bool = false) -> (CurlReceived, [Bool]) {
        var received = CurlReceived(keepsEncoded: keepsEncoded)
        let taken = lines.map { line in
            Array(line.utf8).withUnsafeBytes { received.header($0, limit: limit, isHEAD: false) }
        }
        return (received, taken)
    }

    func testTheStatusLineGivesTheVersionAndTheCodeWhateverSpacesPartThem() {
        XCTAssertEqual(received(["HTTP/1.1 200 OK\r\n"]).0.status, 200)
        XCTAssertEqual(received(["HTTP/1.1 200 OK\r\n"]).0.version, "HTTP/1.1")
        XCTAssertEqual(received(["HTTP/2 404\r\n"]).0.status, 404, "HTTP/2 has no reason phrase")
        XCTAssertEqual(received(["HTTP/2 404\r\n"]).0.version, "HTTP/2")
        XCTAssertEqual(received(["  HTTP/1.0   301   Moved Permanently\r\n"]).0.status, 301)
        XCTAssertEqual(received(["HTTP/1.1 0200 OK\r\n"]).0.status, 200, "read as Int(_:) reads it")
        XCTAssertEqual(received(["HTTP/1.1 2x0 OK\r\n"]).0.status, 0)
        XCTAssertEqual(received(["HTTP/1.1\r\n"]).0.status, 0)
        XCTAssertEqual(received(["HTTP/1.1 99999999999999999999 OK\r\n"]).0.status, 0, "too long for an Int")
    }

    func testFieldsAreTrimmedAndAFoldedLineContinuesTheOneBefore() {
        let (head, taken) = received([
            "HTTP/1.1 200 OK\r\n", "Content-Type:  text/plain \r\n", "X-Empty:\r\n", "X-Long: first\r\n",
            "\tsecond\r\n", "no colon here\r\n", "Set-Cookie: a=1\r\n", "set-cookie: b=2\r\n", "X-Time: 12:30:00\r\n",
        ])
        XCTAssertEqual(taken, Array(repeating: true, count: 9))
        XCTAssertEqual(head.field("content-type"), "text/plain")
        XCTAssertEqual(head.field("X-Empty"), "")
        XCTAssertEqual(head.field("X-Long"), "first second")
        XCTAssertEqual(head.field("Set-Cookie"), "a=1, b=2")
        XCTAssertEqual(head.field("X-Time"), "12:30:00", "only the first colon parts name from value")
        XCTAssertNil(head.field("no colon here"))
        XCTAssertEqual(head.fields.fields.count, 6)
    }

    func testEachStatusLineStartsTheHeadAgain() {
        let (head, _) = received(["HTTP/1.1 100 Continue\r\n", "X-Interim: yes\r\n", "\r\n", "HTTP/1.1 201 Created\r\n", "Location: /7\r\n"])
        XCTAssertEqual(head.status, 201)
        XCTAssertNil(head.field("X-Interim"))
        XCTAssertEqual(head.field("Location"), "/7")
    }

    func testTheEndOfAHeadRefusesABodyAnnouncedOverTheLimit() {
        let over = received(["HTTP/1.1 200 OK\r\n", "Content-Length: 2048\r\n", "\r\n"], limit: 1024)
        XCTAssertEqual(over.1, [true, true, false])
        XCTAssertEqual(over.0.oversize, 2048)
        let within = received(["HTTP/1.1 200 OK\r\n", "Content-Length: 512\r\n", "\r\n"], limit: 1024)
        XCTAssertEqual(within.1, [true, true, true])
        XCTAssertNil(within.0.oversize)
    }

    func testAnEncodedBodyIsJudgedByItsLengthOnlyWhenKeptAsItComes() {
        let head = ["HTTP/1.1 100 Continue\r\n", "\r\n", "HTTP/1.1 200 OK\r\n", "Content-Encoding: gzip\r\n", "Content-Length: 2048\r\n", "\r\n"]
        let kept = received(head, limit: 1024, keepsEncoded: true)
        XCTAssertEqual(kept.1.last, false, "the bytes that will arrive are the announced ones")
        XCTAssertEqual(kept.0.oversize, 2048)
        XCTAssertTrue(kept.0.keepsEncoded, "a 1xx head's reset keeps it")
        let decodedByLibcurl = received(head, limit: 1024)
        XCTAssertEqual(decodedByLibcurl.1.last, true, "libcurl's decoding changes the length: judged as it arrives")
        XCTAssertNil(decodedByLibcurl.0.oversize)
    }
}

/// The request's fields as the list libcurl sends.
final class CurlHeaderListTests: XCTestCase {
    private func lines(_ fields: [String: String]) throws -> [String] {
        var request = URLRequest(url: URL(string: "http://127.0.0.1/")!)
        request.allHTTPHeaderFields = fields
        let list = try CurlHeaderList.make(for: request)
        defer { curl_slist_free_all(list) }
        var lines: [String] = []
        var node = list
        while let current = node {
            lines.append(String(cString: current.pointee.data))
            node = current.pointee.next
        }
        return lines
    }

    func testFieldsGoAsLinesWithTheFramingLibcurlOwnsLeftOut() throws {
        let sent = try lines(["Accept": "application/json", "X-Empty": "", "Content-Length": "9", "content-length": "9"])
        XCTAssertEqual(sent.first, "Expect:", "no 100-continue round trip")
        XCTAssertEqual(Set(sent.dropFirst()), ["Accept: application/json", "X-Empty;"])
    }

    func testBytesThatWouldStartALineOfTheirOwnBecomeSpaces() throws {
        let token = String(repeating: "abc.DEF-123_", count: 40)
        let sent = try lines(["X-Split": "a\r\nX-Injected: yes", "X-Nul": "b\u{0}c", "Bad:Name": "v", "Authorization": "Bearer \(token)"])
        XCTAssertTrue(sent.contains("X-Split: a  X-Injected: yes"))
        XCTAssertTrue(sent.contains("X-Nul: b c"))
        XCTAssertTrue(sent.contains("Bad Name: v"), "a colon in a name would end the name")
        XCTAssertTrue(sent.contains("Authorization: Bearer \(token)"), "a long clean value goes as it is")
        XCTAssertEqual(sent.count, 5)
    }

    /// The word-at-a-time search against a byte-by-byte one: every forbidden
    /// byte at every offset of every length up to three words, and none.
    func testTheWordAtATimeSearchFindsEveryForbiddenByteWhereverItLies() {
        for droppingColon in [false, true] {
            for length in 0...24 {
                let clean = [UInt8](repeating: UInt8(ascii: "7"), count: length)
                clean.withUnsafeBufferPointer { XCTAssertFalse(CurlHeaderList.holdsForbidden($0, droppingColon: droppingColon)) }
                for offset in 0..<length {
                    for byte: UInt8 in [0x00, 0x0A, 0x0D, UInt8(ascii: ":"), 0x0C, 0x80, 0xFF, 0x3B] {
                        var bytes = clean
                        bytes[offset] = byte
                        let expected = CurlHeaderList.isForbidden(byte, droppingColon: droppingColon)
                        bytes.withUnsafeBufferPointer {
                            XCTAssertEqual(CurlHeaderList.holdsForbidden($0, droppingColon: droppingColon), expected,
                                           "byte \(byte) at \(offset) of \(length), colon dropped: \(droppingColon)")
                        }
                    }
                }
            }
        }
    }
}
