import Foundation
import XCTest

/// Runs the built `courier` against a `ScriptedAPIServer` the test sets up,
/// with its own config and cache directories.
class ScriptedCourierTestCase: XCTestCase {
    private(set) var configHome: URL!
    private(set) var server: ScriptedAPIServer?

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: configHome)
    }

    // MARK: Running

    func serve(_ handler: @escaping ScriptedAPIServer.Handler) throws {
        server = try ScriptedAPIServer(handler: handler)
    }

    /// Answers with headers too.
    func serve(headers handler: @escaping ScriptedAPIServer.HeadersHandler) throws {
        server = try ScriptedAPIServer(headersHandler: handler)
    }

    func courier(_ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "courier", ["--host", "test", "--base-url", server!.baseURL.absoluteString] + arguments, input: input,
            environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                          "LANG": "C.UTF-8"])
    }

    var savedSession: String? {
        let directory = configHome.appendingPathComponent("courier")
        guard let name = try? FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: { $0.hasPrefix("session-") })
        else { return nil }
        return try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: Answers

    static func json(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static func signedIn(access: String = "a1.b.c", refresh: String = "r1") -> (status: Int, body: String) {
        (200, json(["accessToken": access, "refreshToken": refresh, "id": 1, "username": "emilys",
                    "email": "e@x", "firstName": "Emily", "lastName": "Johnson"]))
    }

    static func message(_ status: Int, _ text: String) -> (status: Int, body: String) {
        (status, json(["message": text]))
    }

    // MARK: What a terminal must never receive

    /// No C0 control but the line feed, no DEL, no C1, no bidi control, no
    /// zero-width character (the ZWJ and ZWNJ only where `joiners` allows), no broken UTF-8.
    func assertNothingActsOnATerminal(_ text: String, joiners: Bool = true, _ what: String,
                                              file: StaticString = #filePath, line: UInt = #line) {
        let offending = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: return false
            case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x200B, 0x2060,
                 0xFEFF, 0xFFFD, 0x2028, 0x2029: return true
            case 0x200C, 0x200D: return !joiners
            default: return false
            }
        }
        XCTAssertTrue(offending.isEmpty, "\(what) carries \(offending.map { "U+" + String($0.value, radix: 16) }): \(text)",
                      file: file, line: line)
    }
}
