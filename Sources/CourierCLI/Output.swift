import Foundation
import SafeText
import TUI

/// Where commands write: stdout for results, stderr for messages and prompts.
/// Every byte the CLI writes passes here, and `write` is the one place that
/// touches the descriptors, so no server text reaches a terminal unsanitised.
enum Output {
    /// A result: text passes the sanitiser (line breaks kept, for tables).
    static func line(_ text: String) {
        write(safe(text) + "\n", to: STDOUT_FILENO)
    }

    /// A result for scripts: the bytes of JSON an encoder wrote, with terminal
    /// controls escaped rather than removed, so it reads back exactly.
    /// The line feed goes out on its own: appended, it would copy the whole text first.
    static func json(_ json: Data) {
        if let escaped = json.withUnsafeBytes({ TerminalSafeJSON.escape(bytes: $0) }) {
            escaped.withUnsafeBytes { write($0, to: STDOUT_FILENO) }
        } else {
            json.withUnsafeBytes { write($0, to: STDOUT_FILENO) }
        }
        write("\n", to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        write(safe(text) + "\n", to: STDERR_FILENO)
    }

    /// A question on stderr, left on the line for the answer.
    static func prompt(_ text: String) {
        write(Sanitizer.singleLine(text), to: STDERR_FILENO)
    }

    /// How wide a table may be: `--width`, else an exported `COLUMNS`, else
    /// stdout's terminal; nil for a pipe or a file, whose cells are never
    /// cut (so `grep` finds what the server sent), as kubectl and gh do.
    static func tableWidth(requested: Int?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let requested { return requested }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return TerminalWidth.columns(of: STDOUT_FILENO, environment: environment)
    }

    /// What a person may read later: a log line, with controls removed.
    static func safe(_ text: String) -> String { Sanitizer.multiLine(text) }

    /// Bytes made in advance, to stderr with write(2): all a signal handler may do.
    static func writeFromSignalHandler(_ bytes: UnsafeRawBufferPointer) {
        _ = Foundation.write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// write(2) until every byte is out (a pipe takes what fits), or the reader is gone.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Exit statuses the README documents.
    enum Status: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
        case signInNeeded = 3
    }

    static func exit(_ status: Status) -> Never {
        Foundation.exit(status.rawValue)
    }

    /// Ends a subcommand at once, skipping the atexit hooks: everything it printed
    /// went out through write(2) and the log through unbuffered writes, so nothing
    /// waits in a buffer, while libcurl's and OpenSSL's clean-up of memory the
    /// kernel takes back anyway costs a `courier get` a tenth of its time. The app
    /// ends with `exit`, whose hook restores the terminal.
    static func finish(_ status: Status) -> Never {
        _exit(status.rawValue)
    }
}
