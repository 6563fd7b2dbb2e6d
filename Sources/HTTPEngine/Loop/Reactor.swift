import CEpoll
import Dispatch
import Glibc

/// What a reactor calls when an fd it watches is ready.
protocol ReactorHandler: AnyObject {
    /// `events` is epoll's mask: EPOLLIN, EPOLLOUT, EPOLLERR, EPOLLHUP.
    func reactorEvent(_ events: UInt32)
    /// The loop is ending with the fd still open.
    func reactorClosing()
    /// A deadline set with `Reactor.at(_:token:generation:)` has come.
    func reactorTimer(generation: Int)
}

extension ReactorHandler {
    func reactorTimer(generation: Int) {}
}

/// One event-loop thread's own state: the fds it watches, its timers and
/// its deferred work. It is created on that thread and never leaves it, so
/// nothing in it is locked; other threads reach it through `EventLoop.execute`.
///
/// Level-triggered: a handler that leaves bytes unread is told again on the
/// next turn, which keeps one busy connection from starving the others.
final class Reactor {
    let loop: EventLoop
    private var handlers: [UInt64: any ReactorHandler] = [:]
    private var nextToken = EventLoop.wakeToken + 1
    private var timers = ReactorTimers()
    private var deferred: [() -> Void] = []
    private var running = true

    /// Events taken per epoll_wait.
    static let batch = 128

    init(loop: EventLoop) {
        self.loop = loop
    }

    var index: Int { loop.index }

    // MARK: Watching fds

    /// Watches `fd` for `events`; nil when epoll refuses it (the fd is then the caller's to close).
    func register(_ fd: Int32, events: UInt32, handler: any ReactorHandler) -> UInt64? {
        let token = nextToken
        nextToken += 1
        var event = epoll_event()
        event.events = events
        event.data.u64 = token
        guard epoll_ctl(loop.epollFD, EPOLL_CTL_ADD, fd, &event) == 0 else { return nil }
        handlers[token] = handler
        return token
    }

    func modify(_ fd: Int32, token: UInt64, events: UInt32) {
        var event = epoll_event()
        event.events = events
        event.data.u64 = token
        _ = epoll_ctl(loop.epollFD, EPOLL_CTL_MOD, fd, &event)
    }

    /// Stops watching; call before closing `fd`. Events of this turn already
    /// taken for the token are dropped, so a reused fd number is never confused.
    func deregister(_ fd: Int32, token: UInt64) {
        var event = epoll_event()
        _ = epoll_ctl(loop.epollFD, EPOLL_CTL_DEL, fd, &event)
        handlers.removeValue(forKey: token)
        // Thousands of connections closing leave a large table behind: after
        // a spike, what remains moves to one its own size.
        if handlers.capacity > 256, handlers.count < handlers.capacity / 8 {
            var smaller = [UInt64: any ReactorHandler](minimumCapacity: handlers.count)
            for (token, handler) in handlers { smaller[token] = handler }
            handlers = smaller
        }
    }

    func handler(for token: UInt64) -> (any ReactorHandler)? {
        handlers[token]
    }

    /// Every handler watched now; a copy, so the body may close them.
    var allHandlers: [any ReactorHandler] { Array(handlers.values) }

    // MARK: Scheduling

    /// Runs `task` on this thread at `deadline` (or on the first turn after it).
    func at(_ deadline: DispatchTime, _ task: @escaping () -> Void) {
        timers.add(at: deadline, .task(task))
    }

    /// Calls the handler registered as `token` back at `deadline` with
    /// `generation`, unless it has been deregistered by then.
    func at(_ deadline: DispatchTime, token: UInt64, generation: Int) {
        timers.add(at: deadline, .handler(token: token, generation: generation))
    }

    func after(_ delay: Duration, _ task: @escaping () -> Void) {
        at(.now() + delay.dispatchInterval, task)
    }

    /// Runs `task` after the events of this turn: lets one connection's long
    /// work go in steps between the others'.
    func soon(_ task: @escaping () -> Void) {
        deferred.append(task)
    }

    func quit() {
        running = false
    }

    // MARK: Running

    func run() {
        let events = UnsafeMutablePointer<epoll_event>.allocate(capacity: Self.batch)
        defer { events.deallocate() }
        while running {
            let count = epoll_wait(loop.epollFD, events, Int32(Self.batch), waitMilliseconds())
            if count < 0 {
                if errno == EINTR { continue }
                preconditionFailure("epoll_wait failed: errno \(errno)")
            }
            for position in 0..<Int(count) {
                let token = events[position].data.u64
                if token == EventLoop.wakeToken {
                    for task in loop.takeTasks() { task(self) }
                } else if let handler = handlers[token] {
                    handler.reactorEvent(events[position].events)
                }
            }
            runDueTimers()
            runDeferred()
        }
        for handler in handlers.values { handler.reactorClosing() }
        handlers.removeAll()
    }

    private func waitMilliseconds() -> Int32 {
        guard deferred.isEmpty else { return 0 }
        guard let deadline = timers.nextDeadline else { return -1 }
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline > now else { return 0 }
        // Rounded up: waking a little early would only wait again.
        return Int32(min((deadline - now + 999_999) / 1_000_000, UInt64(Int32.max)))
    }

    private func runDueTimers() {
        guard !timers.isEmpty else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        while let action = timers.popDue(now: now) {
            switch action {
            case .task(let task): task()
            case .handler(let token, let generation): handlers[token]?.reactorTimer(generation: generation)
            }
        }
    }

    private func runDeferred() {
        guard !deferred.isEmpty else { return }
        var tasks: [() -> Void] = []
        swap(&tasks, &deferred)
        for task in tasks { task() }
    }
}
