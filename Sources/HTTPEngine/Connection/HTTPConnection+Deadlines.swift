import Dispatch

/// When a connection has waited long enough: one timer per connection
/// enforces the idle timeout, the head and body deadlines, a client that
/// stopped reading, and the linger after an error answer.
extension HTTPConnection {
    func timerFired() {
        switch state {
        case .closed:
            return
        case .lingering:
            closeNow()
        case .open:
            let configuration = context.configuration
            // A delayed or paced answer is not idleness, but a client that
            // stopped reading a large body is: it would hold us forever.
            if busy && !writeArmed {
                scheduleTimer(.now() + configuration.idleTimeout.dispatchInterval)
                return
            }
            let now = DispatchTime.now()
            if !busy, let late = lateRequestPart(at: now) {
                // Nothing of an answer has been sent, so the client may be told why.
                refuse(status: 408, message: "Request \(late) not received in time")
                return
            }
            if lastActivity + configuration.idleTimeout.dispatchInterval <= now {
                if !busy && parser.isMidRequest {
                    refuse(status: 408, message: "Request not received in time")
                } else {
                    closeNow()
                }
                return
            }
            scheduleTimer(nextDeadline())
        }
    }

    /// Called whenever reading stops for more bytes: starts the head clock
    /// at a request's first byte and the body clock at the end of its head,
    /// and brings the timer forward when one of them is nearer than it.
    func noteRequestProgress() {
        guard parser.isMidRequest else {
            headStartedAt = nil
            bodyStartedAt = nil
            return
        }
        let now = DispatchTime.now()
        var started = false
        if headStartedAt == nil {
            headStartedAt = now
            started = true
        }
        if parser.isAwaitingBody, bodyStartedAt == nil {
            bodyStartedAt = now
            started = true
        }
        if started { scheduleTimer(nextDeadline()) }
    }

    /// "head" or "body" when that part of the request is past its deadline.
    private func lateRequestPart(at now: DispatchTime) -> String? {
        let configuration = context.configuration
        if let bodyStartedAt, parser.isAwaitingBody {
            return bodyStartedAt + configuration.bodyTimeout.dispatchInterval <= now ? "body" : nil
        }
        if let headStartedAt, parser.isMidRequest {
            return headStartedAt + configuration.headTimeout.dispatchInterval <= now ? "head" : nil
        }
        return nil
    }

    private func nextDeadline() -> DispatchTime {
        let configuration = context.configuration
        var deadline = lastActivity + configuration.idleTimeout.dispatchInterval
        if let bodyStartedAt {
            deadline = min(deadline, bodyStartedAt + configuration.bodyTimeout.dispatchInterval)
        } else if let headStartedAt {
            deadline = min(deadline, headStartedAt + configuration.headTimeout.dispatchInterval)
        }
        return deadline
    }
}
