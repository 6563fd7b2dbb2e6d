import Foundation
import Synchronization
import TUI
import ViewModels

/// A command that crashes ends as the shell reports a signal, 128+N (139
/// for SIGSEGV, 134 for SIGABRT), so a script can tell. Swift's backtracer,
/// which these handlers replace, ends with a status of its own, and in a
/// damaged process it can spin until killed. Before the default action is
/// raised again, the terminal modes a prompt changed are put back
/// (tcsetattr and write(2) are async-signal-safe). The full-screen app
/// installs `TerminalRestore`'s handlers over these.
enum CrashExit {
    /// `presenter` words the note printed on a crash.
    @MainActor
    static func install(_ presenter: ErrorPresenter = .english) {
        // Made now, in the person's language: the handler must not be the first to touch a lazy global.
        // In English it is made already, and the catalogue is not opened for it.
        if presenter.language != .english {
            crashNote = Array(("\ncourier: " + presenter.text("crashed") + "\n").utf8)
        }
        _ = promptModesSaved.load(ordering: .relaxed)
        TerminalRestore.handleCrashes { signalNumber in
            if promptModesSaved.load(ordering: .acquiring) { tcsetattr(STDIN_FILENO, TCSANOW, &promptModes) }
            crashNote.withUnsafeBytes(Output.writeFromSignalHandler)
            raise(signalNumber)  // the action is back to default (SA_RESETHAND): this ends the process
        }
    }

    /// The modes to put back if the process crashes while a prompt holds the
    /// terminal changed (echo off); nil once the prompt has put them back.
    static func promptChangedModes(_ saved: termios?) {
        promptModesSaved.store(false, ordering: .releasing)
        guard let saved else { return }
        promptModes = saved
        promptModesSaved.store(true, ordering: .releasing)
    }
}

/// Written once, before the handlers that read it are installed.
nonisolated(unsafe) private var crashNote = Array("\ncourier: crashed\n".utf8)

/// Written only while `promptModesSaved` is false and read only after it is
/// seen true, so the flag orders every access; a signal handler cannot take a lock.
nonisolated(unsafe) private var promptModes = termios()
private let promptModesSaved = Atomic<Bool>(false)
