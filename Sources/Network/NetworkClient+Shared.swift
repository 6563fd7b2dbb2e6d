import Reactive
import Synchronization

extension NetworkClient {
    private static let configured = SanitizerVisibleMutex<NetworkClient?>(nil)

    /// The app's network, set once at start-up from the flags.
    public static var shared: NetworkClient {
        guard let network = configured.withLock({ $0 }) else {
            preconditionFailure("NetworkClient.shared used before NetworkClient.configureShared(_:)")
        }
        return network
    }

    /// Makes `network` the shared one; the app calls this once, tests may call it again.
    public static func configureShared(_ network: NetworkClient) {
        configured.withLock { $0 = network }
    }

    /// Whether `configureShared` has run.
    public static var isSharedConfigured: Bool { configured.withLock { $0 != nil } }
}
