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

    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBodyBytes
        let now = DispatchTime.now().uptimeNanoseconds
        if let handler = transfer.bodyChunks, let queue = progressQueue {
            let streamed = state.withLock { state -> Bool in
                state.lastActivity = now
                return Self.isSuccess(state.received.status)
            }
            if streamed {
                let piece = Data(bytes)
                queue.async { handler(piece) }
                return true
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
        return accepted
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
