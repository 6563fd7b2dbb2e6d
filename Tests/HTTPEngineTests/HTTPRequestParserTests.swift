import Foundation
import XCTest
@testable import HTTPEngine

final class HTTPRequestParserTests: XCTestCase {
    private func parser(maxHeaderBytes: Int = 16 * 1024, maxBodyBytes: Int = 1024 * 1024) -> HTTPRequestParser {
        HTTPRequestParser(maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes, remoteAddress: "test")
    }

    private func feed(_ parser: inout HTTPRequestParser, _ text: String) {
        Array(text.utf8).withUnsafeBytes { parser.append($0) }
    }

    /// Everything `next()` yields for `text` fed in one piece.
    private func parseAll(_ text: String, into parser: inout HTTPRequestParser) -> [HTTPRequestParser.Result] {
        feed(&parser, text)
        var results: [HTTPRequestParser.Result] = []
        while true {
            let result = parser.next()
            if case .needMore = result { return results }
            results.append(result)
            if case .failure = result { return results }
        }
    }

    private func failure(_ text: String, maxHeaderBytes: Int = 16 * 1024) -> HTTPParseError? {
        var parser = parser(maxHeaderBytes: maxHeaderBytes)
        if case .failure(let error)? = parseAll(text, into: &parser).last { return error }
        return nil
    }

