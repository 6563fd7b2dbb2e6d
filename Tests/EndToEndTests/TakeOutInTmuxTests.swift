import Foundation
import StagingServer
import XCTest

/// Taking data out of the app in a real terminal: `Y` through OSC 52 into
/// tmux's clipboard, `E` through `$EDITOR` and the form's save, and
/// `:export` writing the rows `courier get --output csv` prints.
final class TakeOutInTmuxTests: StagingTmuxTestCase {
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
         "LANG": "C.UTF-8"].merging(extra) { _, new in new }
    }

    private func launch(_ extra: [String: String] = [:]) throws -> Tmux {
        let tmux = try Tmux.courier("--host test --base-url \(server.baseURL.absoluteString)", environment: environment(extra),
                                    cols: 110, rows: 32)
        // A tall window loads a second page at once: "30 of 194" may never be on screen.
        tmux.signIn(thenWaitFor: " of 194")
        return tmux
    }

    private func stored(_ id: Int) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: server.baseURL.appendingPathComponent("products/\(id)"))) as? [String: Any])
    }

    /// tmux keeps what an application sets with OSC 52 as a paste buffer once `set-clipboard` is on.
    func testCapitalYPutsTheRecordsJSONOnTheClipboardThroughOSC52() throws {
        XCTAssertEqual(try Tmux.run(["set", "-g", "set-clipboard", "on"]).status, 0)
        // Back to tmux's default for the tests after, which share this tmux server.
        defer { _ = try? Tmux.run(["set", "-g", "set-clipboard", "external"]) }
        _ = try? Tmux.run(["delete-buffer"])
        let tmux = try launch()
        tmux.send("Y")
        tmux.waitFor("Copied")
        let (status, buffer) = try Tmux.run(["show-buffer"])
        XCTAssertEqual(status, 0, buffer)
        let copied = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(buffer.utf8)) as? [String: Any], buffer)
        XCTAssertEqual(copied["id"] as? Int, 1)
        XCTAssertEqual(copied["title"] as? String, try stored(1)["title"] as? String)
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    /// Where tmux drops OSC 52, the status line says so and how to change it, and nothing lands in a buffer.
    func testWhereTmuxDropsItTheStatusLineSaysWhatToDo() throws {
        XCTAssertEqual(try Tmux.run(["set", "-g", "set-clipboard", "external"]).status, 0)
        let tmux = try launch()
        tmux.send("y")
        tmux.waitFor("set-clipboard")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }

    func testCapitalEEditsTheRecordInTheEditorAndSavesIt() throws {
        let script = configHome.appendingPathComponent("editor.sh")
        try "#!/bin/sh\nsed -i 's/\"title\": \"[^\"]*\"/\"title\": \"Edited by a script\"/' \"$1\"\n"
            .write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o700)
        let tmux = try launch(["EDITOR": script.path, "VISUAL": ""])
        tmux.send("Enter")
        tmux.waitFor("More in beauty")
        tmux.send("E")
        let (saved, screen) = tmux.waitFor { $0.contains("Edited by a script") }
        XCTAssertTrue(saved, "the edit came back and was saved:\n\(screen)")
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
        tmux.assertTerminalRestored()
    }

    func testExportWritesTheRowsGetPrints() throws {
        let file = configHome.appendingPathComponent("products.csv")
        let tmux = try launch()
        tmux.send(":")
        tmux.type("export \(file.path)")
        tmux.send("Enter")
        tmux.waitFor("Exported 194")
        let printed = try ProcessRunner.run("courier", ["--host", "test", "--base-url", server.baseURL.absoluteString,
                                                        "get", "products", "--output", "csv", "--limit", "0"], environment: environment())
        XCTAssertEqual(printed.status, 0, printed.standardError)
        let exported = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(exported.split(separator: "\n").count, 195, "the header and every product")
        XCTAssertEqual(exported.split(separator: "\n"), printed.standardOutput.split(separator: "\n"))
        tmux.send("C-c")
        tmux.waitFor("EXIT=0")
    }
}
