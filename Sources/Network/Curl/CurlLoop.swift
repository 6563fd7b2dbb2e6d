import CCurl
import Foundation
import Reactive
import Synchronization

/// One multi handle, the lock around everything libcurl does with it, and two
/// threads that take turns waiting on its sockets and timer.
///
/// A request is started and cancelled on the caller's own thread, under the
/// lock, so its bytes leave at once rather than after the loop wakes. The
/// thread waiting (the leader) wakes for what comes back, for libcurl's
/// timeouts, and to stop. A completion, which is the caller's code, never runs
/// while the sockets wait for it: when transfers end, the leader either hands
/// the lead to the idle thread and runs the first completion itself, or, when
/// nothing else is in flight, runs it at once and lets the next `start` hand
/// the lead over only if it comes before the completion is done. Either way
/// the caller's code starts without another thread having to wake for it.
/// Completions beyond the first go to the global queue.
final class CurlLoop: Sendable {
    /// Events taken from the kernel per wake-up.
    static let eventsPerWait = 64

    private struct Shared {
        /// Nil once the loop has stopped, or when libcurl could not start.
        var multi: CurlMulti?
        /// Threads waiting on `turn` to lead.
        var idleThreads = 0
        /// The leader is running a completion with nothing in flight, and no one waits on the sockets.
        var leaderAway = false
        /// A `start` gave the lead to the idle thread while the leader was away.
        var leadPassed = false
    }

    let statistics: CurlStatistics
    private let events: CurlEvents?
    private let shared: SanitizerVisibleMutex<Shared>
    private let stopping = Atomic<Bool>(false)
    /// Signalled to give the lead to the idle thread, and to let it go at the end.
    private let turn = DispatchSemaphore(value: 0)

    init(maximumConnectionsPerHost: Int) {
        let events = CurlLoop.libraryReady ? CurlEvents() : nil
        let statistics = CurlStatistics()
        self.events = events
        self.statistics = statistics
        shared = SanitizerVisibleMutex(Shared(multi: events.flatMap {
            CurlMulti(events: $0, maximumConnectionsPerHost: maximumConnectionsPerHost, statistics: statistics)
        }))
        guard shared.withLock({ $0.multi != nil }) else { return }
        for leading in [true, false] {
            let thread = Thread { [self] in serve(leading: leading) }
            thread.name = CurlTransport.threadName
            thread.start()
        }
    }

    /// libcurl's process-wide set-up, once, before the first handle.
    private static let libraryReady = courier_curl_global_init() == CURLE_OK

    func start(_ transfer: CurlTransfer) {
        let (deliveries, passLead) = shared.withLock { shared -> ([CurlDelivery]?, Bool) in
            guard let multi = shared.multi else { return (nil, false) }
            multi.start(transfer)
            // Someone must wait on the sockets for this answer.
            let passLead = shared.leaderAway && !shared.leadPassed && shared.idleThreads > 0
            if passLead {
                shared.leadPassed = true
                shared.idleThreads -= 1
            }
            return (multi.takeDeliveries(), passLead)
        }
        if passLead { turn.signal() }
        guard let deliveries else {
            transfer.complete(URLError(stopping.load(ordering: .acquiring) ? .cancelled : .unknown))?.dispatch()
            return
        }
        deliveries.forEach { $0.dispatch() }
    }

    func cancel(_ transfer: CurlTransfer) {
        let deliveries = shared.withLock { shared -> [CurlDelivery]? in
            shared.multi?.cancel(transfer)
            return shared.multi?.takeDeliveries()
        }
        guard let deliveries else {
            transfer.complete(URLError(.cancelled))?.dispatch()
            return
        }
        deliveries.forEach { $0.dispatch() }
    }

