import Foundation

/// A request to the handler, its answer onto the wire, and what the connection does after.
extension HTTPConnection {
    func respond(to request: HTTPRequest, keepAlive: Bool) {
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

    func write(_ plan: HTTPResponsePlan, then done: @escaping () -> Void) {
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

    private func log(method: String, path: String, queryNames: [String], status: Int, bytes: Int, since started: ContinuousClock.Instant) {
        guard let log = context.configuration.log else { return }
        log(HTTPLogRecord(
            method: method, path: path, queryNames: queryNames, status: status, bytes: bytes,
            duration: ContinuousClock.now - started, remoteAddress: remoteAddress
        ))
    }
}
