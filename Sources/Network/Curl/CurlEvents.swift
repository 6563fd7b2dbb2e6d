import CCurl
import Glibc

/// The descriptors the loop's thread sleeps on: an epoll set holding the
/// sockets libcurl asks to watch, a timerfd for libcurl's next timeout, one
/// for the next transfer that may have been silent too long, and an eventfd
/// that wakes the thread to stop. Each is armed from whichever thread
/// holds the multi handle's lock; the kernel makes that safe while another
/// thread waits in epoll_wait. Closed when the last owner lets go.
final class CurlEvents: Sendable {
    let epoll: Int32
    let timer: Int32
    let idleTimer: Int32
    let wake: Int32

    init?() {
        let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        let timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        let idleTimer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        let wake = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard epoll >= 0, timer >= 0, idleTimer >= 0, wake >= 0 else {
            for descriptor in [epoll, timer, idleTimer, wake] where descriptor >= 0 { close(descriptor) }
            return nil
        }
        (self.epoll, self.timer, self.idleTimer, self.wake) = (epoll, timer, idleTimer, wake)
        for descriptor in [timer, idleTimer, wake] { _ = control(EPOLL_CTL_ADD, descriptor, events: EPOLLIN.rawValue) }
    }

    deinit {
        close(epoll)
        close(timer)
        close(idleTimer)
        close(wake)
    }

    // MARK: Sockets and timer, as libcurl asks

    /// `registered` says whether the socket is in the set already, so a new one costs one call, not a failed MOD and an ADD.
    /// Either guess may be stale (libcurl may close a socket without a remove, and the number come back): the other call follows.
    func watch(_ socket: Int32, readable: Bool, writable: Bool, registered: Bool) {
        let events = (readable ? EPOLLIN.rawValue : 0) | (writable ? EPOLLOUT.rawValue : 0)
        if registered {
            if control(EPOLL_CTL_MOD, socket, events: events) != 0 && errno == ENOENT {
                _ = control(EPOLL_CTL_ADD, socket, events: events)
            }
        } else if control(EPOLL_CTL_ADD, socket, events: events) != 0 && errno == EEXIST {
            _ = control(EPOLL_CTL_MOD, socket, events: events)
        }
    }

    func forget(_ socket: Int32) {
        _ = control(EPOLL_CTL_DEL, socket, events: 0)
    }

    /// `timer` or `idleTimer` fires once after `nanoseconds`; nil disarms it.
    func set(_ descriptor: Int32, nanoseconds: UInt64?) {
        var spec = itimerspec()
        if let nanoseconds {
            spec.it_value.tv_sec = Int(nanoseconds / 1_000_000_000)
            // Zero would disarm the timer: one nanosecond means "as soon as possible".
            spec.it_value.tv_nsec = max(1, Int(nanoseconds % 1_000_000_000))
        }
        _ = timerfd_settime(descriptor, 0, &spec, nil)
    }

    // MARK: The loop's side

    func wakeUp() {
        var one: UInt64 = 1
        _ = write(wake, &one, MemoryLayout<UInt64>.size)
    }

    /// Blocks until something is ready; no timeout, since the timerfd is one of the things.
    func wait(_ ready: inout [epoll_event]) -> Int {
        let count = ready.withUnsafeMutableBufferPointer { epoll_wait(epoll, $0.baseAddress, Int32($0.count), -1) }
        return max(0, Int(count))
    }

    /// Empties the timer or wake counter, so level-triggered epoll stops reporting it.
    func drain(_ descriptor: Int32) {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }

    private func control(_ operation: Int32, _ descriptor: Int32, events: UInt32) -> Int32 {
        var event = epoll_event()
        event.events = events
        event.data.fd = descriptor
        return epoll_ctl(epoll, operation, descriptor, &event)
    }
}
