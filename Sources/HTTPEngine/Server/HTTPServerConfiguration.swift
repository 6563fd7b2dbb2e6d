import Foundation

extension HTTPServer {
    /// The server's tunables. Start from `.default` and change what a test
    /// or the command line needs:
    ///
    ///     var configuration = HTTPServer.Configuration.default
    ///     configuration.idleTimeout = .milliseconds(200)
    package struct Configuration: Sendable {
        /// Loopback only unless told otherwise: what it serves (the staging
        /// API's demo passwords) must not be reachable from the network by accident.
        package static let defaultBindAddress = "127.0.0.1"
        package static let defaultPort = 8080
        package static let defaultIdleTimeout: Duration = .seconds(5)
        /// Generous for any real client on a LAN, short enough that a
        /// slowloris trickling header lines cannot hold a connection for long.
        package static let defaultHeadTimeout: Duration = .seconds(10)
        /// A 1 MB body (the largest allowed) arrives in well under this on any link a test uses.
        package static let defaultBodyTimeout: Duration = .seconds(30)
        package static let defaultMaxHeaderBytes = 16 * 1024
        package static let defaultMaxBodyBytes = 1024 * 1024
        package static let defaultShutdownGrace: Duration = .milliseconds(500)
        package static let defaultLingerTimeout: Duration = .seconds(1)
        package static let defaultBacklog = 256
        /// Well above what the tests, the app and the stress script open at
        /// once; a process with a lower descriptor limit meets that first.
        package static let defaultMaxConnections = 10_000
        /// One per core, at least two. libdispatch keeps idle pool threads
        /// for a while, so each worker costs the process a few threads under
        /// churn: 5,000 slow clients on two cores saw 11 to 15 threads with
        /// two workers, 22 to 37 with four and 39 with eight. More workers
        /// did not clearly answer more requests per second there (the
        /// figures moved by a third between runs on the shared machine).
        package static let defaultWorkerThreads = max(2, ProcessInfo.processInfo.activeProcessorCount)
        /// Out of descriptors, accepting pauses this long, doubling up to
        /// the maximum, or until a connection closes: a retry loop would spin.
        package static let defaultAcceptBackoff: Duration = .milliseconds(5)
        package static let defaultMaxAcceptBackoff: Duration = .milliseconds(500)

        package static let `default` = Configuration()

        /// An IPv4 or IPv6 literal; no name lookup.
        package var bindAddress: String
        /// 0 asks the kernel for a free port; read it from `HTTPServer.port` after `start()`.
        package var port: Int
        /// How long a keep-alive connection may wait for its next request.
        package var idleTimeout: Duration
        /// From the first byte of a request to the end of its head. A late
        /// head is answered 408 and closed, however steadily its bytes trickle.
        package var headTimeout: Duration
        /// From the end of a head to the last byte of its body; late answers 408.
        package var bodyTimeout: Duration
        /// The request line plus headers; more answers 431.
        package var maxHeaderBytes: Int
        /// A larger `Content-Length` answers 413 before the body is read.
        package var maxBodyBytes: Int
        /// How long `stop()` lets in-flight responses finish before it closes them.
        package var shutdownGrace: Duration
        /// After an error answer the client may still be sending; reading and
        /// discarding for this long keeps the kernel from resetting the
        /// connection before the client has read the answer.
        package var lingerTimeout: Duration
        package var backlog: Int
        /// Open connections (lingering ones count until closed); one more is
        /// answered 503 with `Retry-After: 1` and closed.
        package var maxConnections: Int
        /// Threads that run every connection's reads, handler calls and
        /// writes, however many connections are open.
        package var workerThreads: Int
        /// The first pause of accepting after EMFILE or ENFILE, and the longest.
        package var acceptBackoff: Duration
        package var maxAcceptBackoff: Duration
        /// Called once per answered request, on a connection's queue.
        /// Records carry no header values and no query values.
        package var log: (@Sendable (HTTPLogRecord) -> Void)?

        package init(
            bindAddress: String = Configuration.defaultBindAddress,
            port: Int = Configuration.defaultPort,
            idleTimeout: Duration = Configuration.defaultIdleTimeout,
            headTimeout: Duration = Configuration.defaultHeadTimeout,
            bodyTimeout: Duration = Configuration.defaultBodyTimeout,
            maxHeaderBytes: Int = Configuration.defaultMaxHeaderBytes,
            maxBodyBytes: Int = Configuration.defaultMaxBodyBytes,
            shutdownGrace: Duration = Configuration.defaultShutdownGrace,
            lingerTimeout: Duration = Configuration.defaultLingerTimeout,
            backlog: Int = Configuration.defaultBacklog,
            maxConnections: Int = Configuration.defaultMaxConnections,
            workerThreads: Int = Configuration.defaultWorkerThreads,
            acceptBackoff: Duration = Configuration.defaultAcceptBackoff,
            maxAcceptBackoff: Duration = Configuration.defaultMaxAcceptBackoff,
            log: (@Sendable (HTTPLogRecord) -> Void)? = nil
        ) {
            self.bindAddress = bindAddress
            self.port = port
            self.idleTimeout = idleTimeout
            self.headTimeout = headTimeout
            self.bodyTimeout = bodyTimeout
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
            self.shutdownGrace = shutdownGrace
            self.lingerTimeout = lingerTimeout
            self.backlog = backlog
            self.maxConnections = maxConnections
            self.workerThreads = workerThreads
            self.acceptBackoff = acceptBackoff
            self.maxAcceptBackoff = maxAcceptBackoff
            self.log = log
        }
    }
}

extension Duration {
    /// Dispatch wants nanoseconds; durations here are far below the overflow range.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
