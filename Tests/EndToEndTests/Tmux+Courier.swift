import Foundation
import XCTest

extension Tmux {
    /// The built courier with `arguments`, under a shell that then prints its
    /// exit status ("EXIT=0") and the terminal's echo and icanon modes, and waits.
    static func courier(_ arguments: String, environment: [String: String], cols: Int, rows: Int) throws -> Tmux {
        let courier = try ProcessRunner.executable("courier").path
        let command = "sh -c '\(courier) \(arguments); "
            + "echo EXIT=$?; stty -a | tr \" \" \"\\n\" | grep -E \"^-?(echo|icanon)$\" | tr \"\\n\" \" \"; echo; sleep 60'"
        return try Tmux(command: command, cols: cols, rows: rows, environment: environment.merging(["TERM": "xterm-256color"]) { given, _ in given })
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
