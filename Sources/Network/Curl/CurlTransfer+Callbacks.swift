import Dispatch
import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What libcurl's callbacks tell a transfer, on the loop's thread: the head
/// and body as they arrive (kept in memory under the limit, or written to the
/// download's file), the upload as libcurl asks for it, and progress, which
/// goes to the caller's code off the loop's lock.
extension CurlTransfer {
    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        let now = DispatchTime.now().uptimeNanoseconds
        // A 2xx body written to a file or handed on as it streams is not kept, so the memory limit is not its.
        let passesOn = transfer.destination != nil || transfer.bodyChunks != nil
        return state.withLock { state in
            state.lastActivity = now
            return state.received.header(line, limit: limit, isHEAD: state.isHEAD) { status in
                !(passesOn && Self.isSuccess(status))
            }
        }
    }

    /// What the write callback answers libcurl: all of the piece taken, none (which ends
    /// the transfer), or `CURL_WRITEFUNC_PAUSE` (hold it and the rest until resumed).
    enum BodyOutcome: Equatable {
        case taken, refused, pause
    }

    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> BodyOutcome {
        let limit = maximumBodyBytes
        let now = DispatchTime.now().uptimeNanoseconds
        if let handler = transfer.bodyChunks, let queue = progressQueue {
            let step = state.withLock { state -> BodyOutcome? in
                state.lastActivity = now
                guard Self.isSuccess(state.received.status) else { return nil }
                // A caller slower than the network: libcurl keeps this piece and stops reading.
                if state.streamBacklog >= Self.defaultStreamBacklogLimit {
                    state.streamPaused = true
                    return .pause
                }
                state.streamBacklog += bytes.count
                statistics?.noteStreamBacklog(state.streamBacklog)
                return .taken
            }
            switch step {
            case .pause?:
                statistics?.streamPauses.add(1, ordering: .relaxed)
                return .pause
            case .taken?:
                let piece = Data(bytes)
                queue.async { [self] in
                    handler(piece)
                    streamPieceTaken(piece.count)
                }
                return .taken
            case .refused?, nil:
                break  // not a 2xx: its body is kept, as any other
            }
        }
        let (accepted, progress) = state.withLock { state -> (Bool, TransferProgress?) in
            state.lastActivity = now
            guard let destination = transfer.destination, Self.isSuccess(state.received.status) else {
                return (state.received.append(bytes, limit: limit), nil)
            }
            do throws(URLError) {
                if state.file == nil { state.file = try DownloadFile(destination: destination) }
                guard let file = state.file else { return (false, nil) }
                let written = try file.write(bytes)
                if let fileLimit = transfer.maximumBodyBytes, written > fileLimit {
                    state.localFailure = URLSessionExchange.oversize(written, limit: fileLimit, url: state.request.url)
                    return (false, nil)
                }
                // A decoded body's length is not the one announced.
                let announced = state.received.field("Content-Encoding") == nil ? state.received.field("Content-Length").flatMap { Int64($0) } : nil
                return (true, TransferProgress(direction: .download, completedBytes: written, expectedBytes: announced))
            } catch {
                state.localFailure = error
                return (false, nil)
            }
        }
        if let progress { report(progress, downloadThrottle) }
        return accepted ? .taken : .refused
    }

    /// The caller took a piece; a paused stream goes on once little enough waits.
    private func streamPieceTaken(_ count: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let resumes = state.withLock { state -> Bool in
            state.streamBacklog -= count
            guard state.streamPaused, state.streamBacklog <= Self.defaultStreamResumeBacklog else { return false }
            state.streamPaused = false
            state.lastActivity = now
            return true
        }
        if resumes { resumeStream(self) }
    }

    /// Fills libcurl's buffer from the upload, `uploadStepBytes` at a time; nil aborts the transfer.
    ///
    /// libcurl reports bytes sent only between its rounds of work, and on a fast link a
    /// whole upload goes out in one round: a 300 KB one would report once, at its end.
    /// So progress also comes from here. When libcurl asks for more, it has taken all it
    /// was given before; a step of 64 KB keeps the reports that close together.
    func readBody(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let step = UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(Self.uploadStepBytes))
        let outcome = state.withLock { state -> (read: Int?, taken: Int64) in
            guard let reader = state.reader else { return (0, 0) }
            let taken = state.handedOver
            do throws(URLError) {
                let read = try reader.read(into: step)
                state.handedOver += Int64(read)
                return (read, taken)
            } catch {
                state.localFailure = error
                return (nil, taken)
            }
        }
        if outcome.taken > 0, let upload = transfer.upload {
            report(TransferProgress(direction: .upload, completedBytes: outcome.taken, expectedBytes: upload.length), uploadThrottle)
        }
        return outcome.read
    }

    /// The most an upload's read hands libcurl at once, so progress comes at least this often.
    static let uploadStepBytes = 64 * 1024

    /// libcurl's progress report: a body going out slowly is not a silence.
    func sent(_ uploaded: Int64) {
        let now = DispatchTime.now().uptimeNanoseconds
        let moved = state.withLock { state -> Bool in
            guard uploaded > state.uploaded else { return false }
            state.uploaded = uploaded
            state.lastActivity = now
            return state.sendsUpload
        }
        if moved, let upload = transfer.upload {
            report(TransferProgress(direction: .upload, completedBytes: uploaded, expectedBytes: upload.length), uploadThrottle)
        }
    }

    /// Whether libcurl must call `sent` as bytes move.
    var reportsProgress: Bool { progressQueue != nil }

    private func report(_ progress: TransferProgress, _ throttle: ProgressThrottle) {
        guard let progressQueue, let handler = transfer.progress, throttle.admit(progress) else { return }
        progressQueue.async { handler(progress) }
    }

    private static func isSuccess(_ status: Int) -> Bool { (200..<300).contains(status) }

    /// The body size that passed the limit, once one has.
    var oversize: Int64? { state.withLock { $0.received.oversize } }

    /// What ended the transfer from inside our own callbacks, when something did.
    var localFailure: URLError? { state.withLock { $0.localFailure } }
}
