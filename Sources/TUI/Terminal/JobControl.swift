import Foundation

/// Stopping the process as a shell's job control expects. In raw mode
/// Ctrl-Z is a key, not the tty's SIGTSTP; the app hands the terminal back
/// and then does what the tty would have done: SIGTSTP to the terminal's
/// foreground process group. A wrapper script Courier runs under is in
/// that group, so it stops too and the shell sees its job stopped and
/// prints its prompt; stopping Courier alone would leave the shell waiting
/// on a script that is still running.
package enum JobControl {
    /// Stops the terminal's foreground process group (this process's own
    /// when the terminal does not say) and returns once this process is
    /// continued (`fg`). The others are sent SIGTSTP while this process
    /// ignores it; then this process stops itself, on this thread, so
    /// nothing runs between the terminal being given back and the stop.
    /// In an orphaned group, which nothing could continue, the kernel drops
    /// the stop and this returns at once.
    package static func stopForegroundGroup(terminal descriptor: Int32) {
        let group = tcgetpgrp(descriptor)
        signal(SIGTSTP, SIG_IGN)
        kill(group > 0 ? -group : 0, SIGTSTP)
        stopSelf()
    }

    /// Stops this process alone, with SIGTSTP's default action: after a
    /// SIGTSTP sent to it from outside. The thread that runs the main queue
    /// under `dispatchMain()` is a dispatch worker, which blocks signals:
    /// SIGTSTP is unblocked on it for the stop, or the signal would wait
    /// there for ever. A SIGCONT drops stop signals still pending anywhere,
    /// so none is left to stop the process again after `fg`.
    package static func stopSelf() {
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
