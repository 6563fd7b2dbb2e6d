import CEpoll
import Glibc

/// The listening socket as the first loop watches it. Accepting pauses by
/// watching for nothing, never by closing the socket.
final class HTTPListener: ReactorHandler {
    let fd: Int32
    private weak var server: HTTPServer?
    unowned let reactor: Reactor
    private(set) var token: UInt64 = 0
    private var paused = false

    init(fd: Int32, server: HTTPServer, reactor: Reactor) {
        self.fd = fd
        self.server = server
        self.reactor = reactor
    }

    func start() -> UInt64? {
        guard let token = reactor.register(fd, events: EPOLLIN.rawValue, handler: self) else { return nil }
        self.token = token
        return token
    }

    func reactorEvent(_ events: UInt32) {
        guard !paused, let server else { return }
        server.acceptPending(fd, on: reactor, listener: self)
    }

    func reactorClosing() {
        close()
    }

    func pause() {
        guard !paused, token != 0 else { return }
        paused = true
        reactor.modify(fd, token: token, events: 0)
    }

    func resume() {
        guard paused, token != 0 else { return }
        paused = false
        reactor.modify(fd, token: token, events: EPOLLIN.rawValue)
    }

    func close() {
        guard token != 0 else { return }
        reactor.deregister(fd, token: token)
        token = 0
        Glibc.close(fd)
    }
}
