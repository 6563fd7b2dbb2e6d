import Foundation

/// Reads a password without echoing it when stdin is a terminal, or one line
/// from stdin when it is not (a pipe, for scripts).
enum PasswordReader {
    static func read(prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        Output.prompt(prompt)
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Ctrl-C at the prompt must not leave the terminal without echo.
        let saved = original
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler {
            var restore = saved
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &restore)
            Output.error("")
            Foundation.exit(130)
        }
        interrupt.resume()
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            interrupt.cancel()
            signal(SIGINT, SIG_DFL)
            Output.error("")
        }
        return readLine(strippingNewline: true)
    }
}
