import Foundation
import XCTest

/// Issue 25, item 16: Ctrl-Z when `courier` is started by a shell script,
/// in an interactive shell with job control, in a real terminal (tmux).
/// The script and Courier stop together, as the tty's own Ctrl-Z would stop
/// them: the shell says the job stopped and prints its prompt, with the
/// terminal's modes given back; `fg` brings the app back, redrawn.
final class SuspendInTmuxTests: StagingTmuxTestCase {
    func testControlZUnderAWrapperScriptStopsTheJobAndFgBringsTheAppBack() throws {
        let courier = try ProcessRunner.executable("courier").path
        let script = configHome.appendingPathComponent("wrapper.sh")
        try """
            #!/bin/sh
            \(courier) --host test --base-url \(server.baseURL.absoluteString)
            echo "WRAPPER DONE $?"
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try shell()
        tmux.type("sh \(script.path)")
        tmux.send("Enter")
        tmux.waitFor("Sign in")
        XCTAssertTrue(tmux.alternateScreenOn)

        tmux.send("C-z")
        let (stopped, screen) = tmux.waitFor { $0.contains("Stopped") && $0.split(separator: "\n").last?.hasPrefix("READY>") == true }
        XCTAssertTrue(stopped, "the shell has its job stopped and its prompt back:\n\(screen)")
        XCTAssertFalse(tmux.alternateScreenOn, "the terminal is given back on stop")
        tmux.type(Tmux.printModes)
        tmux.send("Enter")
        // The line the command prints (not the command as typed): echo and canonical mode are back.
        let (restored, modes) = tmux.waitFor { text in
            text.split(separator: "\n").contains { line in
                !line.contains("stty") && Set(line.split(separator: " ").map(String.init)).isSuperset(of: ["echo", "icanon"])
            }
        }
        XCTAssertTrue(restored, "the terminal's modes are given back on stop:\n\(modes)")

        tmux.send("C-l")
        tmux.type("fg")
        tmux.send("Enter")
        tmux.waitFor("Sign in")
        XCTAssertTrue(tmux.alternateScreenOn, "set up again on continue")
        tmux.type("emilys")
        tmux.waitFor("emilys")

        tmux.send("C-c")
        tmux.waitFor("WRAPPER DONE 0")
    }

    /// SIGTSTP from outside stops Courier (the thread that runs the main
    /// queue blocks signals, so the stop must be let through there): the
    /// shell sees its job stopped, and `fg` brings it back drawn.
    func testSIGTSTPFromOutsideStopsTheAppAsAJob() throws {
        let courier = try ProcessRunner.executable("courier").path
        let pidFile = configHome.appendingPathComponent("pid")
        let tmux = try shell()
        tmux.type("sh -c 'echo $$ > \(pidFile.path); exec \(courier) --host test --base-url \(server.baseURL.absoluteString)'")
        tmux.send("Enter")
        tmux.waitFor("Sign in")
        let pid = try XCTUnwrap((try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        XCTAssertEqual(kill(pid, SIGTSTP), 0)
        XCTAssertTrue(Tmux.eventually { Self.state(of: pid) == "T" }, "stopped: \(Self.state(of: pid) ?? "gone")")
        let (stopped, screen) = tmux.waitFor { $0.contains("Stopped") }
        XCTAssertTrue(stopped, screen)
        XCTAssertFalse(tmux.alternateScreenOn, "the terminal is given back before the stop")
        tmux.type("fg")
        tmux.send("Enter")
        tmux.waitFor("Sign in")
        XCTAssertTrue(tmux.alternateScreenOn)
        tmux.send("C-c")
        tmux.waitFor("READY>")
    }

    /// An interactive bash with job control, its prompt `READY>`, in a home of the test's own.
    private func shell() throws -> Tmux {
        let tmux = try Tmux(command: "bash --norc --noprofile -i", cols: 80, rows: 24,
                            environment: ["PS1": "READY> ", "TERM": "xterm-256color", "LANG": "C.UTF-8",
                                          "HOME": configHome.path, "XDG_CONFIG_HOME": configHome.path,
                                          "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path])
        tmux.waitFor("READY>")
        return tmux
    }

    /// The state letter in /proc/PID/stat: "T" when stopped.
    private static func state(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }
}
