import Foundation
import XCTest

/// The built `courier` against a server that answers with what a hostile
/// backend could send: escape sequences (OSC 52 to the clipboard, clear
/// screen, cursor and device reports), C1 controls, bidi overrides and
/// zero-width characters in messages, cells and records, and tokens no
/// header can carry. Nothing of it may act on the terminal.
final class OutputSafetyTests: ScriptedCourierTestCase {
    /// Every kind of trouble in one string.
    static let payload = "boom \u{1B}]52;c;ZXZpbA==\u{07} \u{1B}[2J\u{1B}[6n\u{1B}[c \u{9B}31m \u{9D}0;t\u{9C} \u{85}"
        + "\u{202E}evil\u{2066} zw\u{200B}\u{2060}\u{FEFF}j\u{200D}"
    /// The contract's user 1 with hostile text and every secret field filled.
    static func hostileUser() throws -> [String: Any] {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DummyJSON/Samples/UserRouter.detail.json")
        var user = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? [String: Any])
        user["firstName"] = payload
        user["company"] = ["name": payload, "title": "t", "department": "d"]
        user["password"] = "emilyspass"
        user["ssn"] = "900-590-289"
        user["ein"] = "977-175"
        user["ip"] = "42.48.100.32"
        user["macAddress"] = "47:fa:41:18:ec:eb"
        user["bank"] = ["cardNumber": "9289760655481815", "iban": "YPUXISOBI7TTHPK2BR3HAIXL"]
        user["crypto"] = ["wallet": "0xb9fc2fe63b2a6c003f1c324c3bfa53259162181a"]
        return user
    }

    // MARK: Tests

    func testAnErrorMessageNeverActsOnTheTerminal() throws {
        try serve { request in
            switch request.path {
            case "/auth/login":
                String(decoding: request.body, as: UTF8.self).contains("right")
                    ? Self.signedIn() : Self.message(400, Self.payload)
            default: Self.message(500, Self.payload)
            }
        }
        var result = try courier(["login", "--username", "emilys"], input: "wrong\n")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("boom") && result.standardError.contains("evil"), result.standardError)
        assertNothingActsOnATerminal(result.standardError, "login's error")

        result = try courier(["login", "--username", "emilys"], input: "right\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        result = try courier(["get", "products", "--id", "1"])
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("boom") && result.standardError.contains("evil"), result.standardError)
        assertNothingActsOnATerminal(result.standardError, "get's error")
        assertNothingActsOnATerminal(result.standardOutput, "get's output")
    }

    func testTableCellsNeverActOnTheTerminal() throws {
        try serve { request in
            switch request.path {
            case "/auth/login": Self.signedIn()
            default:
                (200, Self.json(["products": (1...3).map { ["id": $0, "title": Self.payload, "brand": "\u{1B}[31m\u{202E}brand",
                                                            "category": "c\u{9B}2J", "price": 1.5, "rating": 4, "stock": 2] },
                                 "total": 3, "skip": 0, "limit": 3]))
            }
        }
        XCTAssertEqual(try courier(["login", "--username", "emilys"], input: "pw\n").status, 0)
        let result = try courier(["get", "products", "--limit", "3"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput.components(separatedBy: "evil").count, 4, "three rows: \(result.standardOutput)")
        assertNothingActsOnATerminal(result.standardOutput, "the table")
    }

    func testJSONEscapesWhatATerminalWouldActOnReadsBackExactlyAndHasNoSecrets() throws {
        let user = Self.json(try Self.hostileUser())
        try serve { request in
            switch request.path {
            case "/auth/login": Self.signedIn()
            case "/auth/users/1": (200, user)
            default: (200, #"{"users":[\#(user)],"total":1,"skip":0,"limit":1}"#)
            }
        }
        XCTAssertEqual(try courier(["login", "--username", "emilys"], input: "pw\n").status, 0)
        for arguments in [["get", "users", "--id", "1", "--json"], ["get", "users", "--limit", "1", "--json"]] {
            let result = try courier(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            assertNothingActsOnATerminal(result.standardOutput, joiners: false, "\(arguments)")
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                       result.standardOutput)
            let record = try XCTUnwrap(arguments.contains("--id") ? object : (object["users"] as? [[String: Any]])?.first)
            XCTAssertEqual(record["firstName"] as? String, Self.payload, "the exact string reads back")
            XCTAssertEqual((record["company"] as? [String: Any])?["name"] as? String, Self.payload)
            for secret in ["password", "ssn", "ein", "ip", "macAddress", "bank", "crypto", "emilyspass", "900-590-289", "977-175"] {
                XCTAssertFalse(result.standardOutput.contains("\"\(secret)"), "\(arguments) shows \(secret)")
            }
        }
        // The offline cache stores bodies as they are: the secrets never reach its files.
        let cache = configHome.appendingPathComponent("cache/courier")
        let stored = try FileManager.default.contentsOfDirectory(atPath: cache.path)
            .map { try Data(contentsOf: cache.appendingPathComponent($0)) }.reduce(Data(), +)
        XCTAssertNotNil(stored.range(of: Data("Phoenix".utf8)), "the user's record is cached")
        for secret in ["emilyspass", "900-590-289", "977-175", "9289760655481815", "0xb9fc2fe63b2a6c003f1c324c3bfa53259162181a"] {
            XCTAssertNil(stored.range(of: Data(secret.utf8)), "the cache holds \(secret)")
        }
    }
}
