import CCurl
import Foundation
import Synchronization

/// The multi handle and the transfers on it, used only under CurlLoop's lock:
/// a libcurl handle may not be used from two threads at once. Every entry
/// point ends with `settle()`, which runs the timeouts libcurl asked to run at
/// once and finishes the transfers that ended.
final class CurlMulti {
    /// Idle easy handles kept for the next transfers; more are made on demand.
    static let idleHandlesKept = 16
    /// Idle connections kept open for reuse, over all hosts.
    static let idleConnectionsKept = 32

    private struct Running {
        let transfer: CurlTransfer
        let easy: CurlEasy
        let headers: UnsafeMutablePointer<curl_slist>?
    }

    private let multi: UnsafeMutableRawPointer
    private let events: CurlEvents
    private let statistics: CurlStatistics
    private var idle: [CurlEasy] = []
    private var running: [ObjectIdentifier: Running] = [:]
    /// libcurl asked for its timeout to run now rather than after a delay.
    private var timeoutDue = false
    /// When the timerfd fires, in uptime nanoseconds; nil when it is not armed.
    private var timerDue: UInt64?
    /// The sockets in the epoll set, so adding one costs one call rather than a failed MOD first.
    private var watched: Set<Int32> = []
    /// When the idle timer fires, in uptime nanoseconds; nil when it is not armed.
    private var idleTimerDue: UInt64?
    /// Completions of ended transfers, for the loop to run once the lock is let go.
    private var deliveries: [CurlDelivery] = []

