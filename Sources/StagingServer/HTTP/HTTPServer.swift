import Dispatch
import Foundation
import Glibc

/// An HTTP/1.1 server over POSIX sockets, driven by Dispatch, serving any `HTTPHandler`.
///
///     let server = HTTPServer(handler: routes, configuration: .default)
///     try server.start()
///     print(server.port)
///     server.stop()
///
/// Each connection has its own serial queue on one of a few worker
/// threads, so the handler is called concurrently from several threads (one
/// request at a time per connection) and must be thread-safe. It should not
/// block for long: a blocked handler holds up every connection on its
/// worker. Do not call `stop()` from inside the handler.
package final class HTTPServer: Sendable {
    struct Listener {
        let fd: Int32
        let source: DispatchSourceRead
        /// Signalled by the source's cancel handler once the fd is closed.
        let closed: DispatchSemaphore
    }

    enum Phase { case idle, running, stopping }

    struct State {
        var phase = Phase.idle
        var port = 0
        var listener: Listener?
        var connections: [Int: HTTPConnection] = [:]
        var nextConnectionID = 0
        /// The listener's source is suspended: out of descriptors.
        var acceptPaused = false
        /// The next pause if descriptors are still short.
        var acceptBackoff = Duration.zero
        /// The most connections open at once since the heap was last trimmed.
        var peakConnections = 0
    }

    let handler: any HTTPHandler
    package let configuration: Configuration
    let state = Locked(State())
    /// Entered per open connection, left when its fd is closed: `stop()` waits on it.
    let openConnections = DispatchGroup()
    let acceptQueue = DispatchQueue(label: "courier.http.accept")
    /// The fixed pool the connections run on, one thread each at most.
    ///
    /// A queue per connection alone targets the overcommitting root queue,
    /// which starts a thread for every busy queue (5,000 slow clients made
    /// 257). The global queue's pool is bounded, but libdispatch's monitor
    /// of it opens /proc files and aborts the process when that fails at
    /// the descriptor limit. Serial queues of our own, each one thread,
    /// have neither problem.
    let workers: [DispatchQueue]

    package init(handler: any HTTPHandler, configuration: Configuration = .default) {
        self.handler = handler
        self.configuration = configuration
        workers = (0..<max(1, configuration.workerThreads)).map { DispatchQueue(label: "courier.http.worker.\($0)") }
    }

    deinit { stop() }

    /// The bound port: the configured one, or the one the kernel chose for port 0.
    /// 0 before the first `start()`.
    package var port: Int { state.withLock { $0.port } }

    package var isRunning: Bool { state.withLock { $0.phase == .running } }

    /// Connections whose fd is still open; for tests and diagnostics.
    var openConnectionCount: Int { state.withLock { $0.connections.count } }

    /// Binds and starts accepting. Throws `HTTPServerError` when the address
    /// is not a literal, the port is taken, or the server already runs.
    package func start() throws {
        DispatchTimerReadiness.ensure()
        try state.withLock { state in
            guard state.phase == .idle else { throw HTTPServerError.alreadyRunning }
            let (fd, port) = try Socket.listen(
                address: configuration.bindAddress, port: configuration.port, backlog: configuration.backlog
            )
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: acceptQueue)
            let closed = DispatchSemaphore(value: 0)
            source.setEventHandler { [weak self] in self?.acceptPending(fd) }
            source.setCancelHandler {
                Glibc.close(fd)
                closed.signal()
            }
            state.listener = Listener(fd: fd, source: source, closed: closed)
            state.port = port
            state.phase = .running
            state.acceptPaused = false
            state.acceptBackoff = configuration.acceptBackoff
            source.activate()
        }
    }

    /// Stops accepting at once, lets in-flight answers finish for up to
    /// `configuration.shutdownGrace`, then closes every connection, idle
    /// keep-alive ones included. Returns once the listening socket is closed
    /// and the connections' fds are (bounded by the grace plus a second).
    /// Safe to call more than once, and on a server that never started.
    package func stop() {
        let taken: (Listener, [HTTPConnection])? = state.withLock { state in
            guard state.phase == .running, let listener = state.listener else { return nil }
            state.phase = .stopping
            state.listener = nil
            // A suspended source never runs its cancel handler, which closes the fd.
            if state.acceptPaused {
                state.acceptPaused = false
                listener.source.resume()
            }
            return (listener, Array(state.connections.values))
        }
        guard let (listener, connections) = taken else { return }

        listener.source.cancel()
        // Wait for the close so a connect() right after stop() is refused.
        listener.closed.wait()
        for connection in connections { connection.stopGracefully() }
        if openConnections.wait(timeout: .now() + configuration.shutdownGrace.dispatchInterval) == .timedOut {
            let remaining = state.withLock { Array($0.connections.values) }
            for connection in remaining { connection.stopNow() }
            _ = openConnections.wait(timeout: .now() + .seconds(1))
        }
        state.withLock { $0.phase = .idle }
    }
}