    func testParsesRequestLineHeadersAndBody() throws {
        var parser = parser()
        let results = parseAll("POST /a/b HTTP/1.1\r\nHost: x\r\nX-Mixed-Case:  v a l \r\nContent-Length: 5\r\n\r\nhello", into: &parser)
        guard case .request(let request, let keepAlive)? = results.first else { return XCTFail("no request: \(results)") }
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.path, "/a/b")
        XCTAssertEqual(request.header("x-mixed-case"), "v a l")
        XCTAssertEqual(request.header("X-MIXED-CASE"), "v a l")
        XCTAssertEqual(String(decoding: request.body, as: UTF8.self), "hello")
        XCTAssertTrue(keepAlive)
        XCTAssertFalse(parser.isMidRequest)
    }

    func testOneByteFragmentsYieldTheSameRequest() {
        var parser = parser()
        let text = "PUT /x%20y?q=a+b%26c&flag HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"
        var requests: [HTTPRequest] = []
        for byte in text.utf8 {
            [byte].withUnsafeBytes { parser.append($0) }
            if case .request(let request, _) = parser.next() { requests.append(request) }
        }
        XCTAssertEqual(requests.count, 1)
        XCTAssertEqual(requests.first?.path, "/x y")
        XCTAssertEqual(requests.first?.queryValue("q"), "a b&c")
        XCTAssertEqual(requests.first?.queryValue("flag"), "")
        XCTAssertEqual(requests.first.map { String(decoding: $0.body, as: UTF8.self) }, "abc")
    }

    func testPipelinedRequestsComeOutInOrder() {
        var parser = parser()
        let results = parseAll(
            "GET /1 HTTP/1.1\r\n\r\nPOST /2 HTTP/1.1\r\nContent-Length: 2\r\n\r\nhiGET /3 HTTP/1.1\r\nConnection: close\r\n\r\n",
            into: &parser
        )
        let paths = results.compactMap { result -> String? in
            if case .request(let request, _) = result { return request.path } else { return nil }
        }
        XCTAssertEqual(paths, ["/1", "/2", "/3"])
        if case .request(_, let keepAlive)? = results.last { XCTAssertFalse(keepAlive) } else { XCTFail("no third request") }
    }

    func testKeepAliveRulesPerVersion() {
        func keepAlive(_ head: String) -> Bool? {
            var parser = parser()
            if case .request(_, let keepAlive)? = parseAll(head + "\r\n\r\n", into: &parser).first { return keepAlive }
            return nil
        }
        XCTAssertEqual(keepAlive("GET / HTTP/1.1"), true)
        XCTAssertEqual(keepAlive("GET / HTTP/1.1\r\nConnection: Close"), false)
        XCTAssertEqual(keepAlive("GET / HTTP/1.0"), false)
        XCTAssertEqual(keepAlive("GET / HTTP/1.0\r\nConnection: keep-alive"), true)
    }

    func testToleratesBareLineFeedsAndLeadingBlankLines() {
        var parser = parser()
        guard case .request(let request, _)? = parseAll("\r\n\nGET /lf HTTP/1.1\nHost: x\n\n", into: &parser).first
        else { return XCTFail("bare LF request not parsed") }
        XCTAssertEqual(request.path, "/lf")
        XCTAssertEqual(request.header("host"), "x")
    }

    func testAbsoluteFormTargetKeepsPathAndQuery() {
        var parser = parser()
        guard case .request(let request, _)? = parseAll("GET http://example.com:80/p?a=1 HTTP/1.1\r\n\r\n", into: &parser).first
        else { return XCTFail("absolute form not parsed") }
        XCTAssertEqual(request.path, "/p")
        XCTAssertEqual(request.queryValue("a"), "1")
    }

    func testRepeatedHeaderKeepsLastValue() {
        var parser = parser()
        guard case .request(let request, _)? = parseAll("GET / HTTP/1.1\r\nX-A: 1\r\nx-a: 2\r\n\r\n", into: &parser).first
        else { return XCTFail("not parsed") }
        XCTAssertEqual(request.header("x-a"), "2")
    }

    func testMalformedInputIsRefusedWithTheRightError() {
        XCTAssertEqual(failure("GARBAGE\r\n\r\n"), .malformedRequestLine)
        XCTAssertEqual(failure("GET /\r\n\r\n"), .malformedRequestLine)
        XCTAssertEqual(failure("GET  / HTTP/1.1\r\n\r\n"), .malformedRequestLine)
        XCTAssertEqual(failure("G(T / HTTP/1.1\r\n\r\n"), .malformedRequestLine)
        XCTAssertEqual(failure("GET / HTTQ/1.1\r\n\r\n"), .malformedRequestLine)
        XCTAssertEqual(failure("GET nopath HTTP/1.1\r\n\r\n"), .malformedTarget)
        XCTAssertEqual(failure("GET /%zz HTTP/1.1\r\n\r\n"), .malformedTarget)
        XCTAssertEqual(failure("GET /?a=%4 HTTP/1.1\r\n\r\n"), .malformedTarget)
        XCTAssertEqual(failure("GET /%ff HTTP/1.1\r\n\r\n"), .malformedTarget, "not UTF-8 once decoded")
        XCTAssertEqual(failure("GET / HTTP/1.1\r\nNo colon here\r\n\r\n"), .malformedHeader)
        XCTAssertEqual(failure("GET / HTTP/1.1\r\nName : v\r\n\r\n"), .malformedHeader)
        XCTAssertEqual(failure("GET / HTTP/1.1\r\nA: 1\r\n folded\r\n\r\n"), .malformedHeader)
        XCTAssertEqual(failure("GET / HTTP/1.1\r\n: empty name\r\n\r\n"), .malformedHeader)
        XCTAssertEqual(failure("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), .invalidContentLength)
        XCTAssertEqual(failure("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"), .invalidContentLength)
        XCTAssertEqual(failure("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n")?.status, 501)
        XCTAssertEqual(failure("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n"), .malformedChunkedBody)
        XCTAssertEqual(failure("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhello\r\n0\r\n\r\n"), .malformedChunkedBody)
        XCTAssertEqual(failure("GET / HTTP/2.0\r\n\r\n")?.status, 505)
        XCTAssertEqual(failure("GET / HTTP/1.2\r\n\r\n")?.status, 505)
    }

    func testGarbageIsRefusedBeforeTheLineEnds() {
        XCTAssertEqual(failure("\u{16}\u{03}\u{01}\u{00}"), .malformedRequestLine, "binary bytes (a TLS hello) fail at once")
        XCTAssertEqual(failure("GET / HTTP/9.9\r\n"), .unsupportedVersion("HTTP/9.9"), "a bad version fails before the headers")
    }

    func testAChunkedBodyIsJoinedAndTheNextRequestFollows() {
        var parser = parser()
        let bytes = "POST /a HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 99\r\n\r\n5;x=y\r\nhello\r\n1\r\n!\r\n0\r\nTrailer: t\r\n\r\n"
            + "GET /b HTTP/1.1\r\n\r\n"
        // One byte at a time: every prefix must wait rather than fail.
        var requests: [HTTPRequest] = []
        for byte in Array(bytes.utf8) {
            for result in parseAll(String(decoding: [byte], as: UTF8.self), into: &parser) {
                guard case .request(let request, _) = result else { return XCTFail("refused: \(result)") }
                requests.append(request)
            }
        }
        XCTAssertEqual(requests.map(\.path), ["/a", "/b"])
        XCTAssertEqual(requests.first?.body, Data("hello!".utf8))
    }

    func testIdentityTransferEncodingIsAccepted() {
        var parser = parser()
        guard case .request(let request, _)? =
            parseAll("POST / HTTP/1.1\r\nTransfer-Encoding: identity\r\nContent-Length: 2\r\n\r\nok", into: &parser).first
        else { return XCTFail("identity coding refused") }
        XCTAssertEqual(request.body, Data("ok".utf8))
    }

    func testHeadOverTheLimitFailsWithoutTheBlankLine() {
        let longHeader = "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 200)
        XCTAssertEqual(failure(longHeader, maxHeaderBytes: 100), .headersTooLarge(limit: 100))
        XCTAssertEqual(failure(longHeader + "\r\n\r\n", maxHeaderBytes: 100), .headersTooLarge(limit: 100))
        XCTAssertNil(failure(longHeader + "\r\n\r\n", maxHeaderBytes: 1000))
    }

    func testBodyOverTheLimitFailsBeforeTheBodyArrives() {
        var parser = parser(maxBodyBytes: 10)
        let results = parseAll("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", into: &parser)
        guard case .failure(let error)? = results.first else { return XCTFail("no failure") }
        XCTAssertEqual(error, .bodyTooLarge(limit: 10))
        XCTAssertEqual(error.status, 413)
    }

    func testExpectContinueIsFlaggedUntilTheBodyArrives() {
        var parser = parser()
        XCTAssertTrue(parseAll("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n", into: &parser).isEmpty)
        XCTAssertTrue(parser.wantsContinue)
        XCTAssertTrue(parser.isMidRequest)
        guard case .request(let request, _)? = parseAll("ok", into: &parser).first else { return XCTFail("body not parsed") }
        XCTAssertEqual(request.body, Data("ok".utf8))
        XCTAssertFalse(parser.wantsContinue)
    }

    func testLogRecordLineHasNamesButNoValuesAndEscapesControls() {
        let record = HTTPLogRecord(
            method: "GET", path: "/a\nFAKE", queryNames: ["token", "limit"], status: 200, bytes: 12,
            duration: .milliseconds(3), remoteAddress: "127.0.0.1:1"
        )
        XCTAssertEqual(record.line, "GET /a\\x0AFAKE?token&limit 200 12B 3.0ms 127.0.0.1:1")
    }
}

/// Found by fuzzing (FuzzCorpus/http-request): the answer to a request
/// line longer than the header limit depended on how the bytes arrived.
final class HTTPRequestParserLimitTests: XCTestCase {
    func testALongMalformedRequestLineIsTooLargeWhetherItArrivesWholeOrInPieces() {
        let text = "GET /" + String(repeating: "a", count: 300) + " HTTP/9\r\n\r\n"
        var whole = HTTPRequestParser(maxHeaderBytes: 256, maxBodyBytes: 0, remoteAddress: "test")
        Array(text.utf8).withUnsafeBytes { whole.append($0) }
        guard case .failure(let wholeError) = whole.next() else { return XCTFail("whole: no failure") }

        var pieces = HTTPRequestParser(maxHeaderBytes: 256, maxBodyBytes: 0, remoteAddress: "test")
        var piecesError: HTTPParseError?
        for chunk in Array(text.utf8).chunked(into: 100) where piecesError == nil {
            chunk.withUnsafeBytes { pieces.append($0) }
            if case .failure(let error) = pieces.next() { piecesError = error }
        }
        XCTAssertEqual(wholeError, .headersTooLarge(limit: 256))
        XCTAssertEqual(piecesError, .headersTooLarge(limit: 256))
    }

    func testAMalformedRequestLineWithinTheLimitIsStillRefusedAtOnce() {
        var parser = HTTPRequestParser(maxHeaderBytes: 256, maxBodyBytes: 0, remoteAddress: "test")
        Array("GET / HTTP/9\r\n".utf8).withUnsafeBytes { parser.append($0) }
        guard case .failure(let error) = parser.next() else { return XCTFail("no failure before the head ended") }
        XCTAssertEqual(error, .malformedRequestLine)
    }
}

private extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min(count, $0 + size)]) }
    }
}
