import Foundation
import XCTest

/// A tmux session running one command: type into it and read the screen, as
/// a person would. Waits poll the screen until a deadline; nothing sleeps blind.
final class Tmux {
    static let pollInterval: TimeInterval = 0.05
    static let defaultTimeout: TimeInterval = 15

    let session: String

    static func available() -> Bool {
        (try? run(["-V"]).status) == 0
    }

    init(command: String, cols: Int, rows: Int, environment: [String: String]) throws {
        _ = Tmux.server
        session = "courier-test-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // The first session starts the tmux server, which would hold a captured pipe open forever.
        let result = try Tmux.run(["new-session", "-d", "-s", session, "-x", "\(cols)", "-y", "\(rows)",
                                   "env \(exports) \(command)"], captureOutput: false)
        guard result.status == 0 else { throw XCTSkip("tmux could not start a session (status \(result.status)): \(result.output)") }
    }

    deinit {
        _ = try? Tmux.run(["kill-session", "-t", session])
    }

    /// tmux key names ("Enter", "Tab", "C-c", "Escape") or literal text.
    func send(_ keys: String..., literal: Bool = false) {
        _ = try? Tmux.run(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    func type(_ text: String) {
        send(text, literal: true)
    }

    /// Raw bytes in one write, as a terminal sends a report: typed as keys,
    /// an escape sequence can reach the app split, its ESC read as Escape.
    func sendBytes(_ text: String) {
        _ = try? Tmux.run(["send-keys", "-t", session, "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    func resize(cols: Int, rows: Int) {
        _ = try? Tmux.run(["resize-window", "-t", session, "-x", "\(cols)", "-y", "\(rows)"])
    }

    var screen: String {
        (try? Tmux.run(["capture-pane", "-p", "-t", session]).output) ?? ""
    }

    /// Polls `condition` until it holds or `timeout` passes: what a test
    /// waits on outside the screen (a recording, a server's count).
    static func eventually(timeout: TimeInterval = Tmux.defaultTimeout, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: Tmux.pollInterval)
        }
        return true
    }

    /// Polls the screen until `condition` holds or the deadline passes; returns the last screen.
    @discardableResult
    func waitFor(timeout: TimeInterval = Tmux.defaultTimeout, _ condition: (String) -> Bool) -> (Bool, String) {
        let deadline = Date().addingTimeInterval(timeout)
        var text = screen
        while !condition(text) {
            if Date() > deadline { return (false, text) }
            Thread.sleep(forTimeInterval: Tmux.pollInterval)
            text = screen
        }
        return (true, text)
    }

    func waitFor(_ text: String, timeout: TimeInterval = Tmux.defaultTimeout, file: StaticString = #filePath, line: UInt = #line) {
        let (found, screen) = waitFor(timeout: timeout) { $0.contains(text) }
        XCTAssertTrue(found, "never saw “\(text)” on screen:\n\(screen)", file: file, line: line)
    }

    /// After exit the shell's line discipline is back: echo and canonical mode
    /// on, as a line the command printed with `stty -a` shows.
    func assertTerminalRestored(file: StaticString = #filePath, line: UInt = #line) {
        let (restored, screen) = waitFor { text in
            guard let modes = text.split(separator: "\n").first(where: { $0.contains("icanon") }) else { return false }
            let words = Set(modes.split(separator: " ").map(String.init))
            return words.contains("echo") && words.contains("icanon")
        }
        XCTAssertTrue(restored, "the terminal was not restored:\n\(screen)", file: file, line: line)
    }

    /// Whether the program in the pane has the alternate screen on.
    var alternateScreenOn: Bool {
        let output = (try? Tmux.run(["display-message", "-p", "-t", session, "#{alternate_on}"]).output) ?? ""
        return output.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// A shell line that prints the terminal's echo and icanon modes, for `assertTerminalRestored`.
    static let printModes = "stty -a | tr ' ' '\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' '; echo"

    /// A tmux server of our own per process, so nobody else's `tmux kill-server` ends our sessions.
    static let socketName = "courier-tests-\(getpid())"

    /// Started once and kept while sessions come and go: a server exits with its
    /// last session, and a session started while it exits fails. Stopped when
    /// the test process exits, so no server outlives the tests.
    private static let server: Void = {
        // Without captured output: the server would hold a captured pipe open forever.
        _ = try? run(["start-server", ";", "set", "-g", "exit-empty", "off"], captureOutput: false)
        atexit { _ = try? Tmux.run(["kill-server"], captureOutput: false) }
    }()

    static func run(_ arguments: [String], captureOutput: Bool = true) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run("tmux", ["-L", socketName] + arguments, captureOutput: captureOutput, timeout: 20)
        let output = String(decoding: result.standardOutput + result.standardError, as: UTF8.self)
        return (result.status, output)
    }
}
