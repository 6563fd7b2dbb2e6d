import Dispatch
import Glibc

/// Taking connections off the listening socket: the connection cap, and a
/// pause instead of a spin when the process is out of descriptors.
extension HTTPServer {
    /// Accepts at most this many per turn of the first loop; level-triggered
    /// epoll reports the rest on the next, after that loop's own connections.
    static let acceptBatch = 256

    /// On the first loop: starts watching the listener `start()` opened.
    func watchListener(_ fd: Int32, on reactor: Reactor) {
        let listener = HTTPListener(fd: fd, server: self, reactor: reactor)
        let token = listener.start()
        let stillRunning = state.withLock { state in
            guard state.phase == .running else { return false }
            state.listenerToken = token
            return true
        }
        if token == nil || !stillRunning { listener.close() }
        if token == nil { Glibc.close(fd) }
    }

    /// On the first loop, from `stop()`.
    static func closeListener(_ state: PthreadLocked<State>, on reactor: Reactor) {
        let token = state.withLock { state in
            defer {
                state.listenerToken = nil
                state.listenerFD = -1
                state.acceptPaused = false
            }
            return state.listenerToken
        }
        guard let token, let listener = reactor.handler(for: token) as? HTTPListener else { return }
        listener.close()
    }

    func acceptPending(_ listenerFD: Int32, on reactor: Reactor, listener: HTTPListener) {
        for _ in 0..<Self.acceptBatch {
            switch Socket.accept(listenerFD) {
            case .none:
                return
            case .outOfDescriptors:
                // The pending connection stays in the backlog; retrying now
                // would fail the same way, as fast as the CPU allows.
                pauseAccepting(listener)
                return
            case .connection(let fd, let remoteAddress):
                admit(fd: fd, remoteAddress: remoteAddress, on: reactor)
            }
        }
    }

    private enum Admission { case admitted(id: Int, loop: EventLoop), overCapacity, stopping }

    private func admit(fd: Int32, remoteAddress: String, on reactor: Reactor) {
        let admission: Admission = state.withLock { state in
            guard state.phase == .running else { return .stopping }
            state.acceptBackoff = configuration.acceptBackoff
            guard state.openConnections < configuration.maxConnections else { return .overCapacity }
            state.nextConnectionID += 1
            state.openConnections += 1
            state.peakConnections = max(state.peakConnections, state.openConnections)
            openConnections.enter()
            return .admitted(id: state.nextConnectionID, loop: state.loops[state.nextConnectionID % state.loops.count])
        }
        switch admission {
        case .admitted(let id, let loop):
            // Not through `self`: the server may be in its deinit while its connections close.
            let context = HTTPConnectionContext(handler: handler, configuration: configuration) { [state, openConnections] _ in
                Self.connectionClosed(state: state, openConnections: openConnections)
            }
            if loop === reactor.loop {
                HTTPConnection(id: id, fd: fd, remoteAddress: remoteAddress, context: context, reactor: reactor).start()
            } else {
                loop.execute { reactor in
                    HTTPConnection(id: id, fd: fd, remoteAddress: remoteAddress, context: context, reactor: reactor).start()
                }
            }
        case .overCapacity: Socket.answerAndClose(fd, Self.overCapacityAnswer)
        case .stopping: close(fd)
        }
    }

    /// Sent before the request is read, so it cannot depend on it.
    private static let overCapacityAnswer: [UInt8] = {
        let response = HTTPResponse.message(503, "Too many open connections; retry shortly")
        var withRetry = response
        withRetry.headers.append(("Retry-After", "1"))
        let plan = HTTPResponsePlan(response: withRetry, method: "GET", keepAlive: false)
        return plan.head + Array(plan.body)
    }()

    /// A spike at least this high that falls to a quarter of it trims the
    /// heap, and again once its last connection has closed.
    static let trimAfterPeak = 256

    /// On the connection's loop, once its fd is closed.
    static func connectionClosed(state: PthreadLocked<State>, openConnections: DispatchGroup) {
        let (trim, paused) = state.withLock { state in
            state.openConnections -= 1
            let open = state.openConnections
            if state.peakConnections >= trimAfterPeak { state.spiked = true }
            let fellToAQuarter = state.peakConnections >= trimAfterPeak && open <= state.peakConnections / 4
            // The last frees of a spike are the scattered survivors, which kept whole pages in use.
            let spikeOver = open == 0 && state.spiked
            if fellToAQuarter { state.peakConnections = open }
            if spikeOver { state.spiked = false }
            return (fellToAQuarter || spikeOver, state.acceptPaused)
        }
        openConnections.leave()
        if paused { resumeAccepting(state) } // a descriptor came free
        if trim { HeapTrim.run() }
    }

    private func pauseAccepting(_ listener: HTTPListener) {
        let delay: Duration? = state.withLock { state in
            guard state.phase == .running, !state.acceptPaused else { return nil }
            state.acceptPaused = true
            let delay = state.acceptBackoff
            state.acceptBackoff = min(delay * 2, configuration.maxAcceptBackoff)
            return delay
        }
        guard let delay else { return }
        listener.pause()
        listener.reactor.after(delay) { [state] in Self.resumeAccepting(state) }
    }

    /// From any loop: watches the listener again if it was paused.
    static func resumeAccepting(_ state: PthreadLocked<State>) {
        let target: (EventLoop, UInt64)? = state.withLock { state in
            guard state.phase == .running, state.acceptPaused, let token = state.listenerToken, let first = state.loops.first else { return nil }
            state.acceptPaused = false
            return (first, token)
        }
        guard let (loop, token) = target else { return }
        loop.execute { reactor in (reactor.handler(for: token) as? HTTPListener)?.resume() }
    }
}
