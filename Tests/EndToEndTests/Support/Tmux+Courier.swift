import Foundation
import XCTest

extension Tmux {
    /// The built courier with `arguments`, under a shell that then prints its
    /// exit status ("EXIT=0") and the terminal's echo and icanon modes, and waits.
    static func courier(_ arguments: String, environment: [String: String], cols: Int, rows: Int) throws -> Tmux {
        let courier = try ProcessRunner.executable("courier").path
        let command = "sh -c '\(courier) \(arguments); "
            + "echo EXIT=$?; stty -a | tr \" \" \"\\n\" | grep -E \"^-?(echo|icanon)$\" | tr \"\\n\" \" \"; echo; sleep 60'"
        return try Tmux(command: command, cols: cols, rows: rows,
                        environment: stateBeside(environment).merging(["TERM": "xterm-256color"]) { given, _ in given })
    }

    /// The `:` history's directory beside the test's config home, so that no
    /// run writes into the home directory of whoever runs the tests.
    static func stateBeside(_ environment: [String: String]) -> [String: String] {
        guard environment["XDG_STATE_HOME"] == nil, let config = environment["XDG_CONFIG_HOME"] else { return environment }
        return environment.merging(["XDG_STATE_HOME": config + "/state"]) { given, _ in given }
    }

    /// Courier from a script in tmux, with its pid: the inner shell writes its
    /// pid and `exec`s courier (so the pid is courier's), then the outer one
    /// prints the exit status and the terminal's modes, and waits. The
    /// script, its pid file and the configuration home are in `directory`.
    static func courierWithPID(_ arguments: String, directory: URL, environment extra: [String: String] = [:]) throws -> (tmux: Tmux, pid: pid_t) {
        let courier = try ProcessRunner.executable("courier").path
        let pidFile = directory.appendingPathComponent("pid-\(UUID().uuidString)")
        let script = directory.appendingPathComponent("run-\(UUID().uuidString).sh")
        try """
            sh -c 'echo $$ > \(pidFile.path); exec \(courier) \(arguments)'
            echo EXIT=$?
            \(Tmux.printModes)
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try Tmux(command: "sh \(script.path)", cols: 80, rows: 24,
                            environment: ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                                          "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
                                          "LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(extra) { _, new in new })
        var pid: pid_t?
        _ = eventually {
            pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid != nil
        }
        guard let pid else { throw XCTSkip("courier never started in tmux") }
        return (tmux, pid)
    }

    /// Signs in at the login screen as the demo user, then waits for `shown`
    /// (a list's count, say: its first page has arrived).
    func signIn(thenWaitFor shown: String, file: StaticString = #filePath, line: UInt = #line) {
        waitFor("Sign in", file: file, line: line)
        type("emilys")
        send("Tab")
        type("emilyspass")
        send("Enter")
        waitFor(shown, file: file, line: line)
    }

    /// After exit the shell's line discipline is back: echo and canonical mode on.
    func assertTerminalRestored(_ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let (restored, screen) = waitFor { text in
            guard let modes = text.split(separator: "\n").first(where: { $0.contains("icanon") }) else { return false }
            let words = Set(modes.split(separator: " ").map(String.init))
            return words.contains("echo") && words.contains("icanon")
        }
        XCTAssertTrue(restored, "\(context) the terminal was not restored:\n\(screen)", file: file, line: line)
    }

    /// Copies everything the program writes to the terminal, escapes and all, to `file`.
    func record(to file: URL) throws {
        _ = try Tmux.run(["pipe-pane", "-t", session, "-o", "cat >> '\(file.path)'"])
    }
}
