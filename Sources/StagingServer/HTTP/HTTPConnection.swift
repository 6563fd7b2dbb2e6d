import Dispatch
import Foundation
import Glibc

/// What every connection of one server shares.
struct HTTPConnectionContext: Sendable {
    let handler: any HTTPHandler
    let configuration: HTTPServer.Configuration
    /// Called on the connection's queue once its fd is closed.
    let closed: @Sendable (Int) -> Void
}

/// One client connection: reads requests, asks the handler, writes the
/// answers in order, and closes itself on error, idle timeout or request.
///
/// All mutable state is touched only on `queue`, a serial queue of its own;
/// the server talks to it only through `queue.async`. Requests are answered
/// one at a time, which keeps pipelined answers in order for free.
final class HTTPConnection: @unchecked Sendable { // state confined to `queue`
    enum State { case open, lingering, closed }

    let id: Int
    let fd: Int32
    let queue: DispatchQueue
    let context: HTTPConnectionContext
    private let remoteAddress: String
    var parser: HTTPRequestParser

    var state = State.open
    var readSource: DispatchSourceRead?
    var readSuspended = false
    var writeSource: DispatchSourceWrite?
    var writeArmed = false
    /// Sources on `fd` whose cancel handler has not run: the fd may only be
    /// closed after all of them, or epoll could watch a reused fd number.
    var liveFDSources = 0
    var timer: DispatchSourceTimer?

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
    private var outputOffset = 0
    var onDrained: (@Sendable () -> Void)?

    /// `worker` is the serial queue of the pool thread this connection runs on.
    init(id: Int, fd: Int32, remoteAddress: String, context: HTTPConnectionContext, worker: DispatchQueue) {
        self.id = id
        self.fd = fd
        self.remoteAddress = remoteAddress
        self.context = context
        self.queue = DispatchQueue(label: "courier.http.connection", target: worker)
        self.parser = HTTPRequestParser(
            maxHeaderBytes: context.configuration.maxHeaderBytes,
            maxBodyBytes: context.configuration.maxBodyBytes,
            remoteAddress: remoteAddress
        )
    }

    func start() {
        queue.async { [self] in
            // stop() may have closed us before this ran; a source on the
            // closed fd number could end up watching someone else's socket.
            guard state == .open else { return }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [unowned self] in readable() }
            source.setCancelHandler { [self] in fdSourceCancelled() }
            readSource = source
            liveFDSources += 1
            source.activate()

            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.setEventHandler { [weak self] in self?.timerFired() }
            timer.schedule(deadline: .now() + context.configuration.idleTimeout.dispatchInterval)
            self.timer = timer
            timer.activate()
        }
    }

    /// The server is stopping: close now if idle, else after the current answer.
    func stopGracefully() {
        queue.async { [self] in
            serverStopping = true
            if state == .lingering || (state == .open && !busy) { closeNow() }
        }
    }

    /// The grace period is over.
    func stopNow() {
        queue.async { [self] in closeNow() }
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
        guard let readSource, !readSuspended else { return }
        readSuspended = true
        readSource.suspend()
    }

    func resumeReading() {
        // After end of stream the fd stays readable forever; resuming would spin.
        guard let readSource, readSuspended, !peerClosed || state == .lingering else { return }
        readSuspended = false
        readSource.resume()
    }

    // MARK: Answering

    private func respond(to request: HTTPRequest, keepAlive: Bool) {
        busy = true
        let started = ContinuousClock.now
        let response = context.handler.handle(request)
        let send: @Sendable () -> Void = { [self] in
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
            queue.asyncAfter(deadline: .now() + .milliseconds(response.delayMilliseconds), execute: send)
        } else {
            send()
        }
    }

    private func write(_ plan: HTTPResponsePlan, then done: @escaping @Sendable () -> Void) {
        // Producing the answer may have taken a while; that was not the client idling.
        lastActivity = .now()
        if let stream = plan.stream {
            enqueue(Data(plan.head))
            writePieces(of: stream, chunked: plan.chunked, then: done)
        } else if let milliseconds = plan.slowBodyMilliseconds {
            enqueue(Data(plan.head))
            flush() // the head at once: only the body is paced
            let pieces = min(plan.body.count, 20)
            let interval = DispatchTimeInterval.microseconds(milliseconds * 1000 / pieces)
            writeSlowly(plan.body, pieceSize: (plan.body.count + pieces - 1) / pieces, interval: interval, then: done)
        } else if plan.body.count <= HTTPResponsePlan.coalesceLimit {
            var bytes = Data(plan.head)
            bytes.append(plan.body)
            enqueue(bytes)
            onDrained = done
            flush()
        } else {
            enqueue(Data(plan.head))
            enqueue(plan.body)
            onDrained = done
            flush()
        }
    }

    private func writeSlowly(_ rest: Data, pieceSize: Int, interval: DispatchTimeInterval, then done: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: .now() + interval) { [self] in
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

    /// Hands queued bytes to the kernel until it is done or full; a full
    /// socket buffer (EAGAIN) waits for the write source, never blocks.
    func flush() {
        while let first = output.first {
            let sent = first.withUnsafeBytes { Socket.send(fd, UnsafeRawBufferPointer(rebasing: $0[outputOffset...])) }
            guard let sent else {
                if errno == EAGAIN || errno == EWOULDBLOCK { armWriteSource() } else { closeNow() }
                return
            }
            outputOffset += sent
            if outputOffset == first.count {
                output.removeFirst()
                outputOffset = 0
            }
        }
        if writeArmed, let writeSource {
            writeArmed = false
            writeSource.suspend()
        }
        if let done = onDrained {
            onDrained = nil
            done()
        }
    }

    private func armWriteSource() {
        if let writeSource {
            if !writeArmed {
                writeArmed = true
                writeSource.resume()
            }
            return
        }
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [unowned self] in
            guard state != .closed else { return }
            lastActivity = .now() // the client is reading: not stalled
            flush()
        }
        source.setCancelHandler { [self] in fdSourceCancelled() }
        writeSource = source
        writeArmed = true
        liveFDSources += 1
        source.activate()
    }
}
