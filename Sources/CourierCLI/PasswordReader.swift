import Foundation

/// Reads a password without echoing it when stdin is a terminal, or one line
/// from stdin when it is not (a pipe, for scripts). Whatever signal ends the
/// process at the prompt, echo comes back on (`PromptGuard`).
enum PasswordReader {
    static func read(prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        return PromptGuard.run(restoring: original) {
            Output.prompt(prompt)
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            CrashExit.promptChangedModes(original)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
            defer {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
                CrashExit.promptChangedModes(nil)
                Output.error("")
            }
            return readLine(strippingNewline: true)
        }
    }
}
