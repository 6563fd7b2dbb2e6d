import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a connection ends: lingering after an error answer, and closing the
/// socket only once every source on it is gone.
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
        timer?.schedule(deadline: .now() + context.configuration.lingerTimeout.dispatchInterval)
    }

    func closeNow() {
        guard state != .closed else { return }
        state = .closed
        busy = false
        output.removeAll()
        onDrained = nil
        pieces = nil
        timer?.cancel()
        timer = nil
        // A suspended source never delivers its cancel handler.
        if let readSource {
            if readSuspended { readSource.resume() }
            readSource.cancel()
        }
        if let writeSource {
            if !writeArmed { writeSource.resume() }
            writeSource.cancel()
        }
        readSource = nil
        writeSource = nil
        if liveFDSources == 0 { closeFD() }
    }

    func fdSourceCancelled() {
        liveFDSources -= 1
        if liveFDSources == 0, state == .closed { closeFD() }
    }

    func closeFD() {
        Glibc.close(fd)
        context.closed(id)
    }
}
