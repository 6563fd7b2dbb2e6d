@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import XCTest

/// The session file's quick reader gives what `JSONDecoder` with `.iso8601`
/// gives — the same session, or the same refusal — for the form `save` writes
/// and for every other form a file might hold.
final class StoredSessionReaderTests: XCTestCase {
    private func file(savedAt: String, auth: String? = nil) -> Data {
        let auth = auth ?? #"{"accessToken":"a1","refreshToken":"r1","id":1,"username":"emilys","email":"e@x.com","firstName":"Emily","lastName":"Johnson","gender":"female","image":"https://x/1.png"}"#
        return Data(#"{"origin":"http://127.0.0.1:8080","auth":\#(auth),"savedAt":\#(savedAt)}"#.utf8)
    }

    private func foundation(_ data: Data) -> StoredSession? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(StoredSession.self, from: data)
    }

    func testWhatSaveWritesReadsBackAsJSONDecoderReadsIt() throws {
        let session = StoredSession(origin: "http://127.0.0.1:8080", auth: sampleSession(access: "a1"),
                                    savedAt: Date(timeIntervalSince1970: 1_796_434_364))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(session)
        XCTAssertEqual(StoredSessionReader.decode(data), session)
        XCTAssertEqual(StoredSessionReader.decode(data), foundation(data))
    }

    func testEveryOtherFormGetsJSONDecodersAnswer() {
        let forms = [
            #""2026-12-05T01:32:44Z""#, #""2028-02-29T23:59:59Z""#, #""1970-01-01T00:00:00Z""#,
            #""2026-02-30T00:00:00Z""#, #""2026-13-01T00:00:00Z""#, #""2026-12-05T24:00:00Z""#, #""2026-12-05T01:32:60Z""#,
            #""2026-12-05T01:32:44.250Z""#, #""2026-12-05T03:32:44+02:00""#, #""2026-12-05 01:32:44Z""#, #""2026-12-05T01:32:44""#,
            #""+026-12-05T01:32:44Z""#, #""""#, "1796434364", "null",
        ]
        for form in forms {
            let data = file(savedAt: form)
            XCTAssertEqual(StoredSessionReader.decode(data), foundation(data), form)
        }
        XCTAssertNotNil(StoredSessionReader.decode(file(savedAt: #""2028-02-29T23:59:59Z""#)))
        XCTAssertNil(StoredSessionReader.date("2026-02-30T00:00:00Z"), "a day that does not exist is left to JSONDecoder")
        XCTAssertEqual(StoredSessionReader.date("2026-12-05T01:32:44Z"), Date(timeIntervalSince1970: 1_796_434_364))
    }

    func testAMalformedOrIncompleteFileIsRefusedAsBefore() {
        for data in [Data("{".utf8), Data(), file(savedAt: #""2026-12-05T01:32:44Z""#, auth: #"{"accessToken":"a1"}"#),
                     Data(#"{"origin":"o","savedAt":"2026-12-05T01:32:44Z"}"#.utf8)] {
            XCTAssertNil(StoredSessionReader.decode(data))
            XCTAssertNil(foundation(data))
        }
    }
}
