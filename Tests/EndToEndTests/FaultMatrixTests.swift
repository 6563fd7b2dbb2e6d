import Foundation
import StagingServer
import Synchronization
import XCTest

/// Every fault of `FaultProxy` against the CLI's commands and the app in a
/// real terminal: each run ends on its own within its timeout, says what went
/// wrong, never lets the server's control sequences reach the terminal, keeps
/// the session, and leaves the cache and the terminal working.
final class FaultMatrixTests: XCTestCase {
    private var server: StagingServer!
    private var proxy: FaultProxy!
    private var configHome: URL!
    /// Short, so hung and dripping answers end the run quickly.
    private static let timeoutSeconds = "3"
    private static let spoilsData: @Sendable (String) -> Bool = { !$0.hasPrefix("/auth/login") && $0 != "/auth/refresh" }
    private static let spoilsLogin: @Sendable (String) -> Bool = { $0 == "/auth/login" }

    override func setUpWithError() throws {
        server = StagingServer()
        try server.start()
        proxy = try FaultProxy(upstream: server.baseURL)
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        proxy?.stop()
        server?.stop()
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    private var environment: [String: String] {
        ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8"]
    }

    private func courier(_ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try Self.courier(arguments, input: input, baseURL: proxy.baseURL, environment: environment)
    }

    private static func courier(_ arguments: [String], input: String? = nil, baseURL: URL,
                                environment: [String: String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "courier", ["--host", "test", "--base-url", baseURL.absoluteString, "--timeout", timeoutSeconds] + arguments,
            input: input, environment: environment, timeout: 30)
    }

    private func signIn() throws {
        let result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    private var sessionFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: configHome.appendingPathComponent("courier").path)) ?? [])
            .filter { $0.hasPrefix("session-") }
    }

    /// The bytes a terminal would act on, found in `data`; nil when clean.
    private static func hostileBytes(in data: Data) -> String? {
        for sequence in FaultProxy.forbiddenSequences where data.firstRange(of: Data(sequence)) != nil {
            return sequence.map { String(format: "%02X", $0) }.joined(separator: " ")
        }
        return nil
    }

    private func assertClean(_ result: ProcessRunner.Result, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, text) in [("stdout", result.standardOutput), ("stderr", result.standardError)] {
            if let found = Self.hostileBytes(in: Data(text.utf8)) {
                XCTFail("\(context): \(name) carries \(found) raw: \(text.debugDescription.prefix(300))", file: file, line: line)
            }
        }
    }

    // MARK: The command line

    private static let dataCommands: [[String]] = [
        ["get", "products", "--limit", "5"],
        ["get", "products", "--id", "1"],
        ["get", "products", "--limit", "3", "--json"],
        ["whoami"],
    ]

    func testEveryFaultOnEveryCommandEndsCleanlyAndKeepsTheSession() throws {
        try signIn()
        XCTAssertEqual(try courier(["get", "products", "--limit", "5"]).status, 0, "warm the cache")
        // `held` is the tests' own control, a hang that only they end.
        for fault in FaultProxy.Fault.allCases where fault != .escapesInToken && fault != .held {
            proxy.set(fault, where: Self.spoilsData)
            // The commands at once, as a person's scripts might run them, sharing one cache file.
            let results = Mutex([Int: Result<ProcessRunner.Result, any Error>]())
            let (baseURL, environment) = (proxy.baseURL, environment)
            DispatchQueue.concurrentPerform(iterations: Self.dataCommands.count) { index in
                let result = Result { try Self.courier(Self.dataCommands[index], baseURL: baseURL, environment: environment) }
                results.withLock { $0[index] = result }
            }
            for (index, command) in Self.dataCommands.enumerated() {
                let context = "\(fault.rawValue) on courier \(command.joined(separator: " "))"
                let result = try results.withLock { $0[index]! }.get()
                XCTAssertTrue([0, 1].contains(result.status), "\(context): exit \(result.status)\n\(result.standardError)")
                if result.status != 0 {
                    let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
                    XCTAssertFalse(message.isEmpty, "\(context): failed without a word")
                    XCTAssertFalse(message.contains("Fatal error") || message.contains("Stack dump"), "\(context): \(message)")
                }
                if result.status == 0, command.contains("--json") {
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)),
                                     "\(context): --json is not JSON: \(result.standardOutput.prefix(200))")
                }
                assertClean(result, context)
            }
            XCTAssertGreaterThan(proxy.spoiled, 0, "\(fault.rawValue) met no request")
            XCTAssertEqual(sessionFiles.count, 1, "\(fault.rawValue) cost the saved session")
        }
        proxy.set(nil)
        let after = try courier(["get", "products", "--limit", "5"])
        XCTAssertEqual(after.status, 0, "after every fault: \(after.standardError)")
        XCTAssertTrue(after.standardOutput.contains("Title"), after.standardOutput)
        XCTAssertFalse(after.standardOutput.contains("boom"), "fresh rows replaced the hostile ones: \(after.standardOutput)")
        XCTAssertEqual(try courier(["whoami"]).status, 0)
        XCTAssertEqual(try courier(["cache", "stats"]).status, 0, "the cache still opens")
    }

    func testAHostileErrorMessageAtSignInReachesNoTerminal() throws {
        proxy.set(.escapesInError, where: Self.spoilsLogin)
        let result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("boom"), "the message is shown, made harmless: \(result.standardError)")
        assertClean(result, "login with a hostile error")
        XCTAssertTrue(sessionFiles.isEmpty)
    }

    func testATokenWithControlCharactersIsRefusedAndNeverSaved() throws {
        proxy.set(.escapesInToken, where: Self.spoilsLogin)
        let result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertNotEqual(result.status, 0, "a token no header can carry is refused: \(result.standardOutput)")
        XCTAssertFalse(result.standardError.isEmpty)
        assertClean(result, "login with a hostile token")
        XCTAssertTrue(sessionFiles.isEmpty, "nothing saved: \(sessionFiles)")
    }

    // MARK: The app

    private static let appFaults: [FaultProxy.Fault] = [
        .reset, .truncate, .malformed, .html, .emptyError, .unavailable, .hang, .huge, .badUTF8, .wrongTypes,
        // The error first: after the strings, posts would come from the cache instead.
        .escapesInError, .escapesInStrings,
    ]

    func testTheAppStaysResponsiveAndCleanUnderEveryFault() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        try signIn()
        for fault in Self.appFaults {
            proxy.set(nil)
            let output = configHome.appendingPathComponent("terminal-\(fault.rawValue).bytes")
            let tmux = try Tmux.courier("--host test --base-url \(proxy.baseURL.absoluteString) --timeout \(Self.timeoutSeconds)",
                                        environment: environment, cols: 100, rows: 30)
            try tmux.record(to: output)
            tmux.waitFor("Glamour Beauty Mascara")
            proxy.set(fault, where: Self.spoilsData)
            // Another resource, not loaded yet: its first page meets the fault.
            tmux.send("2")
            // Settled: on the posts tab, no spinner, and the list's first row holds rows or what went wrong.
            let (settled, screen) = tmux.waitFor(timeout: 20) { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return screen.contains("search posts") && !screen.lowercased().contains("loading") && lines.count > 3
                    && !lines[3].trimmingCharacters(in: .whitespaces).isEmpty
            }
            XCTAssertTrue(settled, "\(fault.rawValue): still loading\n\(screen)")
            tmux.send("q")
            tmux.waitFor("EXIT=0")
            tmux.assertTerminalRestored(fault.rawValue)
            let bytes = (try? Data(contentsOf: output)) ?? Data()
            XCTAssertGreaterThan(bytes.count, 0, "\(fault.rawValue): nothing recorded from the terminal")
            for forbidden in ["\u{1B}]52;", "\u{9B}", "\u{202E}", "\u{200B}"] {
                XCTAssertNil(bytes.firstRange(of: Data(forbidden.utf8)),
                             "\(fault.rawValue): the server's \(forbidden.unicodeScalars.map { String($0.value, radix: 16) }) reached the terminal")
            }
        }
    }
}
