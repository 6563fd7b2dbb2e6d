import Dispatch
import Glibc

/// Taking connections off the listening socket: the connection cap, and a
/// pause instead of a spin when the process is out of descriptors.
extension HTTPServer {
    func acceptPending(_ listenerFD: Int32) {
        // Level-triggered: take everything queued now, the source fires again for more.
        while true {
            switch Socket.accept(listenerFD) {
            case .none:
                return
            case .outOfDescriptors:
                // The pending connection stays in the backlog; retrying now
                // would fail the same way, as fast as the CPU allows.
                pauseAccepting()
                return
            case .connection(let fd, let remoteAddress):
                admit(fd: fd, remoteAddress: remoteAddress)
            }
        }
    }

    private enum Admission { case admitted(HTTPConnection), overCapacity, stopping }

    private func admit(fd: Int32, remoteAddress: String) {
        let context = HTTPConnectionContext(handler: handler, configuration: configuration) { [weak self] id in
            self?.connectionClosed(id)
        }
        let admission: Admission = state.withLock { state in
            guard state.phase == .running else { return .stopping }
            state.acceptBackoff = configuration.acceptBackoff
            guard state.connections.count < configuration.maxConnections else { return .overCapacity }
            state.nextConnectionID += 1
            let connection = HTTPConnection(
                id: state.nextConnectionID, fd: fd, remoteAddress: remoteAddress, context: context,
                worker: workers[state.nextConnectionID % workers.count]
            )
            state.connections[connection.id] = connection
            state.peakConnections = max(state.peakConnections, state.connections.count)
            openConnections.enter()
            return .admitted(connection)
        }
        switch admission {
        case .admitted(let connection): connection.start()
        case .overCapacity: Socket.answerAndClose(fd, Self.overCapacityAnswer())
        case .stopping: close(fd)
        }
    }

    /// Sent before the request is read, so it cannot depend on it.
    private static func overCapacityAnswer() -> [UInt8] {
        let response = HTTPResponse.message(503, "Too many open connections; retry shortly")
        var withRetry = response
        withRetry.headers.append(("Retry-After", "1"))
        let plan = HTTPResponsePlan(response: withRetry, method: "GET", keepAlive: false)
        return plan.head + Array(plan.body)
    }

    /// A spike at least this high that falls to a quarter of it trims the heap.
    static let trimAfterPeak = 256

    func connectionClosed(_ id: Int) {
        let (removed, trim) = state.withLock { state in
            let removed = state.connections.removeValue(forKey: id) != nil
            let open = state.connections.count
            guard state.peakConnections >= Self.trimAfterPeak, open <= state.peakConnections / 4 else { return (removed, false) }
            state.peakConnections = open
            return (removed, true)
        }
        guard removed else { return }
        openConnections.leave()
        resumeAccepting() // a descriptor came free
        if trim { acceptQueue.async { HeapTrim.run() } }
    }

    private func pauseAccepting() {
        let delay: Duration? = state.withLock { state in
            guard state.phase == .running, !state.acceptPaused, let listener = state.listener else { return nil }
            state.acceptPaused = true
            listener.source.suspend()
            let delay = state.acceptBackoff
            state.acceptBackoff = min(delay * 2, configuration.maxAcceptBackoff)
            return delay
        }
        guard let delay else { return }
        acceptQueue.asyncAfter(deadline: .now() + delay.dispatchInterval) { [weak self] in self?.resumeAccepting() }
    }

    private func resumeAccepting() {
        state.withLock { state in
            guard state.phase == .running, state.acceptPaused, let listener = state.listener else { return }
            state.acceptPaused = false
            listener.source.resume()
        }
    }
}
