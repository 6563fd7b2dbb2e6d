import Foundation
import Glibc

/// Queued bytes to the kernel without blocking: gathering sends, EPOLLOUT when full.
extension HTTPConnection {
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
