import Foundation
import ViewModels

/// The programs the app hands the terminal to: the pager for `o`, the
/// editor for `E`. The app shell gives the terminal back first and takes it
/// again after (`CourierApp`); tests put a double here.
@MainActor
package protocol ExternalPrograms {
    /// Shows `text` in the pager; nil when it ran, else why it could not.
    func page(_ text: String, name: String) -> String?
    /// Opens `text` in the editor as a file called `fileName`, and answers what the file holds after.
    func edit(_ text: String, fileName: String) -> EditorOutcome
}

/// `$PAGER` (else `less`) and `$VISUAL` or `$EDITOR` (else `vi`), run by
/// `/bin/sh` on a file in a directory of its own, both mode 0600/0700 and
/// removed after: the record may hold a person's details.
package struct ShellPrograms: ExternalPrograms {
    package static let defaultPager = "less"
    package static let defaultEditor = "vi"

    let environment: [String: String]

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    var pager: String { value("PAGER") ?? Self.defaultPager }
    var editor: String { value("VISUAL") ?? value("EDITOR") ?? Self.defaultEditor }

    package func page(_ text: String, name: String) -> String? {
        switch withFile(text, named: name, { path in ChildProcess.runOnTerminal(pager, argument: path) }) {
        case .failure(let failure): return failure.reason
        case .success((let ended, _)):
            return ended.status == 127 ? "\(pager): command not found (set PAGER)" : nil
        }
    }

    package func edit(_ text: String, fileName: String) -> EditorOutcome {
        switch withFile(text, named: fileName, { path in ChildProcess.runOnTerminal(editor, argument: path) }) {
        case .failure(let failure): return .failed(failure.reason)
        case .success((let ended, let after)):
            if ended.status == 127 { return .failed("\(editor): command not found (set EDITOR)") }
            guard ended.succeeded else { return .failed("\(editor) exited with status \(ended.status)") }
            guard let after else { return .failed("the file could not be read back") }
            return .closed(after)
        }
    }

    private func value(_ name: String) -> String? {
        environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// Writes `text` to a private file, runs `body` on its path, and reads the file back before removing it.
    private func withFile(_ text: String, named name: String,
                          _ body: (String) -> Result<ChildProcess.Ended, ChildProcessFailure>)
        -> Result<(ChildProcess.Ended, String?), ChildProcessFailure> {
        let base = value("TMPDIR") ?? "/tmp"
        var template = Array((base + "/courier-XXXXXX").utf8CString)
        guard let directory = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) }) else {
            return .failure(ChildProcessFailure(reason: "\(base): \(String(cString: strerror(errno)))"))
        }
        defer { rmdir(directory) }
        let path = directory + "/" + name.replacingOccurrences(of: "/", with: "-")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .failure(ChildProcessFailure(reason: "\(path): \(String(cString: strerror(errno)))")) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        defer { unlink(path) }
        guard written == bytes.count else { return .failure(ChildProcessFailure(reason: "\(path): could not be written")) }
        return body(path).map { ended in (ended, try? String(contentsOfFile: path, encoding: .utf8)) }
    }
}
