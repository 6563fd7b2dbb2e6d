import CNcurses
import Foundation

/// Last-resort terminal restoration: whatever ends the process, the user's
/// shell must not be left in raw mode on the alternate screen.
///
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL and SIGTRAP — Swift's traps —, SIGABRT,
///   SIGFPE): a handler calls endwin, then re-raises with the default action
///   (SA_RESETHAND), so the crash still dumps core and the exit status says
///   which signal. endwin is not async-signal-safe; after a crash, a
///   best-effort restore beats a guaranteed broken terminal. Swift's own
///   backtracer is replaced, not chained.
/// - Normal exit (exit(), returning from main): an atexit hook calls endwin.
/// Both first take back mouse reporting and delete a kitty image still shown.
/// Both are harmless when curses is not running (endwin returns ERR).
@MainActor
package enum TerminalRestore {
    package static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    private static var isInstalled = false

    /// Installs the crash handlers and the exit hook, once per process.
    package static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        handleCrashes { signalNumber in
            InputReporting.disableFromSignalHandler()
            GraphicsLayer.withdrawFromSignalHandler()
            endwin()
            raise(signalNumber)  // the action is back to default (SA_RESETHAND): this kills
        }
        atexit {
            InputReporting.disable()
            GraphicsLayer.withdrawFromSignalHandler()
            if !isendwin() { endwin() }
        }
    }

    /// Runs `handler` on each crash signal, once: the action goes back to
    /// the default as the handler starts (SA_RESETHAND), so re-raising the
    /// signal there ends the process with it. Replaces Swift's backtracer.
    package static func handleCrashes(with handler: @escaping @convention(c) (Int32) -> Void) {
        for signalNumber in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            action.sa_flags = Int32(bitPattern: SA_RESETHAND) | Int32(SA_NODEFER)
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
    }
}
