import Dispatch

/// libdispatch creates the timerfd behind every `DispatchTime` timer when
/// the first one is armed, and if that fails (the process is out of
/// descriptors) no timer ever fires: no idle timeout, no deadline, no
/// accept back-off. A flood of clients can take the last descriptor before
/// the first connection's timer is armed, so one timer fires before the
/// first server listens.
enum DispatchTimerReadiness {
    private static let ready: Void = {
        let fired = DispatchSemaphore(value: 0)
        DispatchQueue(label: "courier.http.timer-readiness").asyncAfter(deadline: .now() + .milliseconds(1)) {
            fired.signal()
        }
        fired.wait()
    }()

    /// Returns once a timer has fired in this process; immediate after the first call.
    static func ensure() { ready }
}
