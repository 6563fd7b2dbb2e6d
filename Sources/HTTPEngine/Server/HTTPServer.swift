import Dispatch
import Foundation
import Glibc

/// An HTTP/1.1 server over POSIX sockets and epoll, serving any `HTTPHandler`.
///
///     let server = HTTPServer(handler: routes, configuration: .default)
///     try server.start()
///     print(server.port)
///     server.stop()
///
/// A fixed set of event-loop threads (`Configuration.workerThreads`), each
/// with its own epoll fd, runs every connection: the first loop also
/// accepts, and hands each connection to one loop for its whole life. So the
/// handler is called concurrently from several threads (one request at a
/// time per connection) and must be thread-safe. It should not block for
/// long: a blocked handler holds up every connection on its loop. Do not
/// call `stop()` from inside the handler.
package final class HTTPServer: Sendable {
    enum Phase { case idle, running, stopping }

    struct State {
        var phase = Phase.idle
        var port = 0
        /// The listening socket, watched by the first loop; -1 when not listening.
        var listenerFD: Int32 = -1
        /// The listener's token on the first loop, once registered there.
        var listenerToken: UInt64?
        var loops: [EventLoop] = []
        var openConnections = 0
        var nextConnectionID = 0
        /// The listener is not watched: out of descriptors.
        var acceptPaused = false
        /// The next pause if descriptors are still short.
        var acceptBackoff = Duration.zero
        /// The most connections open at once since the heap was last trimmed.
        var peakConnections = 0
        /// A spike has happened since connections were last down to none.
        var spiked = false
    }

    let handler: any HTTPHandler
    package let configuration: Configuration
    let state = PthreadLocked(State())
    /// Entered per open connection, left when its fd is closed: `stop()` waits on it.
    let openConnections = DispatchGroup()

    package init(handler: any HTTPHandler, configuration: Configuration = .default) {
        self.handler = handler
        self.configuration = configuration
    }

    deinit { stop() }

    /// The bound port: the configured one, or the one the kernel chose for port 0.
    /// 0 before the first `start()`.
    package var port: Int { state.withLock { $0.port } }

    package var isRunning: Bool { state.withLock { $0.phase == .running } }

    /// Connections whose fd is still open; for tests and diagnostics.
    var openConnectionCount: Int { state.withLock { $0.openConnections } }

    /// Binds, starts the loops and starts accepting. Throws `HTTPServerError`
    /// when the address is not a literal, the port is taken, or the server already runs.
    package func start() throws {
        try state.withLock { state in
            guard state.phase == .idle else { throw HTTPServerError.alreadyRunning }
            let (fd, port) = try Socket.listen(
                address: configuration.bindAddress, port: configuration.port, backlog: configuration.backlog
            )
            let loops: [EventLoop]
            do {
                loops = try (0..<max(1, configuration.workerThreads)).map { try EventLoop(index: $0) }
            } catch {
                close(fd)
                throw error
            }
            for loop in loops { loop.start() }
            state.loops = loops
            state.listenerFD = fd
            state.listenerToken = nil
            state.port = port
            state.phase = .running
            state.acceptPaused = false
            state.acceptBackoff = configuration.acceptBackoff
            loops[0].execute { [weak self] reactor in self?.watchListener(fd, on: reactor) }
        }
    }

    /// Stops accepting at once, lets in-flight answers finish for up to
    /// `configuration.shutdownGrace`, then closes every connection, idle
    /// keep-alive ones included, and ends the loops' threads. Returns once
    /// the listening socket and the connections' fds are closed (bounded
    /// by the grace plus a second). Safe to call more than once, and on a
    /// server that never started.
    package func stop() {
        let loops: [EventLoop]? = state.withLock { state in
            guard state.phase == .running else { return nil }
            state.phase = .stopping
            return state.loops
        }
        guard let loops else { return }
        // The last reference can go on a loop's thread (a task held it), and
        // deinit then stops from there: that thread cannot wait for its own loop.
        if loops.contains(where: \.isCurrent) {
            let (state, group, configuration) = (state, openConnections, configuration)
            Thread.detachNewThread { Self.shutDown(loops, state: state, openConnections: group, configuration: configuration) }
            return
        }
        Self.shutDown(loops, state: state, openConnections: openConnections, configuration: configuration)
    }

    /// `stop()`'s work, holding no reference to the server, which may be in its deinit.
    private static func shutDown(
        _ loops: [EventLoop], state: PthreadLocked<State>, openConnections: DispatchGroup, configuration: Configuration
    ) {
        // Wait for the close so a connect() right after stop() is refused.
        let listenerClosed = DispatchSemaphore(value: 0)
        loops[0].execute { reactor in
            closeListener(state, on: reactor)
            listenerClosed.signal()
        }
        listenerClosed.wait()
        for loop in loops {
            loop.execute { reactor in
                for case let connection as HTTPConnection in reactor.allHandlers { connection.stopGracefully() }
            }
        }
        if openConnections.wait(timeout: .now() + configuration.shutdownGrace.dispatchInterval) == .timedOut {
            for loop in loops {
                loop.execute { reactor in
                    for case let connection as HTTPConnection in reactor.allHandlers { connection.stopNow() }
                }
            }
            _ = openConnections.wait(timeout: .now() + .seconds(1))
        }
        for loop in loops { loop.shutdown() }
        state.withLock { state in
            state.loops = []
            state.phase = .idle
        }
    }
}
