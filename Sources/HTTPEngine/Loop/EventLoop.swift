import CEpoll
import Glibc

/// The handle of one event-loop thread, shared by every thread: its epoll
/// fd, and an inbox of work for the `Reactor` that runs on the thread.
///
/// Other threads reach the reactor only through `execute`, which queues the
/// task under a lock and wakes the thread through an eventfd, once per
/// batch however many tasks are queued.
final class EventLoop: Sendable {
    typealias Task = @Sendable (Reactor) -> Void

    private struct Inbox {
        var tasks: [Task] = []
        /// An eventfd write is outstanding that the reactor has not drained.
        var woken = false
    }

    let epollFD: Int32
    let wakeFD: Int32
    let index: Int
    private let inbox = PthreadLocked(Inbox())
    private let thread = PthreadLocked<pthread_t?>(nil)

    /// The epoll event data of the eventfd; connections get tokens from 1 up.
    static let wakeToken: UInt64 = 0

    init(index: Int) throws(HTTPServerError) {
        self.index = index
        epollFD = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epollFD >= 0 else { throw .socketCall("epoll_create1", errno: errno) }
        wakeFD = eventfd(0, Int32(EFD_NONBLOCK) | Int32(EFD_CLOEXEC))
        guard wakeFD >= 0 else {
            let error = errno
            close(epollFD)
            throw .socketCall("eventfd", errno: error)
        }
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u64 = Self.wakeToken
        guard epoll_ctl(epollFD, EPOLL_CTL_ADD, wakeFD, &event) == 0 else {
            let error = errno
            close(wakeFD)
            close(epollFD)
            throw .socketCall("epoll_ctl", errno: error)
        }
    }

    deinit {
        close(wakeFD)
        close(epollFD)
    }

    /// Starts the thread; its reactor runs until `shutdown()`.
    func start() {
        var id = pthread_t()
        let created = pthread_create(&id, nil, { argument in
            let loop = Unmanaged<EventLoop>.fromOpaque(argument!).takeRetainedValue()
            Reactor(loop: loop).run()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        precondition(created == 0, "pthread_create failed: \(created)")
        thread.withLock { $0 = id }
    }

    /// Whether the caller runs on this loop's thread, where waiting for the loop would never end.
    var isCurrent: Bool {
        thread.withLock { thread in thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    /// Runs `task` on the loop's thread, after the events it is handling now.
    func execute(_ task: @escaping Task) {
        let wake = inbox.withLock { inbox in
            inbox.tasks.append(task)
            if inbox.woken { return false }
            inbox.woken = true
            return true
        }
        if wake {
            var one: UInt64 = 1
            _ = write(wakeFD, &one, MemoryLayout<UInt64>.size)
        }
    }

    /// The reactor's side of `execute`: the eventfd has fired.
    func takeTasks() -> [Task] {
        var count: UInt64 = 0
        _ = read(wakeFD, &count, MemoryLayout<UInt64>.size)
        return inbox.withLock { inbox in
            inbox.woken = false
            var taken: [Task] = []
            swap(&taken, &inbox.tasks)
            return taken
        }
    }

    /// Ends the reactor once it has run the tasks queued before this, and
    /// waits for its thread. Not from the loop's own thread.
    func shutdown() {
        guard let id = thread.withLock({ thread -> pthread_t? in
            defer { thread = nil }
            return thread
        }) else { return }
        execute { $0.quit() }
        pthread_join(id, nil)
    }
}
