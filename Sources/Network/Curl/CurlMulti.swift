import CCurl
import Foundation
import Synchronization

/// The multi handle and the transfers on it. Confined to the loop's thread:
/// a libcurl handle may not be used from two threads at once, and nothing
/// here is shared, so nothing here needs a lock.
final class CurlMulti {
    /// Idle easy handles kept for the next transfers; more are made on demand.
    static let idleHandlesKept = 16

    private struct Running {
        let transfer: CurlTransfer
        let easy: CurlEasy
        let headers: UnsafeMutablePointer<curl_slist>?
    }

    private let multi: UnsafeMutableRawPointer
    private let statistics: CurlStatistics
    private var idle: [CurlEasy] = []
    private var running: [ObjectIdentifier: Running] = [:]

    init(multi: UnsafeMutableRawPointer, statistics: CurlStatistics) {
        self.multi = multi
        self.statistics = statistics
    }

    func start(_ transfer: CurlTransfer) {
        guard !transfer.isFinished else { return }
        guard let easy = idle.popLast() ?? CurlEasy.make() else {
            return transfer.complete(URLError(.unknown))
        }
        startHop(of: transfer, on: easy)
    }

    func cancel(_ transfer: CurlTransfer) {
        if let stopped = running.removeValue(forKey: ObjectIdentifier(transfer)) {
            curl_multi_remove_handle(multi, stopped.easy.handle)
            curl_slist_free_all(stopped.headers)
            recycle(stopped.easy)
        }
        transfer.complete(URLError(.cancelled, userInfo: transfer.currentURL.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
    }

    /// Moves every transfer as far as its sockets allow, then settles those that ended.
    func perform() {
        var stillRunning: Int32 = 0
        _ = curl_multi_perform(multi, &stillRunning)
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
            // The message is libcurl's until the handle leaves the multi handle: read it first.
            let code = courier_curl_message_result(message)
            finish(handle, code)
        }
    }

    /// Sleeps in poll(2) until a socket is ready, libcurl's next timer is due,
    /// or `curl_multi_wakeup` is called: never a busy wait.
    func wait(milliseconds: Int32) {
        _ = curl_multi_poll(multi, nil, 0, milliseconds, nil)
    }

    /// Ends what is still running as cancelled and frees every handle, the multi one last.
    func shutDown() {
        for transfer in running.values.map(\.transfer) { cancel(transfer) }
        for easy in idle { easy.destroy() }
        idle = []
        curl_multi_cleanup(multi)
    }

    // MARK: Hops

    private func startHop(of transfer: CurlTransfer, on easy: CurlEasy) {
        let request = transfer.beginHop()
        let remaining = transfer.remainingTime
        guard remaining > 0 else {
            recycle(easy)
            return transfer.complete(URLError(.timedOut, userInfo: request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        }
        let headers: UnsafeMutablePointer<curl_slist>?
        do {
            headers = try CurlRequestOptions.apply(request, of: transfer, to: easy, remaining: remaining)
        } catch {
            recycle(easy)
            return transfer.complete(error)
        }
        guard curl_multi_add_handle(multi, easy.handle) == CURLM_OK else {
            curl_slist_free_all(headers)
            recycle(easy)
            return transfer.complete(URLError(.unknown))
        }
        running[ObjectIdentifier(transfer)] = Running(transfer: transfer, easy: easy, headers: headers)
    }

    private func finish(_ handle: UnsafeMutableRawPointer, _ code: CURLcode) {
        guard let context = CurlEasy.context(of: handle) else { return }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        guard let done = running.removeValue(forKey: ObjectIdentifier(transfer)) else { return }
        curl_multi_remove_handle(multi, handle)
        curl_slist_free_all(done.headers)
        let easy = done.easy
        statistics.connectionsOpened.add(easy.longInfo(CURLINFO_NUM_CONNECTS), ordering: .relaxed)
        guard code == CURLE_OK else {
            let error = CurlError.urlError(
                code, oversize: transfer.oversize.map { ($0, transfer.maximumBodyBytes ?? 0) }, url: transfer.currentURL,
                detail: easy.errorDetail)
            recycle(easy)
            return transfer.complete(error)
        }
        let status = easy.longInfo(CURLINFO_RESPONSE_CODE)
        if CurlRedirect.statuses.contains(status), let location = easy.redirectURL {
            if let error = transfer.follow(status: status, to: location) {
                recycle(easy)
                return transfer.complete(error)
            }
            easy.reset()
            return startHop(of: transfer, on: easy)
        }
        recycle(easy)
        transfer.completeWithResponse(status: status)
    }

    private func recycle(_ easy: CurlEasy) {
        if idle.count < Self.idleHandlesKept {
            easy.reset()
            idle.append(easy)
        } else {
            easy.destroy()
        }
    }
}

/// What a loop counts, for any thread to read: the tests, the bench.
final class CurlStatistics: Sendable {
    let connectionsOpened = Atomic<Int>(0)
}
