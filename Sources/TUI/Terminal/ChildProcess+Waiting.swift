import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension ChildProcess {
    /// How long a child asked to end has before it is killed: an editor
    /// saving its recovery file takes a moment, a hung one must not keep
    /// the terminal from being restored.
    package static let defaultEndingGrace: Duration = .seconds(3)

    /// The signals that end this process which a child on the terminal is
    /// asked to end by too. SIGINT and SIGQUIT are ignored while it runs, as
    /// a shell ignores them for its job.
    static let passedOnSignals: [Int32] = [SIGTERM, SIGHUP]

    /// Passes `signalNumber` to the program the child shell runs: to the
    /// shell's descendants, which it waits for and then ends with (a shell
    /// given SIGTERM itself would end at once and leave its editor running
    /// on the terminal), or to the child when it has none (it exec'd).
    static func passOn(_ signalNumber: Int32, to pid: pid_t) {
        let descendants = ProcessTree.descendants(of: pid)
        for process in descendants.isEmpty ? [pid] : descendants { kill(process, signalNumber) }
    }

    /// Past the grace: the child and everything it started.
    static func killTree(_ pid: pid_t) {
        for process in [pid] + ProcessTree.descendants(of: pid) { kill(process, SIGKILL) }
    }

    /// Waits for `pid` (stopping with it, as `runOnTerminal` says) and
    /// answers its wait status. The main queue is blocked meanwhile, so the
    /// app's signals would wait unseen on the `SignalPipe`: this wait watches
    /// the pipe itself, with SIGCHLD routed there to learn of the child. A
    /// SIGTERM or SIGHUP is passed on to the child, which gets
    /// `defaultEndingGrace` before SIGKILL (`passOn` says to which
    /// processes); every signal taken from the pipe
    /// but SIGCHLD is put back, so the event loop then ends the app and
    /// restores the terminal as it does for any signal.
    static func waitOnTerminal(for pid: pid_t, endingGrace: Duration = defaultEndingGrace) -> Result<Int32, ChildProcessFailure> {
        guard let previous = SignalPipe.route(SIGCHLD) else { return blockingWait(for: pid) }
        var kept: [Int32] = []
        defer {
            SignalPipe.reinstate(SIGCHLD, previous)
            kept += SignalPipe.drain().filter { $0 != SIGCHLD }
            SignalPipe.redeliver(kept)
        }
        var killAt: ContinuousClock.Instant?
        while true {
            var status: Int32 = 0
            switch waitpid(pid, &status, WNOHANG | WUNTRACED) {
            case pid where status & 0xFF == 0x7F:
                stopWithChild(pid)
                continue
            case pid:
                return .success(status)
            case -1 where errno == EINTR:
                continue
            case -1:
                return .failure(ChildProcessFailure(reason: String(cString: strerror(errno))))
            default:
                break
            }
            if let deadline = killAt {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero {
                    killTree(pid)
                    killAt = nil
                    SignalPipe.waitForSignal(milliseconds: -1)
                } else {
                    SignalPipe.waitForSignal(milliseconds: Int32(clamping: left.components.seconds * 1000
                        + left.components.attoseconds / 1_000_000_000_000_000 + 1))
                }
            } else {
                SignalPipe.waitForSignal(milliseconds: -1)
            }
            for signalNumber in SignalPipe.drain() where signalNumber != SIGCHLD {
                kept.append(signalNumber)
                guard passedOnSignals.contains(signalNumber) else { continue }
                passOn(signalNumber, to: pid)
                if killAt == nil { killAt = .now + endingGrace }
            }
        }
    }

    /// Stopped, not ended: stop with it, then wait on after `fg`.
    private static func stopWithChild(_ pid: pid_t) {
        raise(SIGSTOP)
        kill(pid, SIGCONT)
    }

    /// With no pipe to watch: wait, signals left for later.
    private static func blockingWait(for pid: pid_t) -> Result<Int32, ChildProcessFailure> {
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, WUNTRACED) == -1 {
                if errno == EINTR { continue }
                return .failure(ChildProcessFailure(reason: String(cString: strerror(errno))))
            }
            if status & 0xFF == 0x7F {
                stopWithChild(pid)
                continue
            }
            return .success(status)
        }
    }
}
