import Foundation

/// How the process ends on a signal it caught, once the terminal is restored.
package enum SignalExit {
    /// The signals that end the process and can be caught: each is caught so
    /// the terminal is restored first.
    package static let catchable: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// Ends with status 128+N. INT, TERM and HUP are re-raised with their
    /// default action, so a parent sees the signal (a shell loop stops on
    /// SIGINT); SIGQUIT is not: its default dumps core, and the person asked
    /// to quit, not for a core file.
    package static func end(by signalNumber: Int32) -> Never {
        if signalNumber != SIGQUIT {
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
        exit(128 + signalNumber)
    }
}