    /// Lets a stream paused for its caller go on (from the caller's queue, under the lock, as `cancel`).
    func resume(_ transfer: CurlTransfer) {
        let deliveries = shared.withLock { shared -> [CurlDelivery]? in
            shared.multi?.resume(transfer)
            return shared.multi?.takeDeliveries()
        }
        deliveries?.forEach { $0.dispatch() }
    }

    /// Ends the threads; transfers still running complete as cancelled. Takes no
    /// lock: it runs from CurlTransport's deinit, which a transfer released under
    /// the lock can set off.
    func stop() {
        stopping.store(true, ordering: .releasing)
        events?.wakeUp()
    }

    // MARK: The threads

    private func serve(leading: Bool) {
        // Foundation keeps Thread.name to itself on Linux; the kernel's name is what top, perf and /proc show.
        _ = courier_name_this_thread(CurlTransport.threadName)
        guard let events else { return }
        var ready = [epoll_event](repeating: epoll_event(), count: Self.eventsPerWait)
        var leading = leading
        while true {
            if !leading {
                guard !stopping.load(ordering: .acquiring) else { break }
                shared.withLock { $0.idleThreads += 1 }
                turn.wait()
            }
            guard let (deliveries, away) = lead(events, &ready) else { break }
            leading = away ? runWhileAway(deliveries) : !handOff(deliveries)
        }
        shutDown()
    }

    /// Waits and lets libcurl work until some transfer ends; nil once stopping.
    /// `away` when nothing else is in flight and the leader may run a completion itself.
    private func lead(_ events: CurlEvents, _ ready: inout [epoll_event]) -> (deliveries: [CurlDelivery], away: Bool)? {
        while !stopping.load(ordering: .acquiring) {
            let count = events.wait(&ready)
            let outcome = shared.withLock { shared -> ([CurlDelivery], Bool) in
                guard let multi = shared.multi else { return ([], false) }
                for event in ready[..<count] {
                    let descriptor = event.data.fd
                    if descriptor == events.timer {
                        events.drain(descriptor)
                        multi.timerFired()
                    } else if descriptor == events.idleTimer {
                        events.drain(descriptor)
                        multi.idleTimerFired()
                    } else if descriptor == events.wake {
                        events.drain(descriptor)
                    } else {
                        multi.socketReady(descriptor, events: event.events)
                    }
                }
                let deliveries = multi.takeDeliveries()
                // Away only with a thread to pass the lead to, should a `start` need one.
                shared.leaderAway = !deliveries.isEmpty && multi.isIdle && shared.idleThreads > 0
                return (deliveries, shared.leaderAway)
            }
            if !outcome.0.isEmpty { return outcome }
        }
        return nil
    }

    /// Runs the completions with no one on the sockets; whether this thread still leads after.
    private func runWhileAway(_ deliveries: [CurlDelivery]) -> Bool {
        deliveries.dropFirst().forEach { $0.dispatch() }
        deliveries.first?.run()
        return shared.withLock { shared -> Bool in
            defer {
                shared.leaderAway = false
                shared.leadPassed = false
            }
            return !shared.leadPassed
        }
    }

    /// Whether the lead passed to the idle thread; this one then runs the first
    /// completion, after sending the others to the global queue.
    private func handOff(_ deliveries: [CurlDelivery]) -> Bool {
        let handed = shared.withLock { shared -> Bool in
            guard shared.idleThreads > 0 else { return false }
            shared.idleThreads -= 1
            return true
        }
        guard handed else {
            deliveries.forEach { $0.dispatch() }
            return false
        }
        turn.signal()
        deliveries.dropFirst().forEach { $0.dispatch() }
        deliveries.first?.run()
        return true
    }

    /// Whichever thread sees the stop first frees libcurl; each lets the other go.
    private func shutDown() {
        let deliveries = shared.withLock { shared -> [CurlDelivery] in
            defer { shared.multi = nil }
            return shared.multi?.shutDown() ?? []
        }
        deliveries.forEach { $0.dispatch() }
        turn.signal()
    }
}
