import Dispatch
import Foundation
import TUI

/// While a prompt waits for an answer, a signal that ends the process
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) first puts the terminal's modes back
/// as they were before the prompt, then ends it with status 128+N. The
/// handler only writes a byte (`SignalPipe`); the restoring runs on a queue,
/// as the thread reading the answer is blocked in read(2).
enum PromptGuard {
    /// Runs `read` guarded; `saved` is the terminal's modes to restore, if the prompt changes them.
    static func run<Answer>(restoring saved: termios?, _ read: () -> Answer) -> Answer {
        guard SignalPipe.install(SignalExit.catchable) else { return read() }
        _ = SignalPipe.drain()
        let source = DispatchSource.makeReadSource(fileDescriptor: SignalPipe.descriptors.read, queue: .global())
        source.setEventHandler {
            guard let signalNumber = SignalPipe.drain().first(where: SignalExit.catchable.contains) else { return }
            if var modes = saved { tcsetattr(STDIN_FILENO, TCSAFLUSH, &modes) }
            Output.error("")  // the prompt's line ends before the shell's
            SignalExit.end(by: signalNumber)
        }
        source.resume()
        defer {
            SignalPipe.restore(SignalExit.catchable)
            source.cancel()
            // A signal caught just as the answer came in still ends the process.
            if let pending = SignalPipe.drain().first(where: SignalExit.catchable.contains) { SignalExit.end(by: pending) }
        }
        return read()
    }
}
