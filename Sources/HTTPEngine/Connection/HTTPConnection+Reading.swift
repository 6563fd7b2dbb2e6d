import Foundation
import Glibc

/// Bytes off the socket into the parser, and each whole request to an answer.
extension HTTPConnection {
    /// Bytes taken off the socket per read. On the stack of the thread that
    /// reads, not kept per connection, where every idle one would hold 64 KB.
    static let readSize = 64 * 1024

    func readable() {
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

    func processRequests() {
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
}
