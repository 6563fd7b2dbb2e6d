import Glibc

/// Why the server could not start.
package enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// `bindAddress` is not an IPv4 or IPv6 literal.
    case invalidBindAddress(String)
    case alreadyRunning
    /// A socket call failed; `errno` says why (EADDRINUSE: pick another port).
    case socketCall(String, errno: Int32)

    package var description: String {
        switch self {
        case .invalidBindAddress(let address):
            "'\(address)' is not an IP address literal; use e.g. 127.0.0.1"
        case .alreadyRunning:
            "the server is already running; stop() it first"
        case .socketCall(let call, let code):
            "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
