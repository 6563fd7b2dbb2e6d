import Dispatch
import Foundation

/// Signals delivered as bytes on a pipe, read on the main queue (the
/// self-pipe trick).
///
/// Why not DispatchSource.makeSignalSource: on Linux, libdispatch installs
/// its forwarding handler only the first time a signal gets a source in the
/// process, and registers asynchronously; a signal sent right after
/// `resume()`, or after a stop/start that reset the disposition, is lost.
/// Here `sigaction` is installed synchronously, `restore` really restores,
/// and the handler only does what is async-signal-safe: write one byte.
package enum SignalPipe {
    /// Created before any handler can run (`install` touches it first), so
    /// the handler never initialises it. A `let`: nothing to race on.
    package static let descriptors: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }()

    /// Routes `signals` to the pipe. Returns false if the pipe is unavailable.
    package static func install(_ signals: [Int32]) -> Bool {
        guard descriptors.write >= 0 else { return false }
        for signalNumber in signals {
            var action = pipeAction
            sigaction(signalNumber, &action, nil)
        }
        return true
    }

    /// Routes one signal to the pipe and answers the action it had, for
    /// `reinstate`; nil (and nothing changed) if the pipe is unavailable.
    package static func route(_ signalNumber: Int32) -> sigaction? {
        guard descriptors.write >= 0 else { return nil }
        var action = pipeAction
        var previous = sigaction()
        sigaction(signalNumber, &action, &previous)
        return previous
    }

    /// Gives a signal back the action `route` answered.
    package static func reinstate(_ signalNumber: Int32, _ previous: sigaction) {
        var previous = previous
        sigaction(signalNumber, &previous, nil)
    }

    /// Puts signals taken with `drain` back, for the main queue's reader to
    /// see them after all (a wait that had to watch the pipe itself).
    package static func redeliver(_ signals: [Int32]) {
        for signalNumber in signals {
            var byte = UInt8(truncatingIfNeeded: signalNumber)
            _ = write(descriptors.write, &byte, 1)
        }
    }

    /// Waits until a signal is on the pipe, or `milliseconds` pass (-1: no limit).
    package static func waitForSignal(milliseconds: Int32) {
        var watched = pollfd(fd: descriptors.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&watched, 1, milliseconds)
    }

    /// The handler does only what is async-signal-safe: write one byte.
    private static var pipeAction: sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signalNumber in
            let savedErrno = errno
            var byte = UInt8(truncatingIfNeeded: signalNumber)
            _ = write(SignalPipe.descriptors.write, &byte, 1)  // a full pipe drops it: signals coalesce anyway
            errno = savedErrno
        }
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        return action
    }

    /// Gives `signals` their default actions back.
    package static func restore(_ signals: [Int32]) {
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
    }

    /// Signals received since the last call, oldest first.
    package static func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptors.read, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count].map { Int32($0) }
        }
        return received
    }
}