    init?(events: CurlEvents, maximumConnectionsPerHost: Int, statistics: CurlStatistics) {
        guard let multi = curl_multi_init() else { return nil }
        self.multi = multi
        self.events = events
        self.statistics = statistics
        _ = courier_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, maximumConnectionsPerHost))
        // By default libcurl keeps four idle connections per easy handle on the multi handle; ours
        // leave it between requests, so that cache would shrink and close live connections.
        _ = courier_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, max(Self.idleConnectionsKept, maximumConnectionsPerHost))
        // Unretained: the loop keeps this object until after curl_multi_cleanup, the last callback.
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = courier_curl_multi_setopt_socket_callback(multi) { _, socket, what, context, _ in
            guard let context else { return -1 }
            Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().watch(socket, what)
            return 0
        }
        _ = courier_curl_multi_setopt_pointer(multi, CURLMOPT_SOCKETDATA, context)
        _ = courier_curl_multi_setopt_timer_callback(multi) { _, milliseconds, context in
            guard let context else { return -1 }
            Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().schedule(milliseconds)
            return 0
        }
        _ = courier_curl_multi_setopt_pointer(multi, CURLMOPT_TIMERDATA, context)
    }

    // MARK: Entry points

    /// No transfer is on the multi handle: nothing can arrive that someone must read.
    var isIdle: Bool { running.isEmpty }

    func takeDeliveries() -> [CurlDelivery] {
        defer { deliveries = [] }
        return deliveries
    }

    func start(_ transfer: CurlTransfer) {
        if !transfer.isFinished {
            if let easy = idle.popLast() ?? CurlEasy.make() {
                startHop(of: transfer, on: easy)
            } else {
                end(transfer, URLError(.unknown))
            }
        }
        settle()
    }

    func cancel(_ transfer: CurlTransfer) {
        if let stopped = running.removeValue(forKey: ObjectIdentifier(transfer)) {
            curl_multi_remove_handle(multi, stopped.easy.handle)
            curl_slist_free_all(stopped.headers)
            recycle(stopped.easy)
        }
        end(transfer, URLError(.cancelled, userInfo: transfer.currentURL.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        settle()
    }

    /// Lets libcurl go on with a stream its write callback paused; libcurl may hand
    /// over the piece it held at once, and arms its timer for the rest.
    func resume(_ transfer: CurlTransfer) {
        guard let paused = running[ObjectIdentifier(transfer)] else { return }
        _ = curl_easy_pause(paused.easy.handle, 0)  // CURLPAUSE_CONT
        settle()
    }

    /// epoll says `socket` is ready.
    func socketReady(_ socket: Int32, events: UInt32) {
        var mask: Int32 = 0
        if events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0 { mask |= CURL_CSELECT_IN }
        if events & EPOLLOUT.rawValue != 0 { mask |= CURL_CSELECT_OUT }
        if events & EPOLLERR.rawValue != 0 { mask |= CURL_CSELECT_ERR }
        var stillRunning: Int32 = 0
        _ = curl_multi_socket_action(multi, socket, mask, &stillRunning)
        settle()
    }

    /// The timerfd fired: libcurl's timeout is due, or was once (see `schedule`).
    func timerFired() {
        timerDue = nil
        timeoutDue = true
        settle()
    }

    /// The idle timer fired: ends each transfer silent for longer than its read timeout.
    func idleTimerFired() {
        let now = DispatchTime.now().uptimeNanoseconds
        for silent in running.values where silent.transfer.idleDeadline <= now {
            running.removeValue(forKey: ObjectIdentifier(silent.transfer))
            curl_multi_remove_handle(multi, silent.easy.handle)
            curl_slist_free_all(silent.headers)
            recycle(silent.easy)
            end(silent.transfer, URLError(.timedOut, userInfo: silent.transfer.currentURL.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        }
        armIdleTimer()
        settle()
    }

    /// Ends what is still running as cancelled and frees every handle, the multi one last.
    func shutDown() -> [CurlDelivery] {
        for transfer in running.values.map(\.transfer) { cancel(transfer) }
        for easy in idle { easy.destroy() }
        idle = []
        curl_multi_cleanup(multi)
        events.set(events.timer, nanoseconds: nil)
        timerDue = nil
        events.set(events.idleTimer, nanoseconds: nil)
        idleTimerDue = nil
        return takeDeliveries()
    }

    // MARK: libcurl's callbacks

    private func watch(_ socket: Int32, _ what: Int32) {
        if what == CURL_POLL_REMOVE {
            watched.remove(socket)
            events.forget(socket)
        } else {
            let registered = !watched.insert(socket).inserted
            events.watch(socket, readable: what & CURL_POLL_IN != 0, writable: what & CURL_POLL_OUT != 0, registered: registered)
        }
    }

    /// Each call replaces the last: -1 none, 0 now (run before the lock is let go), else later.
    /// The timerfd is only ever moved earlier: libcurl asks several times a request (0 as it
    /// is added, its whole-transfer timeout, none once done), and a timeout run early costs
    /// one check that asks again, where re-arming cost a syscall each time.
    private func schedule(_ milliseconds: Int) {
        timeoutDue = milliseconds == 0
        guard milliseconds > 0 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let due = now &+ UInt64(milliseconds) * 1_000_000
        if let timerDue, timerDue <= due { return }
        timerDue = due
        events.set(events.timer, nanoseconds: due - now)
    }

    // MARK: Transfers

    /// Runs due timeouts (which start new transfers and redirects) and settles what ended, until neither is left.
    private func settle() {
        repeat {
            if timeoutDue {
                timeoutDue = false
                var stillRunning: Int32 = 0
                _ = curl_multi_socket_action(multi, CURL_SOCKET_TIMEOUT, 0, &stillRunning)
            }
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
                // The message is libcurl's until the handle leaves the multi handle: read it first.
                let code = courier_curl_message_result(message)
                finish(handle, code)
            }
        } while timeoutDue
    }

    private func startHop(of transfer: CurlTransfer, on easy: CurlEasy) {
        let request = transfer.beginHop()
        let remaining = transfer.remainingTime
        guard remaining > 0 else {
            recycle(easy)
            return end(transfer, URLError(.timedOut, userInfo: request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        }
        let headers: UnsafeMutablePointer<curl_slist>?
        do {
            headers = try CurlRequestOptions.apply(request, of: transfer, to: easy, remaining: remaining)
        } catch {
            recycle(easy)
            return end(transfer, error)
        }
        guard curl_multi_add_handle(multi, easy.handle) == CURLM_OK else {
            curl_slist_free_all(headers)
            recycle(easy)
            return end(transfer, URLError(.unknown))
        }
        running[ObjectIdentifier(transfer)] = Running(transfer: transfer, easy: easy, headers: headers)
        // A transfer just begun is rarely the first to fall silent: re-arm only when it would be.
        let deadline = transfer.idleDeadline
        if idleTimerDue.map({ deadline < $0 }) ?? true { armIdleTimer() }
    }

    /// For the earliest moment a running transfer may have been silent too long; it fires
    /// early when bytes have come since, and is armed again from what is running then.
    private func armIdleTimer() {
        let now = DispatchTime.now().uptimeNanoseconds
        idleTimerDue = running.values.lazy.map(\.transfer.idleDeadline).min()
        events.set(events.idleTimer, nanoseconds: idleTimerDue.map { $0 > now ? $0 - now : 1 })
    }

    private func finish(_ handle: UnsafeMutableRawPointer, _ code: CURLcode) {
        guard let context = CurlEasy.context(of: handle) else { return }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        guard let done = running.removeValue(forKey: ObjectIdentifier(transfer)) else { return }
        curl_multi_remove_handle(multi, handle)
        curl_slist_free_all(done.headers)
        let easy = done.easy
        let hop = CurlHopMetrics(easy)
        transfer.record(hop)
        statistics.connectionsOpened.add(hop.connectionsOpened, ordering: .relaxed)
        guard code == CURLE_OK else {
            let error = transfer.localFailure ?? CurlError.urlError(
                code, oversize: transfer.oversize.map { ($0, transfer.maximumBodyBytes ?? 0) }, url: transfer.currentURL,
                detail: easy.errorDetail)
            recycle(easy)
            return end(transfer, error)
        }
        let status = easy.longInfo(CURLINFO_RESPONSE_CODE)
        if CurlRedirect.statuses.contains(status), let location = easy.redirectURL {
            switch transfer.follow(status: status, to: location) {
            case .fail(let error):
                recycle(easy)
                return end(transfer, error)
            case .follow:
                easy.reset()
                return startHop(of: transfer, on: easy)
            case .stop:
                break
            }
        }
        recycle(easy)
        if let delivery = transfer.completeWithResponse(status: status) { deliveries.append(delivery) }
    }

    private func end(_ transfer: CurlTransfer, _ failure: URLError) {
        if let delivery = transfer.complete(failure) { deliveries.append(delivery) }
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
    /// How often a stream was paused for a caller slower than the network.
    let streamPauses = Atomic<Int>(0)
    /// The most bytes of a stream that ever waited for its caller.
    let largestStreamBacklog = Atomic<Int>(0)

    func noteStreamBacklog(_ bytes: Int) {
        var seen = largestStreamBacklog.load(ordering: .relaxed)
        while bytes > seen {
            let (exchanged, now) = largestStreamBacklog.compareExchange(expected: seen, desired: bytes, ordering: .relaxed)
            if exchanged { return }
            seen = now
        }
    }
}
