import Foundation
import Models
import Network
import XCTest

/// A route's own body — bytes or an Encodable — with its parameters in the query, as httpbin saw them.
final class BodyTests: HTTPBinTestCase {
    struct NewNote: Encodable, Sendable {
        var noteTitle: String
        var createdAt: Date
    }

    /// /anything with a body of its own and parameters beside it.
    enum BodyRouter: Route {
        case note(NewNote, Parameters)
        case bytes(Data, contentType: String)

        var relation: (method: HTTPMethod, path: String, params: Parameters?) {
            switch self {
            case .note(_, let parameters): (.post, "/anything/notes", parameters)
            case .bytes: (.put, "/anything/blob", nil)
            }
        }

        var body: HTTPBody? {
            switch self {
            case .note(let note, _):
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                encoder.dateEncodingStrategy = .iso8601
                return .json(note, encoder: encoder)
            case .bytes(let data, let contentType):
                return .data(data, contentType: contentType)
            }
        }
    }

    func testAnEncodableBodyGoesWithItsEncoderAndTheParametersGoInTheQuery() throws {
        let note = NewNote(noteTitle: "Café ✓", createdAt: Date(timeIntervalSince1970: 0))
        let echo = try value(try makeNetwork(), BodyRouter.note(note, ["draft": true, "tag": ["a", "b"]]), as: Echo.self)
        XCTAssertEqual(echo.json, ["note_title": "Café ✓", "created_at": "1970-01-01T00:00:00Z"], "the route's encoder's strategies")
        XCTAssertEqual(echo.args, ["draft": "true", "tag": ["a", "b"]])
        XCTAssertEqual(echo.headers["Content-Type"], "application/json")
        XCTAssertEqual(echo.method, "POST")
    }

    func testRawBytesArriveUntouchedWithTheirType() throws {
        let bytes = Data((0...255).map(UInt8.init)) + Data("end".utf8)
        let echo = try value(try makeNetwork(), BodyRouter.bytes(bytes, contentType: "application/octet-stream"), as: Echo.self)
        XCTAssertEqual(echo.headers["Content-Type"], "application/octet-stream")
        XCTAssertEqual(echo.headers["Content-Length"], "\(bytes.count)")
        let prefix = "data:application/octet-stream;base64,"
        let encoded = try XCTUnwrap(echo.data)
        XCTAssertTrue(encoded.hasPrefix(prefix), "httpbin echoes binary as a data URL: \(encoded.prefix(60))")
        XCTAssertEqual(Data(base64Encoded: String(encoded.dropFirst(prefix.count))), bytes, "every byte, in order")
    }
}
