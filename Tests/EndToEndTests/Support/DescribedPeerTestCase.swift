import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built `courier` against the described-API peers scripts/peers.sh starts
/// (a FastAPI bookshop and a Django REST framework game library), with a
/// configuration home of its own. Without the peers a test skips on a
/// developer's machine and fails in CI (`COURIER_REQUIRE_PEERS=1`).
class DescribedPeerTestCase: XCTestCase {
    static let requireVariable = "COURIER_REQUIRE_PEERS"
    var configHome: URL!

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    /// The peer's base URL from `variable`, or a skip (a failure in CI).
    func peer(_ variable: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let value = environment[variable], let url = URL(string: value), url.host != nil else {
            let message = "\(variable) is unset: start the peers with `eval \"$(scripts/peers.sh start)\"`"
            if environment[Self.requireVariable] == "1" {
                XCTFail(message + " — CI requires them")
                throw XCTSkip(message)
            }
            throw XCTSkip(message)
        }
        return value
    }

    /// The bookshop's description and the game library's profile.
    func bookshop() throws -> String { try peer("COURIER_FASTAPI_URL") + "/openapi.json" }
    func library() throws -> String { try peer("COURIER_DRF_URL") + "/courier.yaml" }

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8"]
    }

    func courier(_ api: String, _ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run("courier", ["--api", api] + arguments, input: input, environment: environment)
    }

    /// The records `courier … --json` printed: a list, or one record.
    func records(_ result: ProcessRunner.Result, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        let value = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        if let one = value as? [String: Any] { return [one] }
        return try XCTUnwrap(value as? [[String: Any]], result.standardOutput, file: file, line: line)
    }

    /// Signed in on the command line, which the app then resumes.
    func signIn(_ api: String, username: String = "ann", password: String = "ann-pass") throws {
        let result = try courier(api, ["login", "--username", username], input: password + "\n")
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    func launch(_ api: String, cols: Int = 110, rows: Int = 32) throws -> Tmux {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        return try Tmux.courier("--api \(api)", environment: environment, cols: cols, rows: rows)
    }

    /// POSTs to a peer's own test route and waits for the status (a deadline, not a sleep).
    func post(_ url: URL) -> Int? { posted(url).status }

    /// POSTs to a peer's own test route and reads its JSON answer.
    func postForJSON(_ url: URL) -> [String: Any]? {
        posted(url).body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    private func posted(_ url: URL) -> (status: Int?, body: Data?) {
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = "POST"
        let answer = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            answer.set(((response as? HTTPURLResponse)?.statusCode, data))
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 15)
        return answer.get()
    }

    /// The session file Courier keeps for a described API's origin.
    func sessionFile() throws -> URL {
        let directory = configHome.appendingPathComponent("courier")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("described-") }
        return directory.appendingPathComponent(try XCTUnwrap(files.first, "no session file in \(directory.path)"))
    }
}

private final class AnswerBox: @unchecked Sendable { // `value` is guarded by `lock`
    private let lock = NSLock()
    private var value: (status: Int?, body: Data?) = (nil, nil)
    func set(_ new: (status: Int?, body: Data?)) { lock.withLock { value = new } }
    func get() -> (status: Int?, body: Data?) { lock.withLock { value } }
}
