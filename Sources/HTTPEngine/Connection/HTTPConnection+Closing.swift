import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// How a connection ends: lingering after an error answer, and closing.
extension HTTPConnection {
    /// After an error answer: send FIN, then read and drop whatever the
    /// client still sends for a moment. Closing with unread input would make
    /// the kernel send RST, which can destroy the answer before it is read.
    func linger() {
        busy = false
        guard state == .open else { return }
        state = .lingering
        Socket.shutdownWrite(fd)
        if peerClosed || serverStopping {
            closeNow()
            return
        }
        resumeReading()
        scheduleTimer(.now() + context.configuration.lingerTimeout.dispatchInterval)
    }

    func closeNow() {
        guard state != .closed else { return }
        state = .closed
        busy = false
        output = []
        onDrained = nil
        pieces = nil
        cancelTimer()
        closeFD()
    }
}
