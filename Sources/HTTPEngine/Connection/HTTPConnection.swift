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
    private let remoteAddress: String
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
    private var inRequestLoop = false
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

    // MARK: Reading

    /// Bytes taken off the socket per read. On the stack of the thread that
    /// reads, not kept per connection, where every idle one would hold 64 KB.
    static let readSize = 64 * 1024

    private func readable() {
        withUnsafeTemporaryAllocation(byteCount: Self.readSize, alignment: 16) { readable(into: $0) }
    }

    private func readable(into scratch: UnsafeMutableRawBufferPointer) {
        guard state != .closed else { return }
        guard let count = Socket.receive(fd, into: scratch) else {
            if errno != EAGAIN && errno != EWOULDBLOCK { closeNow() }
            return
        }
        if state == .lingering {
            if count == 0 { closeNow() } // discarded bytes: we already answered with an error
            return
        }
        if count == 0 {
            // The client is done sending; requests already buffered still get answers.
            peerClosed = true
            suspendReading()
            if !busy { processRequests() }
            return
        }
        lastActivity = .now()
        parser.append(UnsafeRawBufferPointer(rebasing: scratch[..<count]))
        if !busy { processRequests() }
    }

    private func processRequests() {
        inRequestLoop = true
        defer { inRequestLoop = false }
        while state == .open, !busy {
            switch parser.next() {
            case .request(let request, let keepAlive):
                headStartedAt = nil
                bodyStartedAt = nil
                respond(to: request, keepAlive: keepAlive && !serverStopping)
            case .failure(let error):
                refuse(status: error.status, message: error.message)
            case .needMore:
                if parser.wantsContinue {
                    parser.wantsContinue = false
                    enqueue(Data(HTTPResponsePlan.continueHead))
                    flush()
                }
                noteRequestProgress()
                parser.releaseBufferIfIdle()
                if peerClosed || serverStopping { closeNow() } else { resumeReading() }
                return
            }
        }
        // Answered later (delay, slow body, full socket buffer): stop reading
        // meanwhile so a client cannot pile up unbounded input.
        if busy { suspendReading() }
    }

    /// Answers `status` with a `{"message"}` body, then lingers and closes:
    /// after a bad or late request the byte stream can no longer be trusted
    /// to frame the next one.
    func refuse(status: Int, message: String) {
        busy = true
        let plan = HTTPResponsePlan(response: .message(status, message), method: "GET", keepAlive: false)
        let started = ContinuousClock.now
        write(plan) { [self] in
            log(method: "-", path: "-", queryNames: [], status: status, bytes: plan.body.count, since: started)
            linger()
        }
    }

    private func suspendReading() {
        guard !readSuspended else { return }
        readSuspended = true
        updateInterest()
    }

    func resumeReading() {
        // After end of stream the fd stays readable forever; resuming would spin.
        guard readSuspended, !peerClosed || state == .lingering else { return }
        readSuspended = false
        updateInterest()
    }

    // MARK: Answering

    private func respond(to request: HTTPRequest, keepAlive: Bool) {
        busy = true
        let started = ContinuousClock.now
        let response = context.handler.handle(request)
        let send = { [self] in
            guard state == .open else { return }
            let plan = HTTPResponsePlan(
                response: response, method: request.method, keepAlive: keepAlive && !serverStopping,
                minorVersion: request.minorVersion
            )
            write(plan) { [self] in
                if context.configuration.log != nil {
                    log(method: request.method, path: request.path, queryNames: request.query.map(\.name),
                        status: response.status, bytes: plan.stream == nil ? plan.body.count : streamedBytes, since: started)
                }
                finish(plan.ending)
            }
        }
        if response.delayMilliseconds > 0 {
            reactor.after(.milliseconds(response.delayMilliseconds), send)
        } else {
            send()
        }
    }

    private func write(_ plan: HTTPResponsePlan, then done: @escaping () -> Void) {
        // Producing the answer may have taken a while; that was not the client idling.
        lastActivity = .now()
        if let stream = plan.stream {
            enqueue(plan.head)
            writePieces(of: stream, chunked: plan.chunked, then: done)
        } else if let milliseconds = plan.slowBodyMilliseconds {
            enqueue(plan.head)
            flush() // the head at once: only the body is paced
            let pieces = min(plan.body.count, 20)
            let interval = Duration.microseconds(milliseconds * 1000 / pieces)
            writeSlowly(plan.body, pieceSize: (plan.body.count + pieces - 1) / pieces, interval: interval, then: done)
        } else {
            // Head and body leave together in one gathering send.
            enqueue(plan.head)
            enqueue(plan.body)
            onDrained = done
            flush()
        }
    }

    private func writeSlowly(_ rest: Data, pieceSize: Int, interval: Duration, then done: @escaping () -> Void) {
        reactor.after(interval) { [self] in
            guard state == .open else { return }
            enqueue(rest.prefix(pieceSize))
            let remainder = rest.dropFirst(pieceSize)
            onDrained = remainder.isEmpty ? done : { [self] in
                writeSlowly(remainder, pieceSize: pieceSize, interval: interval, then: done)
            }
            flush()
        }
    }

    private func finish(_ ending: HTTPResponsePlan.Ending) {
        busy = false
        lastActivity = .now()
        switch ending {
        case .reset:
            Socket.setResetOnClose(fd)
            closeNow()
        case .close:
            Socket.shutdownWrite(fd)
            closeNow()
        case .keepOpen:
            if serverStopping { closeNow() } else if !inRequestLoop { processRequests() }
        }
    }

    private func log(method: String, path: String, queryNames: [String], status: Int, bytes: Int, since started: ContinuousClock.Instant) {
        guard let log = context.configuration.log else { return }
        log(HTTPLogRecord(
            method: method, path: path, queryNames: queryNames, status: status, bytes: bytes,
            duration: ContinuousClock.now - started, remoteAddress: remoteAddress
        ))
    }

    // MARK: Writing

    func enqueue(_ bytes: Data) {
        if !bytes.isEmpty { output.append(bytes) }
    }

    /// Through a buffer pointer: Data's generic init from an array casts it
    /// at run time, a visible cost once per response.
    func enqueue(_ bytes: [UInt8]) {
        enqueue(bytes.withUnsafeBytes { Data($0) })
    }

    /// Hands queued bytes to the kernel until it is done or full; a full
    /// socket buffer (EAGAIN) waits for EPOLLOUT, never blocks.
    func flush() {
        while !output.isEmpty {
            guard let sent = sendQueued() else {
                if errno == EAGAIN || errno == EWOULDBLOCK { armWrite() } else { closeNow() }
                return
            }
            consume(sent)
        }
        if writeArmed {
            writeArmed = false
            updateInterest()
        }
        if let done = onDrained {
            onDrained = nil
            done()
        }
    }

    /// One gathering send of the first two queued pieces (a head and its
    /// body), so neither is copied behind the other.
    private func sendQueued() -> Int? {
        let first = output[0]
        return first.withUnsafeBytes { firstBytes in
            let head = UnsafeRawBufferPointer(rebasing: firstBytes[outputOffset...])
            guard output.count > 1 else { return Socket.send(fd, head) }
            return output[1].withUnsafeBytes { Socket.send(fd, head, $0) }
        }
    }

    private func consume(_ sent: Int) {
        var sent = sent
        while sent > 0, let first = output.first {
            let left = first.count - outputOffset
            if sent < left {
                outputOffset += sent
                return
            }
            sent -= left
            output.removeFirst()
            outputOffset = 0
        }
    }

    private func armWrite() {
        guard !writeArmed else { return }
        writeArmed = true
        updateInterest()
    }
}
