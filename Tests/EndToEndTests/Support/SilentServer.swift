import Foundation
import StagingServer
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A server that reads each request and never answers: what a hung backend
/// looks like from the client. It notes each request's path and whether the
/// client has since closed the connection, which is how a cancelled request
/// shows on the wire.
final class SilentServer: Sendable {
    let baseURL: URL
    private let listener: Int32
    private let heard = Mutex<[String]>([])
    private let closedByClient = Mutex(0)

    init() throws {
        let (listener, port) = try LoopbackSocket.listen()
        self.listener = listener
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        LoopbackSocket.acceptEach(listener) { [self] connection in hold(connection) }
    }

    /// The paths of the requests read so far.
    var paths: [String] { heard.withLock { $0 } }
    /// Connections the client closed after sending its request.
    var closedConnections: Int { closedByClient.withLock { $0 } }

    /// Wakes the accept loop, which closes the socket.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func hold(_ connection: Int32) {
        defer { close(connection) }
        guard let head = LoopbackSocket.readHead(connection) else { return }
        heard.withLock { $0.append(String(head.target.prefix { $0 != "?" })) }
        // Whatever else arrives (the rest of the body) is read and ignored; zero bytes is the client's close.
        var chunk = [UInt8](repeating: 0, count: 4096)
        while recv(connection, &chunk, chunk.count, 0) > 0 {}
        closedByClient.withLock { $0 += 1 }
    }
}
