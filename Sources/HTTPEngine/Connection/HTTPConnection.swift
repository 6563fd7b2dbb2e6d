import CEpoll
import Dispatch
import Foundation
import Glibc

/// What every connection of one server shares.
struct HTTPConnectionContext: Sendable {
    let handler: any HTTPHandler
    let configuration: HTTPServer.Configuration
    /// Called on the connection's loop thread once its fd is closed.
    let closed: @Sendable (Int) -> Void
}

/// One client connection: reads requests, asks the handler, writes the
/// answers in order, and closes itself on error, idle timeout or request.
///
/// It lives on one event loop: created, driven and closed on that loop's
/// thread, never touched from another, so its state needs no lock. Requests
/// are answered one at a time, which keeps pipelined answers in order for free.
final class HTTPConnection: ReactorHandler {
    enum State { case open, lingering, closed }

    let id: Int
    let fd: Int32
    unowned let reactor: Reactor
    let context: HTTPConnectionContext
    let remoteAddress: String
    var parser: HTTPRequestParser

    var state = State.open
    /// The reactor's name for our fd; 0 until registered.
    private var token: UInt64 = 0
    /// What epoll watches for now, so an unchanged mask costs no syscall.
    private var watched: UInt32 = 0
    var readSuspended = false
    /// Waiting for the socket to take more of `output`.
    var writeArmed = false
    /// Bumped to cancel the armed deadline: the reactor's timers cannot be removed.
    var timerGeneration = 0

    /// A response is being produced or written; no other request starts.
    var busy = false
    var inRequestLoop = false
    var peerClosed = false
    var serverStopping = false
    var lastActivity = DispatchTime.now()
    /// When the first byte of the request being read arrived, and when its
    /// head was complete: the head and body deadlines run from these.
    var headStartedAt: DispatchTime?
    var bodyStartedAt: DispatchTime?

    var output: [Data] = []
    /// The pieces of a streamed body still to come, and how many bytes went.
    var pieces: AnyIterator<Data>?
    var streamedBytes = 0
    var outputOffset = 0
    var onDrained: (() -> Void)?

    /// On `reactor`'s thread, which the connection then never leaves.
    init(id: Int, fd: Int32, remoteAddress: String, context: HTTPConnectionContext, reactor: Reactor) {
        self.id = id
        self.fd = fd
        self.remoteAddress = remoteAddress
        self.context = context
        self.reactor = reactor
        self.parser = HTTPRequestParser(
            maxHeaderBytes: context.configuration.maxHeaderBytes,
            maxBodyBytes: context.configuration.maxBodyBytes,
            remoteAddress: remoteAddress
        )
    }

    /// Starts watching the socket; false when epoll refused it, and the fd is closed.
    @discardableResult
    func start() -> Bool {
        guard let token = reactor.register(fd, events: EPOLLIN.rawValue, handler: self) else {
            state = .closed
            closeFD()
            return false
        }
        self.token = token
        watched = EPOLLIN.rawValue
        scheduleTimer(.now() + context.configuration.idleTimeout.dispatchInterval)
        return true
    }

    /// The server is stopping: close now if idle, else after the current answer.
    func stopGracefully() {
        serverStopping = true
        if state == .lingering || (state == .open && !busy) { closeNow() }
    }

    /// The grace period is over.
    func stopNow() {
        closeNow()
    }

    func reactorClosing() {
        closeNow()
    }

    func reactorEvent(_ events: UInt32) {
        guard state != .closed else { return }
        // Errors and hang-ups are reported whatever the mask says; with
        // nothing to read or write they would be reported again at once, forever.
        let failed = events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0
        if events & EPOLLIN.rawValue != 0 || (failed && !readSuspended) { readable() }
        guard state != .closed else { return }
        if writeArmed, failed || events & EPOLLOUT.rawValue != 0 {
            lastActivity = .now() // the client is reading: not stalled
            flush()
        } else if failed, readSuspended {
            closeNow()
        }
    }

    /// Tells epoll what the connection waits for now, if that changed.
    func updateInterest() {
        guard state != .closed else { return }
        var mask: UInt32 = 0
        if !readSuspended { mask |= EPOLLIN.rawValue }
        if writeArmed { mask |= EPOLLOUT.rawValue }
        guard mask != watched else { return }
        watched = mask
        reactor.modify(fd, token: token, events: mask)
    }

    func scheduleTimer(_ deadline: DispatchTime) {
        timerGeneration &+= 1
        guard token != 0 else { return }
        reactor.at(deadline, token: token, generation: timerGeneration)
    }

    func reactorTimer(generation: Int) {
        if generation == timerGeneration { timerFired() }
    }

    func cancelTimer() {
        timerGeneration &+= 1
    }

    /// Stops watching the fd and closes it; the reactor drops its events.
    func closeFD() {
        if token != 0 { reactor.deregister(fd, token: token) }
        token = 0
        Glibc.close(fd)
        context.closed(id)
    }
}
