import Dispatch
import Foundation

/// Writing a body as it is produced: one piece at a time, the next only
/// once the kernel has taken the last, so a slow reader holds back the
/// producer instead of filling memory.
extension HTTPConnection {
    func writePieces(of stream: HTTPBodyStream, chunked: Bool, then done: @escaping () -> Void) {
        pieces = stream.makePieces()
        streamedBytes = 0
        writeNextPiece(chunked: chunked, then: done)
    }

    private func writeNextPiece(chunked: Bool, then done: @escaping () -> Void) {
        guard state == .open, let pieces else { return }
        guard let piece = pieces.next() else {
            self.pieces = nil
            if chunked { enqueue(HTTPResponsePlan.lastChunk) }
            onDrained = done
            flush()
            return
        }
        streamedBytes += piece.count
        lastActivity = .now()
        if !piece.isEmpty { enqueue(chunked ? HTTPResponsePlan.chunk(piece) : piece) }
        // Drained at once or later, on EPOLLOUT: either way the next piece
        // waits for the end of the loop's turn, behind the other
        // connections' events, rather than looping here until the body ends.
        onDrained = { [self] in
            reactor.soon { [self] in writeNextPiece(chunked: chunked, then: done) }
        }
        flush()
    }
}
